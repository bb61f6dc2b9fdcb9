// `npm run admin -- orders …` per dialect: list, show, and status changes through the state
// machine — each recorded in the history, stock given back on Returned exactly once, refused
// moves changing nothing, and a digital item of a cash-on-delivery order downloadable once the
// order is Completed.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { runAdminCommand } from '../../admin/admin.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUpAndLogIn } from '../accounts/accounts.test-support.ts';
import { setOrderStatus } from './order-admin.ts';
import { insertTestOrder, someProduct } from './orders.test-support.ts';

describe.each(DIALECTS)('order admin commands on %s', (dialect) => {
  const t = useTestApp(dialect);
  let userId: number;
  let email: string;
  let physical: Awaited<ReturnType<typeof someProduct>>;
  let digital: Awaited<ReturnType<typeof someProduct>>;

  beforeAll(async () => {
    const shopper = await signUpAndLogIn(t.app);
    userId = shopper.row.UserID;
    email = shopper.user.EmailAddress.toLowerCase();
    physical = await someProduct(t.db, false, 3);
    digital = await someProduct(t.db, true);
  });

  const admin = (...args: string[]) => runAdminCommand(t.db, args);
  const stockOf = async (productId: number) =>
    (
      await t.db
        .selectFrom('products')
        .select('stock_quantity')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).stock_quantity;
  const orderState = async (orderId: number) => ({
    status: (
      await t.db
        .selectFrom('orders')
        .select('status_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status_id,
    items: (
      await t.db
        .selectFrom('order_items')
        .select(['status_id', 'shipping_status_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((item) => [item.status_id, item.shipping_status_id]),
    history: (
      await t.db
        .selectFrom('order_status_history')
        .select('status_id')
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((entry) => entry.status_id),
  });

  it('moves an order Active → InProgress → Completed, recording each change', async () => {
    const { orderId } = await insertTestOrder(t.db, {
      userId,
      lines: [
        { productId: physical.id, quantity: 2 },
        { productId: digital.id, quantity: 1 },
      ],
    });
    expect(await admin('orders', 'set-status', String(orderId), 'InProgress')).toEqual({
      lines: [`Order #${orderId} moved from Active to In Progress.`],
      code: 0,
    });
    expect((await admin('orders', 'set-status', String(orderId), 'completed')).code).toBe(0);
    const { Active, InProgress, Completed } = ORDER_STATUS;
    expect(await orderState(orderId)).toEqual({
      status: Completed,
      // The digital item of this cash-on-delivery order is Completed with the order: downloadable.
      items: [
        [Completed, Completed],
        [Completed, Completed],
      ],
      history: [Active, InProgress, Completed],
    });
  });

  it('refuses a skipped or backward move and changes nothing', async () => {
    const { orderId } = await insertTestOrder(t.db, {
      userId,
      lines: [{ productId: physical.id, quantity: 1 }],
    });
    const before = await orderState(orderId);
    const skip = await admin('orders', 'set-status', String(orderId), 'Completed');
    expect(skip.code).toBe(1);
    expect(skip.lines[0]).toBe(
      `Order #${orderId} not changed: An order in status Active cannot move to Completed (next: In Progress or Returned).`,
    );
    expect((await admin('orders', 'set-status', String(orderId), 'Refunded')).code).toBe(1);
    expect(await orderState(orderId)).toEqual(before);
  });

  it('puts the stock back on Returned exactly once, then refunds', async () => {
    const { orderId } = await insertTestOrder(t.db, {
      userId,
      statusId: ORDER_STATUS.Completed,
      lines: [{ productId: physical.id, quantity: 3 }],
    });
    const stock = await stockOf(physical.id);
    expect(await admin('orders', 'set-status', String(orderId), 'Returned')).toEqual({
      lines: [
        `Order #${orderId} moved from Completed to Returned.`,
        '3 unit(s) put back in stock.',
      ],
      code: 0,
    });
    expect(await stockOf(physical.id)).toBe(stock + 3);
    expect((await admin('orders', 'set-status', String(orderId), 'Returned')).code).toBe(1);
    expect((await admin('orders', 'set-status', String(orderId), '5')).code).toBe(0);
    expect((await admin('orders', 'set-status', String(orderId), 'Returned')).code).toBe(1);
    expect(await stockOf(physical.id)).toBe(stock + 3);
    const { status, history } = await orderState(orderId);
    expect(status).toBe(ORDER_STATUS.Refunded);
    expect(history).toEqual([ORDER_STATUS.Completed, ORDER_STATUS.Returned, ORDER_STATUS.Refunded]);
  });

  it('gives the stock back once when two operators return the same order at once', async () => {
    const { orderId } = await insertTestOrder(t.db, {
      userId,
      lines: [{ productId: physical.id, quantity: 4 }],
    });
    const stock = await stockOf(physical.id);
    const results = await Promise.all([
      setOrderStatus(t.db, orderId, ORDER_STATUS.Returned),
      setOrderStatus(t.db, orderId, ORDER_STATUS.Returned),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['moved', 'refused']);
    expect(await stockOf(physical.id)).toBe(stock + 4);
  });

  it('lists the newest orders and shows one with its items and history', async () => {
    const { orderId, itemIds } = await insertTestOrder(t.db, {
      userId,
      lines: [{ productId: physical.id, quantity: 1 }],
      createdAt: '2030-01-01T00:00:00.000Z',
      note: 'Ring the bell',
    });
    const list = await admin('orders', 'list');
    expect(list.code).toBe(0);
    expect(list.lines[0]).toMatch(
      new RegExp(`^#${orderId}  T-\\w+  ${email.replace(/\./g, '\\.')}  Active  1 item\\(s\\)  ₹`),
    );
    const shown = await admin('orders', 'show', String(orderId));
    expect(shown.code).toBe(0);
    const text = shown.lines.join('\n');
    expect(text).toContain(`Order #${orderId} `);
    expect(text).toContain(`#${itemIds[0]}  1 × ${physical.name}`);
    expect(text).toContain('Note: Ring the bell');
    expect(text).toMatch(/History:\n {2}\S+ {2}Active/);
  });

  it('answers usage or not found for bad arguments', async () => {
    expect((await admin('orders', 'show', '999999')).code).toBe(1);
    expect((await admin('orders', 'set-status', '999999', 'Completed')).lines).toEqual([
      'No order #999999.',
    ]);
    expect((await admin('orders', 'show')).code).toBe(2);
    expect((await admin('orders', 'set-status', '1')).code).toBe(2);
    expect((await admin('orders', 'set-status', '1', 'Shipped')).code).toBe(2);
    expect((await admin('orders', 'set-status', 'x', 'Completed')).code).toBe(2);
    expect((await admin('orders', 'dance')).code).toBe(2);
  });

  it('reads ids by the contract rule: 2^31 is usage, not a database error', async () => {
    expect((await admin('orders', 'show', '2147483647')).code).toBe(1);
    expect((await admin('orders', 'show', '2147483648')).code).toBe(2);
    expect((await admin('orders', 'set-status', '2147483648', 'Completed')).code).toBe(2);
    expect((await admin('sellers', 'approve', '2147483648')).code).toBe(2);
  });
});
