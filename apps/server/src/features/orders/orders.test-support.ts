// Shared by the order tests: shoppers with a session made straight in the database (no password
// hashing: the race tests need many), products to sell, coupons, the order call itself, and
// orders written straight into the tables for the tests of what follows an order (history,
// downloads, status changes), so they do not depend on how an order is placed.
import { STAGE_OF_STATUS, type Stage } from '@bazaar/contract/orders/fulfilment';
import { isOrderStatusId } from './order-status.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import { call } from '../../test/test-app.ts';
import { giveAddress } from '../../test/delivery-addresses.ts';
import { Mailer } from '../../gateways/mail/mailer.ts';
import { SandboxGateway } from '../../gateways/payment/sandbox/sandbox-gateway.ts';
import { openSession } from '../accounts/index.ts';
import type { OrdersContext } from './context.ts';

/** For services that send no mail (the sweep): a mailer with nothing behind it. */
const noMailer = Object.create(Mailer.prototype) as Mailer;

/** The orders feature's context over the sandbox, for tests that call its services directly. */
export function testOrdersContext(
  db: Kysely<Database>,
  mailer: Mailer = noMailer,
  overrides: Partial<OrdersContext> = {},
): OrdersContext {
  const gateway = new SandboxGateway(db, 'pk');
  return {
    db,
    gateway,
    sandbox: gateway,
    mailer,
    now: () => new Date(),
    cashOnDeliveryCaps: { openOrders: 10_000, openUnits: 1_000_000 },
    freeDeliveryThresholdPaise: 0,
    ...overrides,
  };
}

/** The `skip`-th published product of the seed, digital or not (the caller picks columns). */
const publishedProduct = (db: Kysely<Database>, digital: boolean, skip: number) =>
  db
    .selectFrom('products')
    .where('published', '=', 1)
    .where('is_digital', '=', digital ? 1 : 0)
    .orderBy('id')
    .offset(skip)
    .limit(1);

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
  // Every test shopper has a deliverable default address (issue #19: orders that ship need one).
  await giveAddress(db, id);
  return { id, token, headers: { Token: token, UserID: String(id) } };
}

/** A published product with no attribute to choose, its stock set; answers its id and name. */
export async function productWithStock(
  db: Kysely<Database>,
  stock: number,
  { digital = false, skip = 0 }: { digital?: boolean; skip?: number } = {},
) {
  const product = await publishedProduct(db, digital, skip)
    .select(['id', 'name', 'name_ar', 'price_paise', 'discounted_price_paise'])
    .where('id', 'not in', db.selectFrom('product_attributes').select('product_id'))
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

/** What post-customer-order answers in its data: one row, the order's when it was placed. */
export type PlacedAnswer = { ResponseMsg: string; OrderId?: number; OrderNumber?: string }[];

/** Calls post-customer-order as the shopper (their session headers, `headers` over them). */
export const placeOrderAs = (
  app: FastifyInstance,
  shopper: Shopper,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call<PlacedAnswer>(app, 'postCustomerOrder', orderParams(shopper, params), {
    ...shopper.headers,
    ...headers,
  });

/** The sandbox card form but its number: a valid expiry, CVC and name. */
export const TEST_CARD = { ExpiryMonth: 12, ExpiryYear: 2035, Cvc: '123', NameOnCard: 'Asha Rao' };

/** A sandbox card token for the shopper (the first step of paying by card). */
export async function cardTokenFor(
  app: FastifyInstance,
  shopper: Shopper,
  cardNumber = '4242424242424242',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data } = await call<{ paymentToken: string }>(
    app,
    'createCardToken',
    { CardNumber: cardNumber, ...TEST_CARD, ...extra },
    shopper.headers,
  );
  return data.paymentToken;
}

/** A product's stock, as the order code reads it. */
export { stockOf } from './order.repository.ts';

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

const stageOfStatus = (statusId: number): Stage =>
  isOrderStatusId(statusId) ? STAGE_OF_STATUS[statusId] : 'placed';

export async function insertTestOrder(db: Kysely<Database>, order: TestOrder) {
  const statusId = order.statusId ?? ORDER_STATUS.Active;
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'name_ar', 'price_paise', 'discounted_price_paise', 'is_digital'])
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
        stage: stageOfStatus(statusId),
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
          product_name_ar: product.name_ar || null,
          image_url: `/files/images/products/${product.id}/main.webp`,
          unit_price_paise: unit,
          quantity: line.quantity,
          total_paise: total,
          is_digital: product.is_digital,
          status_id: line.statusId ?? statusId,
          shipping_status_id: line.shippingStatusId ?? statusId,
          stage: stageOfStatus(line.statusId ?? statusId),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(item.id);
    }
    await trx
      .insertInto('order_status_history')
      .values({ order_id: id, status_id: statusId, stage: stageOfStatus(statusId), note: 'placed' })
      .execute();
    return { orderId: id, itemIds };
  });
}

/** A published product of the seed, digital or not, with its stock. */
export async function someProduct(db: Kysely<Database>, digital: boolean, skip = 0) {
  return publishedProduct(db, digital, skip)
    .select(['id', 'name', 'stock_quantity', 'digital_file_path', 'digital_file_name'])
    .executeTakeFirstOrThrow();
}

/** A logged-in shopper with an order of the product in this status (Completed = delivered). */
export async function shopperWithOrder(
  db: Kysely<Database>,
  productId: number,
  statusId: number = ORDER_STATUS.Completed,
): Promise<Shopper> {
  const shopper = await createShopper(db);
  await insertTestOrder(db, { userId: shopper.id, lines: [{ productId, quantity: 1 }], statusId });
  return shopper;
}
