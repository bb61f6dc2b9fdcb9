// get-order-attempt through the real app, on both databases: the shopper's own key answers
// placed / failed / running; another shopper's key and a key never sent answer unknown.
import { beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { OrderAttemptAnswer } from '@bazaar/contract/schemas/orders';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { claimAttempt } from './idempotency.ts';
import {
  cartOf,
  createShopper,
  placeOrderAs,
  productWithStock,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('get-order-attempt on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let other: Shopper;
  let productId: number;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    other = await createShopper(t.db);
    ({ id: productId } = await productWithStock(t.db, 50));
  });

  const place = (who: Shopper, key: string, line: [number, number] = [productId, 1]) =>
    placeOrderAs(t.app, who, { cartJsonData: cartOf(line) }, { 'Idempotency-Key': key });
  const ask = (who: Shopper, key: string, languageCode = 'en') =>
    call<OrderAttemptAnswer>(
      t.app,
      'getOrderAttempt',
      { IdempotencyKey: key, languageCode },
      who.headers,
    );

  it('answers placed with the order number for the shopper’s own key', async () => {
    const placed = await place(shopper, 'status-placed');
    expect(placed.data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    const status = await ask(shopper, 'status-placed');
    expect(status.status).toBe(200);
    expect(status.data).toEqual({
      State: 'placed',
      OrderNumber: placed.data[0]?.OrderNumber,
      MessageId: null,
      Message: null,
    });
  });

  it('still answers placed once the attempt row is purged (the order keeps the key)', async () => {
    const placed = await place(shopper, 'status-purged');
    await t.db
      .deleteFrom('order_attempts')
      .where('user_id', '=', shopper.id)
      .where('idempotency_key', '=', 'status-purged')
      .execute();
    const status = await ask(shopper, 'status-purged');
    expect(status.data.State).toBe('placed');
    expect(status.data.OrderNumber).toBe(placed.data[0]?.OrderNumber);
  });

  it('answers unknown for another shopper’s key, never their order', async () => {
    const placed = await place(shopper, 'status-theirs');
    expect(placed.data[0]?.OrderNumber).toBeTruthy();
    const status = await ask(other, 'status-theirs');
    expect(status.data).toEqual({
      State: 'unknown',
      OrderNumber: null,
      MessageId: null,
      Message: null,
    });
  });

  it('answers unknown for a key never sent', async () => {
    const status = await ask(shopper, 'status-never-sent');
    expect(status.data.State).toBe('unknown');
  });

  it('answers running while the attempt is in flight', async () => {
    const claim = await claimAttempt(t.db, {
      userId: shopper.id,
      key: 'status-running',
      auto: false,
      hash: 'some-hash',
      now: new Date(),
    });
    expect(claim.kind).toBe('claimed');
    expect((await ask(shopper, 'status-running')).data.State).toBe('running');
    expect((await ask(other, 'status-running')).data.State).toBe('unknown');
  });

  it('answers failed with the message id, said in the asked language', async () => {
    const short = await productWithStock(t.db, 1, { skip: 2 });
    const failed = await place(shopper, 'status-failed', [short.id, 2]);
    expect(failed.envelope.statusCode).toBe(501);
    const en = await ask(shopper, 'status-failed');
    expect(en.data.State).toBe('failed');
    expect(en.data.MessageId).toBe('onlyLeft');
    expect(en.data.Message).toMatch(/^Only 1 left of /);
    const ar = await ask(shopper, 'status-failed', 'ar');
    expect(ar.data.Message).toMatch(/^تبقّى 1 فقط من /);
    expect(ar.data.OrderNumber).toBeNull();
  });

  it('refuses a visitor (401) and a missing or overlong key (400)', async () => {
    const visitor = await call(t.app, 'getOrderAttempt', { IdempotencyKey: 'status-placed' });
    expect(visitor.status).toBe(401);
    expect((await call(t.app, 'getOrderAttempt', {}, shopper.headers)).status).toBe(400);
    const long = await ask(shopper, 'k'.repeat(256));
    expect(long.status).toBe(400);
  });
});
