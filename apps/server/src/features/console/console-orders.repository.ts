// Queries of the console's order screens. The list reads one page newest (or oldest) first by
// id — keyset paging: `after` is the last id shown, so page 400 costs what page 1 does and no
// count of all orders runs — over indexes on stage, payment method, created_at (0027), the
// unique order number and the users' e-mail and mobile number.
import type { Kysely } from 'kysely';
import type { OrderSearchTerm } from '@bazaar/contract/console/order-search';
import type { Stage } from '@bazaar/contract/orders/fulfilment';
import type { Database } from '../../db/schema.ts';

export interface OrderFilter {
  stage?: Stage | undefined;
  paymentMethodId?: number | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
  search: OrderSearchTerm;
  newestFirst: boolean;
  after?: number | undefined;
  limit: number;
}

export function orderPage(db: Kysely<Database>, filter: OrderFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('payment_methods', 'payment_methods.id', 'orders.payment_method_id')
    .select((eb) => [
      'orders.id',
      'orders.order_number',
      'orders.stage',
      'orders.created_at',
      'orders.payment_method_id',
      'orders.total_paise',
      'orders.discount_paise',
      'users.email',
      'users.mobile_no',
      'payment_methods.name as payment_method',
      'payment_methods.name_ar as payment_method_ar',
      eb
        .selectFrom('order_items')
        .select((inner) => inner.fn.sum<number | string>('order_items.quantity').as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('items'),
    ])
    .orderBy('orders.id', filter.newestFirst ? 'desc' : 'asc')
    .limit(filter.limit + 1);
  if (filter.stage) query = query.where('orders.stage', '=', filter.stage);
  if (filter.paymentMethodId !== undefined) {
    query = query.where('orders.payment_method_id', '=', filter.paymentMethodId);
  }
  if (filter.fromIso) query = query.where('orders.created_at', '>=', filter.fromIso);
  if (filter.toIso) query = query.where('orders.created_at', '<', filter.toIso);
  const { search } = filter;
  if (search.by === 'number') query = query.where('orders.order_number', '=', search.value);
  if (search.by === 'email') query = query.where('users.email', '=', search.value);
  if (search.by === 'phone') query = query.where('users.mobile_no', 'in', search.values);
  if (filter.after !== undefined) {
    query = query.where('orders.id', filter.newestFirst ? '<' : '>', filter.after);
  }
  return query.execute();
}

/** The gateway's records of the order's payment (never a card number: none is stored). */
export function paymentsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payment_transactions')
    .select([
      'id',
      'provider',
      'provider_reference',
      'amount_paise',
      'currency',
      'status',
      'created_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function refundsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_refunds')
    .select(['id', 'cause', 'line_ids_json', 'amount_paise', 'state', 'created_at', 'settled_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function paymentMethodName(db: Kysely<Database>, id: number) {
  return db.selectFrom('payment_methods').select('name').where('id', '=', id).executeTakeFirst();
}
