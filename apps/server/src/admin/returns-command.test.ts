// The owner's after-sales commands per dialect: a return listed, approved and received to a
// refund (said in the lines), a rejection with its note, malformed commands answered with the
// usage, and the shop cancelling an order before it ships.
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.ts';
import { call, useTestApp } from '../test/test-app.ts';
import {
  lineStages,
  placeOrder,
  shopMoves,
} from '../features/orders/after-sales/after-sales.test-support.ts';
import {
  createShopper,
  productWithStock,
  type Shopper,
} from '../features/orders/orders.test-support.ts';
import { runAdminCommand } from './admin.ts';
import { adminContextOf } from './admin.test-support.ts';

describe.each(DIALECTS)('after-sales commands on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let kurta: number;
  const admin = (...args: string[]) => runAdminCommand(adminContextOf(t), args);

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    kurta = (await productWithStock(t.db, 50)).id;
  });

  const askedBack = async () => {
    const order = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    await shopMoves(t.db, order.orderId, ['shipped', 'delivered']);
    const { data } = await call<{ returnId: number }>(
      t.app,
      'requestCustomerReturn',
      { OrderNumber: order.orderNumber, OrderItemID: order.itemIds[0], Reason: 'defective' },
      shopper.headers,
    );
    return { order, id: data.returnId };
  };

  it('lists, approves and receives a return to its refund', async () => {
    const { order, id } = await askedBack();
    const list = await admin('returns', 'list');
    expect(
      list.lines.some((line) => line.startsWith(`#${id}  requested  ${order.orderNumber}`)),
    ).toBe(true);
    expect(await admin('returns', 'approve', String(id))).toEqual({
      lines: [`Return request #${id} is now approved.`],
      code: 0,
    });
    const received = await admin('returns', 'received', String(id));
    expect(received.code).toBe(0);
    expect(received.lines[0]).toBe(`Return request #${id} is now refunded.`);
    expect(received.lines[1]).toMatch(/^Refunded ₹[\d,.]+ through the gateway\.$/);
    expect(await admin('returns', 'received', String(id))).toEqual({
      lines: [`Return request #${id} is refunded: not changed.`],
      code: 1,
    });
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'refunded',
      lines: ['refunded'],
    });
  });

  it('rejects with a note, and answers malformed commands with the usage', async () => {
    const { order, id } = await askedBack();
    expect((await admin('returns', 'reject', String(id), '--note', 'Used', 'item')).code).toBe(0);
    const row = await t.db
      .selectFrom('return_requests')
      .select(['state', 'decision_note', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'rejected', decision_note: 'Used item', decided_by: 'operator' });
    expect((await lineStages(t.db, order.orderId)).lines).toEqual(['delivered']);
    for (const args of [
      ['returns', 'approve'],
      ['returns', 'reject', String(id), '--note'],
      ['returns', 'sell', '1'],
      ['returns', 'approve', String(id), 'x'],
    ]) {
      expect((await admin(...args)).code).toBe(2);
    }
    expect((await admin('returns', 'approve', '999999')).lines).toEqual([
      'No return request #999999.',
    ]);
  });

  it('cancels an order for the shop before it ships, not after', async () => {
    const order = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    const cancelled = await admin('orders', 'cancel', String(order.orderId));
    expect(cancelled.code).toBe(0);
    expect(cancelled.lines[0]).toBe(`Order #${order.orderId} cancelled.`);
    const shipped = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    await shopMoves(t.db, shipped.orderId, ['shipped']);
    expect(await admin('orders', 'cancel', String(shipped.orderId))).toEqual({
      lines: [`Order #${shipped.orderId} not cancelled (cancelShipped).`],
      code: 1,
    });
  });
});
