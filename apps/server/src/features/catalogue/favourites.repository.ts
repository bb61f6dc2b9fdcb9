// The products a shopper has bought, for get-customer-favourite-products: only their own orders,
// only what they kept (returned and refunded orders do not count), only published products.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';

function boughtByUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .where('orders.user_id', '=', userId)
    .where('orders.status_id', 'not in', [ORDER_STATUS.Returned, ORDER_STATUS.Refunded])
    .where('products.published', '=', 1)
    .groupBy('order_items.product_id');
}

/** One page of product ids: most units bought first, then the most recently ordered. */
export async function findFavouriteIds(
  db: Kysely<Database>,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await boughtByUser(db, userId)
    .select('order_items.product_id')
    .orderBy((eb) => eb.fn.sum('order_items.quantity'), 'desc')
    .orderBy((eb) => eb.fn.max('orders.id'), 'desc')
    .orderBy('order_items.product_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.product_id);
}

export async function countFavourites(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom(boughtByUser(db, userId).select('order_items.product_id').as('bought'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
