// Queries of after-sales (cancel, returns, refunds); after-sales services hold the rules.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { OrderRefundState } from '../../../db/tables/after-sales.ts';

/** An order with what its money and coupon need (the caller says which order). */
const orderFigures = (db: Kysely<Database>) =>
  db
    .selectFrom('orders')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.user_id',
      'orders.stage',
      'orders.payment_method_id',
      'orders.payment_reference',
      'orders.coupon_id',
      'orders.subtotal_paise',
      'orders.discount_paise',
      'orders.total_paise',
      'coupons.min_order_total_paise',
    ]);

/** One of the shopper's orders by number; undefined for anyone else's. */
export function findOwnOrder(db: Kysely<Database>, userId: number, orderNumber: string) {
  return orderFigures(db)
    .where('orders.order_number', '=', orderNumber)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
}

/** The same figures by the order's id (the operator's commands). */
export function findOrderById(db: Kysely<Database>, orderId: number) {
  return orderFigures(db).where('orders.id', '=', orderId).executeTakeFirst();
}

export type OrderFigures = NonNullable<Awaited<ReturnType<typeof findOwnOrder>>>;

/** The order's lines with their money, stage and whether they may come back. */
export function linesOf(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.id',
      'order_items.stage',
      'order_items.total_paise',
      'order_items.shipping_paise',
      'order_items.is_digital',
      'products.final_sale',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

/** When the order (or each line) was delivered: the history's delivered entries. */
export function deliveries(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['order_item_id', 'created_at'])
    .where('order_id', '=', orderId)
    .where('stage', '=', 'delivered')
    .orderBy('id')
    .execute();
}

export async function refundedPaise(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('paise'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.paise;
}

export interface NewRefund {
  orderId: number;
  reference: string;
  cause: 'cancel' | 'return';
  lineIds: readonly number[];
  amountPaise: number;
  paymentReference: string | null;
  /** The provider that took the payment (refunded through it). */
  provider: string | null;
  state: OrderRefundState;
  atIso: string;
}

export async function insertRefund(db: Kysely<Database>, refund: NewRefund): Promise<number> {
  const row = await db
    .insertInto('order_refunds')
    .values({
      order_id: refund.orderId,
      idempotency_reference: refund.reference,
      cause: refund.cause,
      line_ids_json: JSON.stringify(refund.lineIds),
      amount_paise: refund.amountPaise,
      payment_reference: refund.paymentReference,
      provider: refund.provider,
      state: refund.state,
      settled_at: refund.state === 'pending' ? null : refund.atIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The provider that took the order's payment (its payment record). */
export async function paymentProviderOf(
  db: Kysely<Database>,
  orderId: number,
  paymentReference: string | null,
): Promise<string | null> {
  if (paymentReference === null) return null;
  const row = await db
    .selectFrom('payment_transactions')
    .select('provider')
    .where('order_id', '=', orderId)
    .where('provider_reference', '=', paymentReference)
    .executeTakeFirst();
  return row?.provider ?? null;
}

/** The provider's id of a refund it paid. */
export async function noteProviderRefund(
  db: Kysely<Database>,
  refundId: number,
  providerRefundId: string,
): Promise<void> {
  await db
    .updateTable('order_refunds')
    .set({ provider_refund_id: providerRefundId })
    .where('id', '=', refundId)
    .execute();
}

export function findRefund(db: Kysely<Database>, refundId: number) {
  return db.selectFrom('order_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
}

export function pendingRefundIds(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('order_refunds')
    .select('id')
    .where('state', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** pending → done, only from pending; true when this call settled it. */
export async function markRefundDone(
  db: Kysely<Database>,
  refundId: number,
  atIso: string,
): Promise<boolean> {
  const done = await db
    .updateTable('order_refunds')
    .set({ state: 'done', settled_at: atIso, last_error: null })
    .where('id', '=', refundId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return done.numUpdatedRows === 1n;
}

export async function noteRefundFailure(
  db: Kysely<Database>,
  refundId: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('order_refunds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500) }))
    .where('id', '=', refundId)
    .where('state', '=', 'pending')
    .execute();
}

/** Removes the order's coupon redemption; true when this call removed it (give the use back). */
export async function dropRedemption(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const dropped = await db
    .deleteFrom('coupon_redemptions')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return dropped.numDeletedRows > 0n;
}
