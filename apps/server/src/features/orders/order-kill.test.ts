// kill -9 between the charge and noting it, over real sockets (issue 17: 4 PostgreSQL runs left
// 4 captures, ₹20,768, with no order and no refund). A server process with
// ORDER_FAULT=after-charge:kill takes card orders from several shoppers at once and dies at the
// first charge; once the leases run out the sweep finds every charge by its attempt's reference
// and refunds it, and a retry with the key, on a new process, says the payment was refunded.
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { postOverSocket as post, processShop } from '../../test/process-shop.ts';
import { sweepAbandonedAttempts } from './abandoned-attempts.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  testOrdersContext,
} from './orders.test-support.ts';

const SHOPPERS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CARD = { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2035, Cvc: '123' };

describe.each(DIALECTS)('kill -9 after the charge on %s', (dialect) => {
  const shop = processShop(dialect, 'killcharge');
  const start = (env: Record<string, string>) => shop.start(env);
  afterAll(() => shop.close(), 60_000);

  it('leaves no capture without an order after the sweep, and tells the shopper', async () => {
    const { server, port } = await start({
      SEED_ON_START: 'true',
      ORDER_FAULT: 'after-charge:kill',
    });
    const handle = shop.openDatabase();
    try {
      const { db } = handle;
      const product = await productWithStock(db, 100);
      const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createShopper(db)));
      const orders = await Promise.all(
        shoppers.map(async (shopper, i) => {
          const token = await post(port, 'createCardToken', CARD, shopper.headers);
          const { paymentToken } = token.data as { paymentToken: string };
          const params = orderParams(shopper, {
            cartJsonData: cartOf([product.id, 1]),
            PaymentMethod: '5',
            paymentToken,
          });
          return { shopper, params, key: `killed-${i}` };
        }),
      );
      // All at once: the first charge kills the process, with the others wherever they are.
      await Promise.all(
        orders.map(({ shopper, params, key }) =>
          post(port, 'postCustomerOrder', params, {
            ...shopper.headers,
            'Idempotency-Key': key,
          }).catch(() => null),
        ),
      );
      expect(await Promise.race([server.exited, sleep(10_000).then(() => 'alive')])).toBeNull();
      const capturesWithoutOrder = async () =>
        Number(
          (
            await db
              .selectFrom('payment_transactions')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('status', '=', 'captured')
              .where('order_id', 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const killed = await capturesWithoutOrder();
      expect(killed).toBeGreaterThanOrEqual(1);
      // The leases run out (2 minutes; moved back here), then a sweep of any instance runs.
      await db
        .updateTable('order_attempts')
        .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
        .execute();
      await sweepAbandonedAttempts(testOrdersContext(db));
      const left = await capturesWithoutOrder();
      console.log(
        `[kill after charge, ${dialect}] ${SHOPPERS} card orders at once, killed at the first ` +
          `charge: ${killed} captured without an order; after the sweep ${left}`,
      );
      expect(left).toBe(0);
      // The shoppers whose money was taken retry, on a new process: they are told it was refunded.
      const { port: next } = await start({ SEED_ON_START: 'false' });
      const charged = await db
        .selectFrom('order_attempts')
        .select('idempotency_key')
        .where('answer_json', 'like', '%"paymentRefunded"%')
        .execute();
      expect(charged).toHaveLength(killed);
      for (const { shopper, params, key } of orders) {
        const again = await post(next, 'postCustomerOrder', params, {
          ...shopper.headers,
          'Idempotency-Key': key,
        });
        const refunded = charged.some((row) => row.idempotency_key === key);
        if (refunded) expect(again.envelope.errorMessage).toBe(ORDER_MESSAGES.paymentRefunded);
        else expect(again.status).not.toBe(409);
      }
    } finally {
      await handle.destroy();
    }
  }, 240_000);
});
