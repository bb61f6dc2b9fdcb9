// moveStage per dialect: the parcel's steps with the shipment recorded, lines following their
// order, a cancel giving stock back exactly once (whole order or line by line), moves refused
// to the wrong actor, and racing moves of which exactly one applies.
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { Actor, Stage } from '@bazaar/contract/orders/fulfilment';
import type { Database } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signUpAndLogIn } from '../../accounts/accounts.test-support.ts';
import { insertTestOrder, someProduct, stockOf } from '../orders.test-support.ts';
import { moveStage, type StageMoveRequest } from './stage-move.ts';

const AT = new Date('2026-11-20T10:00:00Z');

describe.each(DIALECTS)('order stage moves on %s', (dialect) => {
  const t = useTestApp(dialect);
  let userId: number;
  let shirt: number;
  let lamp: number;
  let ebook: number;

  beforeAll(async () => {
    userId = (await signUpAndLogIn(t.app)).row.UserID;
    shirt = (await someProduct(t.db, false, 1)).id;
    lamp = (await someProduct(t.db, false, 2)).id;
    ebook = (await someProduct(t.db, true)).id;
  });

  const move = (orderId: number, to: Stage, actor: Actor, extra: Partial<StageMoveRequest> = {}) =>
    writeTransaction(t.db, (trx) => moveStage(trx, { orderId, to, actor, at: AT, ...extra }));
  const stages = async (db: Kysely<Database>, orderId: number) => ({
    order: await db
      .selectFrom('orders')
      .select(['stage', 'status_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow(),
    lines: (
      await db
        .selectFrom('order_items')
        .select('stage')
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((line) => line.stage),
  });
  const twoLineOrder = () =>
    insertTestOrder(t.db, {
      userId,
      lines: [
        { productId: shirt, quantity: 2 },
        { productId: lamp, quantity: 1 },
      ],
    });

  it('walks the parcel to delivered, recording the shipment and who moved it', async () => {
    const { orderId } = await twoLineOrder();
    expect(await move(orderId, 'packed', 'operator')).toMatchObject({
      outcome: 'moved',
      event: 'packed',
    });
    const shipment = { carrier: 'Delhivery', trackingNumber: 'DL123456789IN' };
    expect(await move(orderId, 'shipped', 'operator', { shipment })).toMatchObject({
      outcome: 'moved',
    });
    expect(await stages(t.db, orderId)).toEqual({
      order: { stage: 'shipped', status_id: ORDER_STATUS.InProgress },
      lines: ['shipped', 'shipped'],
    });
    const shipped = await t.db
      .selectFrom('order_status_history')
      .select(['stage', 'actor', 'carrier', 'tracking_number', 'order_item_id'])
      .where('order_id', '=', orderId)
      .where('stage', '=', 'shipped')
      .executeTakeFirstOrThrow();
    expect(shipped).toEqual({
      stage: 'shipped',
      actor: 'operator',
      carrier: 'Delhivery',
      tracking_number: 'DL123456789IN',
      order_item_id: null,
    });
    expect(await move(orderId, 'delivered', 'operator')).toMatchObject({ orderTo: 'delivered' });
    expect(await move(orderId, 'packed', 'operator')).toMatchObject({
      outcome: 'refused',
      refusal: 'not-allowed',
    });
  });

  it('keeps the shop’s moves from the shopper, and shipped orders from being cancelled', async () => {
    const { orderId } = await twoLineOrder();
    expect(await move(orderId, 'packed', 'shopper')).toMatchObject({
      refusal: 'not-yours-to-make',
    });
    await move(orderId, 'shipped', 'operator');
    expect(await move(orderId, 'cancelled', 'shopper')).toMatchObject({ refusal: 'not-allowed' });
    expect(await move(orderId, 'delivered', 'operator', { lineIds: [999_999] })).toMatchObject({
      refusal: 'no-such-line',
    });
  });

  it('gives stock back once on a cancel, leaving a delivered digital line alone', async () => {
    const before = await stockOf(t.db, shirt);
    const { orderId } = await insertTestOrder(t.db, {
      userId,
      paymentMethodId: PAYMENT_METHOD.Card,
      lines: [
        { productId: shirt, quantity: 2 },
        { productId: ebook, quantity: 1, statusId: ORDER_STATUS.Completed },
      ],
    });
    const cancel = await move(orderId, 'cancelled', 'shopper');
    expect(cancel).toMatchObject({ outcome: 'moved', restocked: true });
    expect(cancel.outcome === 'moved' && cancel.lines.map((line) => line.productId)).toEqual([
      shirt,
    ]);
    expect(await stockOf(t.db, shirt)).toBe(before + 2);
    expect(await move(orderId, 'cancelled', 'shopper')).toMatchObject({ outcome: 'refused' });
    expect(await stockOf(t.db, shirt)).toBe(before + 2);
    expect(await stages(t.db, orderId)).toEqual({
      order: { stage: 'cancelled', status_id: ORDER_STATUS.Returned },
      lines: ['cancelled', 'delivered'],
    });
  });

  it('cancels line by line, the order following when the last line goes', async () => {
    const { orderId, itemIds } = await twoLineOrder();
    const [first = 0, second = 0] = itemIds;
    const lampBefore = await stockOf(t.db, lamp);
    expect(await move(orderId, 'cancelled', 'shopper', { lineIds: [second] })).toMatchObject({
      orderTo: 'placed',
    });
    expect(await stockOf(t.db, lamp)).toBe(lampBefore + 1);
    expect(await move(orderId, 'cancelled', 'shopper', { lineIds: [second] })).toMatchObject({
      outcome: 'refused',
    });
    expect(await stockOf(t.db, lamp)).toBe(lampBefore + 1);
    await move(orderId, 'shipped', 'operator');
    expect((await stages(t.db, orderId)).lines).toEqual(['shipped', 'cancelled']);
    await move(orderId, 'delivered', 'operator');
    await move(orderId, 'return-requested', 'shopper', { lineIds: [first] });
    expect(await move(orderId, 'delivered', 'operator', { lineIds: [first] })).toMatchObject({
      event: 'return-rejected',
      orderTo: 'delivered',
    });
  });

  it('applies exactly one of racing cancels and of a cancel racing the shipment', async () => {
    const before = await stockOf(t.db, shirt);
    const { orderId } = await twoLineOrder();
    const cancels = await Promise.all(
      Array.from({ length: 8 }, () => move(orderId, 'cancelled', 'shopper')),
    );
    expect(cancels.filter((result) => result.outcome === 'moved')).toHaveLength(1);
    expect(await stockOf(t.db, shirt)).toBe(before + 2);

    const raced = await twoLineOrder();
    const [cancel, ship] = await Promise.all([
      move(raced.orderId, 'cancelled', 'shopper'),
      move(raced.orderId, 'shipped', 'operator'),
    ]);
    expect([cancel.outcome, ship.outcome].filter((outcome) => outcome === 'moved')).toHaveLength(1);
    const { order, lines } = await stages(t.db, raced.orderId);
    expect(lines).toEqual([order.stage, order.stage]);
  });
});
