// Cancels racing, through two real server processes on one database: the same order cancelled
// on both instances at once, and a cancel racing the shop's shipment (written by this test's
// own connection, as the operator's command would). Exactly one outcome per order: stock given
// back once, the money refunded once, or the parcel shipped and nothing given back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { DatabaseHandle } from '../../../db/database.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { postOverSocket, processShop } from '../../../test/process-shop.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  stockOf,
  type Shopper,
} from '../orders.test-support.ts';
import { shopMoves } from './after-sales.test-support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CARD = { ExpiryMonth: 12, ExpiryYear: 2035, Cvc: '123' };
const ORDERS = 8;

describe.each(DIALECTS)('cancels racing through two server processes on %s', (dialect) => {
  const shop = processShop(dialect, 'cancel-races');
  const ports: number[] = [];
  let handle: DatabaseHandle;
  let shopper: Shopper;

  beforeAll(async () => {
    for (const seed of [true, false]) {
      ports.push((await shop.start({ SEED_ON_START: String(seed) })).port);
    }
    handle = shop.openDatabase();
    shopper = await createShopper(handle.db);
  }, 180_000);

  afterAll(async () => {
    await handle.destroy();
    await shop.close();
  }, 60_000);

  const post = (i: number, key: Parameters<typeof postOverSocket>[1], params: object) =>
    postOverSocket(ports[i % 2] ?? 0, key, params, shopper.headers);

  /** Card orders of one unit each, placed one after another; their numbers and ids. */
  async function cardOrders(productId: number) {
    const orders: { id: number; number: string }[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const token = await post(i, 'createCardToken', { CardNumber: '4242424242424242', ...CARD });
      const placed = await postOverSocket(
        ports[i % 2] ?? 0,
        'postCustomerOrder',
        orderParams(shopper, {
          PaymentMethod: '5',
          paymentToken: (token.data as { paymentToken: string }).paymentToken,
          cartJsonData: cartOf([productId, 1]),
        }),
        { ...shopper.headers, 'Idempotency-Key': randomUUID() },
      );
      const [row] = placed.data as { ResponseMsg: string; OrderId: number; OrderNumber: string }[];
      expect(row?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
      orders.push({ id: row?.OrderId ?? 0, number: row?.OrderNumber ?? '' });
    }
    return orders;
  }

  const refundsOf = async (orderId: number) =>
    handle.db
      .selectFrom('order_refunds')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .select(['order_refunds.state', 'orders.payment_reference'])
      .where('order_refunds.order_id', '=', orderId)
      .execute();
  const sandboxRefunded = async (paymentReference: string | null) =>
    handle.db
      .selectFrom('sandbox_refunds')
      .select('amount_paise')
      .where('provider_reference', '=', paymentReference ?? '')
      .execute();

  it('applies one of two cancels sent to both instances at once', async () => {
    const product = await productWithStock(handle.db, 100);
    const orders = await cardOrders(product.id);
    const before = await stockOf(handle.db, product.id);
    const answers = await Promise.all(
      orders.flatMap((order) =>
        [0, 1].map((i) => post(i, 'cancelCustomerOrder', { OrderNumber: order.number })),
      ),
    );
    const applied = answers.filter((answer) => answer.envelope.statusCode === 200);
    expect(applied).toHaveLength(ORDERS);
    for (const answer of answers.filter((a) => a.envelope.statusCode !== 200)) {
      expect(['orderChangedMeanwhile', 'cancelClosed']).toContain(answer.envelope.messageId);
    }
    expect(await stockOf(handle.db, product.id)).toBe(before + ORDERS);
    for (const order of orders) {
      const refunds = await refundsOf(order.id);
      expect(refunds).toHaveLength(1);
      expect(await sandboxRefunded(refunds[0]?.payment_reference ?? null)).toHaveLength(1);
    }
  }, 120_000);

  it('lets either the cancel or the shipment win, never both', async () => {
    const product = await productWithStock(handle.db, 100, { skip: 1 });
    const orders = await cardOrders(product.id);
    const before = await stockOf(handle.db, product.id);
    const outcomes = await Promise.all(
      orders.map(async (order, i) => {
        const [cancel] = await Promise.all([
          post(i, 'cancelCustomerOrder', { OrderNumber: order.number }),
          // Staggered, so that some shipments land before the cancel and some after it.
          sleep(i * 15).then(() => shopMoves(handle.db, order.id, ['shipped'])),
        ]);
        return { order, cancelled: cancel.envelope.statusCode === 200 };
      }),
    );
    let cancelled = 0;
    for (const { order, cancelled: won } of outcomes) {
      const row = await handle.db
        .selectFrom('orders')
        .select('stage')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const refunds = await refundsOf(order.id);
      if (won) {
        cancelled += 1;
        expect(row.stage).toBe('refunded');
        expect(refunds).toHaveLength(1);
        expect(await sandboxRefunded(refunds[0]?.payment_reference ?? null)).toHaveLength(1);
      } else {
        expect(row.stage).toBe('shipped');
        expect(refunds).toEqual([]);
      }
    }
    console.log(`[cancel race, ${dialect}] ${cancelled} of ${ORDERS} cancels beat the shipment`);
    expect(await stockOf(handle.db, product.id)).toBe(before + cancelled);
  }, 120_000);
});
