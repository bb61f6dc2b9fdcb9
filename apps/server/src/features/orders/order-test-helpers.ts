// Orders written straight into the tables, for the tests of what follows an order (history,
// downloads, status changes), so they do not depend on how an order is placed.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';

export interface TestOrderLine {
  productId: number;
  quantity: number;
  /** Item status (LatestStatusID); the order's status by default. */
  statusId?: number;
  shippingStatusId?: number;
}

export interface TestOrder {
  userId: number;
  lines: TestOrderLine[];
  statusId?: number;
  paymentMethodId?: number;
  createdAt?: string;
  note?: string;
  discountPaise?: number;
  couponCode?: string;
}

export async function insertTestOrder(db: Kysely<Database>, order: TestOrder) {
  const statusId = order.statusId ?? ORDER_STATUS.Active;
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_paise', 'discounted_price_paise', 'is_digital'])
    .where(
      'id',
      'in',
      order.lines.map((line) => line.productId),
    )
    .execute();
  const lines = order.lines.map((line) => {
    const product = products.find((row) => row.id === line.productId);
    if (!product) throw new Error(`no product ${line.productId}`);
    const unit = product.discounted_price_paise ?? product.price_paise;
    return { line, product, unit, total: unit * line.quantity };
  });
  const subtotal = lines.reduce((sum, { total }) => sum + total, 0);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('orders')
      .values({
        user_id: order.userId,
        order_number: `T-${randomBytes(5).toString('hex').toUpperCase()}`,
        status_id: statusId,
        payment_method_id: order.paymentMethodId ?? PAYMENT_METHOD.CashOnDelivery,
        subtotal_paise: subtotal,
        shipping_paise: 0,
        total_paise: subtotal,
        discount_paise: order.discountPaise ?? 0,
        coupon_code: order.couponCode ?? null,
        note: order.note ?? null,
        ...(order.createdAt ? { created_at: order.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const itemIds: number[] = [];
    for (const { line, product, unit, total } of lines) {
      const item = await trx
        .insertInto('order_items')
        .values({
          order_id: id,
          product_id: product.id,
          product_name: product.name,
          image_url: `/files/images/products/${product.id}/main.webp`,
          unit_price_paise: unit,
          quantity: line.quantity,
          total_paise: total,
          is_digital: product.is_digital,
          status_id: line.statusId ?? statusId,
          shipping_status_id: line.shippingStatusId ?? statusId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(item.id);
    }
    await trx
      .insertInto('order_status_history')
      .values({ order_id: id, status_id: statusId, note: 'placed' })
      .execute();
    return { orderId: id, itemIds };
  });
}

/** A published product of the seed, digital or not, with its stock. */
export async function someProduct(db: Kysely<Database>, digital: boolean, skip = 0) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'stock_quantity', 'digital_file_path', 'digital_file_name'])
    .where('is_digital', '=', digital ? 1 : 0)
    .where('published', '=', 1)
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}
