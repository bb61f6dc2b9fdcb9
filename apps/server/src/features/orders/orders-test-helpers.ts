// Shared by the order tests: shoppers with a session made straight in the database (no password
// hashing: the race tests need many), products to sell, coupons, and the order call itself.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { openSession } from '../accounts/sessions.ts';

export interface Shopper {
  id: number;
  token: string;
  headers: Record<string, string>;
}

export async function createShopper(db: Kysely<Database>, lang = 'en'): Promise<Shopper> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: `shopper.${randomBytes(6).toString('hex')}@example.in`,
      password_hash: 'not-used',
      first_name: 'Asha',
      last_name: 'Rao',
      language_code: lang,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await openSession(db, id, { idleDays: 1, absoluteDays: 1 });
  return { id, token, headers: { Token: token, UserID: String(id) } };
}

/** A published product with no attribute to choose, its stock set; answers its id and name. */
export async function productWithStock(
  db: Kysely<Database>,
  stock: number,
  { digital = false, skip = 0 }: { digital?: boolean; skip?: number } = {},
) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_paise', 'discounted_price_paise'])
    .where('published', '=', 1)
    .where('is_digital', '=', digital ? 1 : 0)
    .where('id', 'not in', db.selectFrom('product_attributes').select('product_id'))
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('products')
    .set({ stock_quantity: stock, order_maximum_quantity: 0 })
    .where('id', '=', product.id)
    .execute();
  return product;
}

export async function createCoupon(
  db: Kysely<Database>,
  { usageLimit = null, percent = 10 }: { usageLimit?: number | null; percent?: number } = {},
) {
  const code = `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const { id } = await db
    .insertInto('coupons')
    .values({
      code,
      discount_type_id: 2,
      discount_percent: percent,
      usage_limit: usageLimit,
      valid_from: null,
      valid_to: null,
      per_user_limit: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, code };
}

export const cartOf = (...lines: [productId: number, quantity: number][]) =>
  JSON.stringify(lines.map(([ProductId, Quantity]) => ({ ProductId, Quantity })));

export const orderParams = (shopper: Shopper, overrides: Record<string, unknown> = {}) => ({
  UserID: shopper.id,
  OrderNote: '',
  CouponCode: '',
  PaymentMethod: '6',
  paymentToken: '',
  payPalOrderConfirmJson: '{}',
  recordValueJson: '[]',
  ...overrides,
});

export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

export async function timesUsed(db: Kysely<Database>, couponId: number): Promise<number> {
  const row = await db
    .selectFrom('coupons')
    .select('times_used')
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();
  return row.times_used;
}

export async function ordersOfUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
