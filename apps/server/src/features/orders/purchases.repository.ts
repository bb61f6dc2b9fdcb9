// What a shopper has received, for features that trust buyers only (reviews, issue #20 §5).
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';

/**
 * Whether the shopper has an order of the product that was delivered: the order Completed
 * (delivered, in the state machine) and that line too (not returned on its own).
 */
export async function hasReceivedProduct(
  db: Kysely<Database>,
  userId: number,
  productId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('orders.status_id', '=', ORDER_STATUS.Completed)
    .where('order_items.product_id', '=', productId)
    .where('order_items.status_id', '=', ORDER_STATUS.Completed)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
