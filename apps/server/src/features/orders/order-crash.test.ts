// What a failure between the charge and noting it leaves (issue 17). A process that fails there
// refunds at once; one that dies there leaves only the attempt's reference, which the sweep
// looks up with the gateway and refunds; either way the retry with the key says the payment was
// refunded and no capture stays without an order. And a database connection dropped there: the
// cleanup retries on a fresh connection, so the key is answered at once, not "still being
// placed" until the lease runs out.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@bazaar/contract/messages';
import { postOrderRequest } from '@bazaar/contract/schemas/orders';
import { createDatabase } from '../../db/database.ts';
import { SandboxGateway } from '../../gateways/payment/sandbox/sandbox-gateway.ts';
import { DIALECTS } from '../../test/databases.ts';
import { eventually } from '../../test/server-process.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { sweepAbandonedAttempts } from './abandoned-attempts.ts';
import type { OrdersContext } from './context.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  stockOf,
  testOrdersContext,
  type Shopper,
} from './orders.test-support.ts';
import { placeOrder } from './place-order.service.ts';

const CARD = { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2035, Cvc: '123' };

describe.each(DIALECTS)('a failure between charge and note on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let sandbox: SandboxGateway;
  let ctx: OrdersContext;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    sandbox = new SandboxGateway(t.db, 'pk');
    ctx = testOrdersContext(t.db, t.app.mailer, { gateway: sandbox, sandbox });
  });

  const user = () => ({ id: shopper.id, email: 'shopper@example.in' });
  const cardOrder = async (productId: number) =>
    orderParams(shopper, {
      cartJsonData: cartOf([productId, 1]),
      PaymentMethod: '5',
      paymentToken: await sandbox.createCardToken(shopper.id, CARD),
    });
  /** The sandbox's captures of this shopper that no order holds. */
  const capturesWithoutOrder = async () =>
    Number(
      (
        await t.db
          .selectFrom('payment_transactions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', shopper.id)
          .where('status', '=', 'captured')
          .where('order_id', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The shopper retries with the same key and body: what are they told? */
  const retry = (params: Record<string, unknown>, key: string) =>
    call(t.app, 'postCustomerOrder', params, { ...shopper.headers, 'Idempotency-Key': key });

  it('refunds at once when the process fails after the charge, and says so', async () => {
    const product = await productWithStock(t.db, 5);
    const params = await cardOrder(product.id);
    const failing = { ...ctx, fault: () => Promise.reject(new Error('crashed after the charge')) };
    await expect(
      placeOrder(failing, postOrderRequest.parse(params), user(), 'crash-throw'),
    ).rejects.toThrow('crashed after the charge');
    expect(await capturesWithoutOrder()).toBe(0);
    expect(await stockOf(t.db, product.id)).toBe(5);
    const again = await retry(params, 'crash-throw');
    expect(again.envelope.errorMessage).toBe(ORDER_MESSAGES.paymentRefunded);
  });

  it('refunds, in the sweep, a charge whose process died before noting it', async () => {
    const product = await productWithStock(t.db, 5, { skip: 1 });
    const params = await cardOrder(product.id);
    // A process that never goes on after the charge: as dead as kill -9 leaves it.
    const dying = { ...ctx, fault: () => new Promise<void>(() => undefined) };
    void placeOrder(dying, postOrderRequest.parse(params), user(), 'crash-kill');
    expect(await eventually(async () => (await capturesWithoutOrder()) === 1, 10_000)).toBe(true);
    expect((await retry(params, 'crash-kill')).status).toBe(409);
    // Its lease runs out; then the sweep of any instance releases it.
    await t.db
      .updateTable('order_attempts')
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', shopper.id)
      .where('idempotency_key', '=', 'crash-kill')
      .execute();
    expect(await sweepAbandonedAttempts(ctx)).toBe(1);
    expect(await capturesWithoutOrder()).toBe(0);
    expect(await stockOf(t.db, product.id)).toBe(5);
    const again = await retry(params, 'crash-kill');
    expect(again.envelope.errorMessage).toBe(ORDER_MESSAGES.paymentRefunded);
  });

  it.runIf(dialect === 'postgres')(
    'answers the key at once after the database connection dropped mid-order',
    async () => {
      const product = await productWithStock(t.db, 5, { skip: 2 });
      const params = await cardOrder(product.id);
      // The same test schema, reached through a proxy that can cut every connection.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.db,
      );
      const url = new URL(process.env.DATABASE_URL ?? '');
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      const handle = createDatabase({
        databaseUrl: url.toString(),
        pgSchema: rows[0]?.schema ?? '',
        connectTimeoutMs: 1000,
        onPoolError: () => undefined,
      });
      try {
        const proxied = new SandboxGateway(handle.db, 'pk');
        const base = testOrdersContext(handle.db, t.app.mailer, {
          gateway: proxied,
          sandbox: proxied,
        });
        // Every connection is dropped right after the charge; the database is back 300 ms later.
        const cut = () => {
          proxy.setMode('cut');
          setTimeout(() => proxy.setMode('pass'), 300);
          return Promise.resolve();
        };
        const order = postOrderRequest.parse(params);
        await expect(
          placeOrder({ ...base, fault: cut }, order, user(), 'dropped'),
        ).rejects.toThrow();
        const again = await retry(params, 'dropped');
        expect(again.status).not.toBe(409);
        expect(again.envelope.errorMessage).toBe(ORDER_MESSAGES.paymentRefunded);
        expect(await capturesWithoutOrder()).toBe(0);
        expect(await stockOf(t.db, product.id)).toBe(5);
      } finally {
        await handle.destroy();
        await proxy.close();
      }
    },
    20_000,
  );
});
