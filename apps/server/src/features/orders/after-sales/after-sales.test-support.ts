// Shared by the after-sales tests: orders placed through the real endpoint (paid by the sandbox
// card, or cash), moved along by the shop, and the money and coupon figures the tests check.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { cardTokenFor, cartOf, placeOrderAs, type Shopper } from '../orders.test-support.ts';
import type { Stage } from '@bazaar/contract/orders/fulfilment';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { moveStage } from '../stages/stage-move.ts';

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  itemIds: number[];
}

/** Places an order through post-customer-order: by sandbox card, or cash on delivery. */
export async function placeOrder(
  app: FastifyInstance,
  db: Kysely<Database>,
  shopper: Shopper,
  lines: [productId: number, quantity: number][],
  { card = true, coupon = '' }: { card?: boolean; coupon?: string } = {},
): Promise<PlacedOrder> {
  const { data } = await placeOrderAs(app, shopper, {
    PaymentMethod: card ? '5' : '6',
    paymentToken: card ? await cardTokenFor(app, shopper) : '',
    CouponCode: coupon,
    cartJsonData: cartOf(...lines),
  });
  const placed = data[0];
  if (!placed?.OrderId || !placed.OrderNumber)
    throw new Error(`order not placed: ${JSON.stringify(data)}`);
  const items = await db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', placed.OrderId)
    .orderBy('id')
    .execute();
  return {
    orderId: placed.OrderId,
    orderNumber: placed.OrderNumber,
    itemIds: items.map((item) => item.id),
  };
}

/** The shop moves the whole order along (the operator's command does this). */
export async function shopMoves(
  db: Kysely<Database>,
  orderId: number,
  stages: readonly Stage[],
  at = new Date(),
) {
  for (const to of stages) {
    await writeTransaction(db, (trx) => moveStage(trx, { orderId, to, actor: 'operator', at }));
  }
}

/** What the sandbox refunded of the order's payment, and the payment's status. */
export async function sandboxRefunds(db: Kysely<Database>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select('payment_reference')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const reference = order.payment_reference ?? '';
  const refunds = await db
    .selectFrom('sandbox_refunds')
    .select(['amount_paise', 'idempotency_reference'])
    .where('provider_reference', '=', reference)
    .orderBy('id')
    .execute();
  const payment = await db
    .selectFrom('payment_transactions')
    .select(['status', 'amount_paise'])
    .where('provider_reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { refunds, payment };
}

export async function lineStages(db: Kysely<Database>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select('stage')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_items')
    .select('stage')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { order: order.stage, lines: lines.map((line) => line.stage) };
}

/** The subjects of the e-mails queued about an order, oldest first. */
export async function mailSubjects(db: Kysely<Database>, orderNumber: string) {
  const rows = await db
    .selectFrom('outbox_emails')
    .select('subject')
    .where('subject', 'like', `%${orderNumber}%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.subject);
}
