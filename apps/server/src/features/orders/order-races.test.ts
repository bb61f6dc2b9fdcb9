// The races that oversell or double-charge in other storefronts, against two real server
// processes sharing one database (real sockets): 200 orders for 10 units, 50 orders for a
// coupon of 5 uses, and an acknowledged order surviving kill -9. Figures are printed for the
// release notes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import type { DatabaseHandle } from '../../db/database.ts';
import { DIALECTS } from '../../test/databases.ts';
import { postOverSocket, processShop } from '../../test/process-shop.ts';
import type { ServerProcess } from '../../test/server-process.ts';
import {
  cartOf,
  createCoupon,
  createShopper,
  orderParams,
  productWithStock,
  stockOf,
  timesUsed,
  type Shopper,
} from './orders.test-support.ts';

const CARD = { ExpiryMonth: 12, ExpiryYear: 2035, Cvc: '123' };

type Answer = { ResponseMsg?: string; OrderId?: number; paymentToken?: string }[];

async function post(
  port: number,
  key: EndpointKey,
  params: object,
  headers: Record<string, string>,
) {
  const answer = await postOverSocket(port, key, params, headers);
  return { ...answer, data: answer.data as Answer };
}

describe.each(DIALECTS)('orders through two server processes on %s', (dialect) => {
  const shop = processShop(dialect, 'races');
  const servers: ServerProcess[] = [];
  const ports: number[] = [];
  let handle: DatabaseHandle;
  let shoppers: Shopper[];

  const start = async (seed: boolean) => {
    const { server, port } = await shop.start({
      SEED_ON_START: String(seed),
      SHUTDOWN_TIMEOUT_MS: '1000',
      // These races are about stock and coupons; the cash-order caps have their own test.
      COD_OPEN_ORDERS_PER_SHOPPER: '10000',
      COD_OPEN_UNITS_PER_SHOPPER: '1000000',
    });
    servers.push(server);
    ports.push(port);
  };

  beforeAll(async () => {
    await start(true);
    await start(false);
    handle = shop.openDatabase();
    shoppers = await Promise.all(Array.from({ length: 20 }, () => createShopper(handle.db)));
  }, 180_000);

  afterAll(async () => {
    await handle.destroy();
    await shop.close();
  }, 60_000);

  /** The i-th request goes to one instance or the other. */
  const order = (i: number, shopper: Shopper, params: Record<string, unknown>) =>
    post(ports[i % 2] ?? 0, 'postCustomerOrder', orderParams(shopper, params), {
      ...shopper.headers,
      'Idempotency-Key': randomUUID(),
    });

  async function cardTokens(count: number, shopperOf: (i: number) => Shopper) {
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const shopper = shopperOf(i);
        const answer = await post(
          ports[0] ?? 0,
          'createCardToken',
          { CardNumber: '4242424242424242', ...CARD },
          shopper.headers,
        );
        return (answer.data as unknown as { paymentToken: string }).paymentToken;
      }),
    );
  }

  it('sells 10 units to exactly 10 of 200 concurrent orders; stock ends at 0, never below', async () => {
    const product = await productWithStock(handle.db, 10);
    const shopperOf = (i: number) => shoppers[i % shoppers.length] as Shopper;
    // Every fourth order pays by card, the rest cash on delivery.
    const tokens = await cardTokens(50, (i) => shopperOf(i * 4));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        order(i, shopperOf(i), {
          cartJsonData: cartOf([product.id, 1]),
          ...(i % 4 === 0 ? { PaymentMethod: '5', paymentToken: tokens[i / 4] } : {}),
        }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const placed = answers.filter((a) => a.data[0]?.ResponseMsg === RESPONSE_MSG.orderPlaced);
    const stock = await stockOf(handle.db, product.id);
    const sold = await handle.db
      .selectFrom('order_items')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('rows'),
        eb.fn.sum<number | string>('quantity').as('units'),
      ])
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    console.log(
      `[order race, ${dialect}] 200 concurrent orders for 10 in stock through 2 instances: ` +
        `${ms} ms, ${placed.length} orders placed, stock ${stock}`,
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(placed).toHaveLength(10);
    expect(Number(sold.rows)).toBe(10);
    expect(Number(sold.units)).toBe(10);
    expect(stock).toBe(0);
    const refused = answers.filter((a) => a.envelope.statusCode === 501);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((a) => a.envelope.errorMessage)).size).toBe(1);
    expect(refused[0]?.envelope.errorMessage).toContain(product.name);
    // No card was charged without an order (a refused card payment was never taken).
    const unmatched = await handle.db
      .selectFrom('payment_transactions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'captured')
      .where('order_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unmatched.n)).toBe(0);
  }, 120_000);

  it('lets a coupon of 5 uses be used exactly 5 times by 50 concurrent orders', async () => {
    const product = await productWithStock(handle.db, 500, { skip: 1 });
    const coupon = await createCoupon(handle.db, { usageLimit: 5 });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        order(i, shoppers[i % shoppers.length] as Shopper, {
          cartJsonData: cartOf([product.id, 1]),
          CouponCode: coupon.code,
        }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const placed = answers.filter((a) => a.data[0]?.ResponseMsg === RESPONSE_MSG.orderPlaced);
    const uses = await timesUsed(handle.db, coupon.id);
    console.log(
      `[coupon race, ${dialect}] 50 concurrent orders for a 5-use coupon through 2 instances: ` +
        `${ms} ms, ${placed.length} orders placed, coupon used ${uses} times`,
    );
    expect(placed).toHaveLength(5);
    expect(uses).toBe(5);
    const redemptions = await handle.db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('coupon_id', '=', coupon.id)
      .executeTakeFirstOrThrow();
    expect(Number(redemptions.n)).toBe(5);
    expect(await stockOf(handle.db, product.id)).toBe(495);
  }, 120_000);

  /** Card payments by status: how many were taken, and how many of those given back. */
  const cardPayments = async () => {
    const rows = await handle.db
      .selectFrom('payment_transactions')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('payment_method_id', '=', 5)
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { charged: count('captured') + count('refunded'), refunded: count('refunded') };
  };

  it('charges only the 2 card orders that get a 2-use coupon of 20 at once', async () => {
    const product = await productWithStock(handle.db, 500, { skip: 3 });
    const coupon = await createCoupon(handle.db, { usageLimit: 2 });
    const tokens = await cardTokens(20, (i) => shoppers[i] as Shopper);
    const before = await cardPayments();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(i, shoppers[i] as Shopper, {
          cartJsonData: cartOf([product.id, 1]),
          CouponCode: coupon.code,
          PaymentMethod: '5',
          paymentToken: tokens[i],
        }),
      ),
    );
    const after = await cardPayments();
    const charged = after.charged - before.charged;
    const refunded = after.refunded - before.refunded;
    const placed = answers.filter((a) => a.data[0]?.ResponseMsg === RESPONSE_MSG.orderPlaced);
    console.log(
      `[coupon card race, ${dialect}] 20 card orders for a 2-use coupon: ${placed.length} ` +
        `orders, ${charged} shoppers charged, ${refunded} charged and refunded`,
    );
    expect(placed).toHaveLength(2);
    expect(charged).toBe(2);
    expect(refunded).toBe(0);
    const refused = answers.filter(
      (a) => a.envelope.errorMessage === ORDER_MESSAGES.couponUnavailable,
    );
    expect(refused).toHaveLength(18);
    expect(await timesUsed(handle.db, coupon.id)).toBe(2);
    expect(await stockOf(handle.db, product.id)).toBe(498);
  }, 120_000);

  it('keeps every acknowledged order through kill -9, and no half order', async () => {
    const product = await productWithStock(handle.db, 1000, { skip: 2 });
    const victim = servers[1] as ServerProcess;
    const acknowledged: number[] = [];
    const worker = async (w: number) => {
      for (let i = 0; !victim.child.killed; i += 1) {
        const answer = await post(
          ports[1] ?? 0,
          'postCustomerOrder',
          orderParams(shoppers[w] as Shopper, { cartJsonData: cartOf([product.id, 2]) }),
          { ...(shoppers[w] as Shopper).headers, 'Idempotency-Key': `kill-${w}-${i}` },
        ).catch(() => null);
        const id = answer?.data[0]?.OrderId;
        if (id) acknowledged.push(id);
        // Once is enough: kill() of a child already signalled does nothing.
        if (acknowledged.length >= 10) victim.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await victim.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const after = shop.openDatabase();
    try {
      const stored = await after.db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select(['orders.id', 'order_items.quantity'])
        .where('order_items.product_id', '=', product.id)
        .execute();
      const ids = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      // Every order is whole: its units are exactly what the stock lost.
      const units = stored.reduce((sum, row) => sum + row.quantity, 0);
      console.log(
        `[kill -9, ${dialect}] ${acknowledged.length} orders acknowledged before the kill, ` +
          `all stored; ${ids.size} orders in the database, stock consistent`,
      );
      expect(await stockOf(after.db, product.id)).toBe(1000 - units);
    } finally {
      await after.destroy();
    }
  }, 120_000);
});
