// The console's orders per dialect: a filtered keyset page, one order whole, and the shop's
// moves through the orders feature's services — each audited, a card cancel refunded through
// the gateway with its stock back once, two racing moves applied once.
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  placeOrder,
  sandboxRefunds,
  type PlacedOrder,
} from '../orders/after-sales/after-sales.test-support.ts';
import {
  createShopper,
  productWithStock,
  stockOf,
  type Shopper,
} from '../orders/orders.test-support.ts';
import { consoleCall, signedInStaff } from '../staff/staff.test-support.ts';

interface Page<R> {
  rows: R[];
  next: number | null;
}
interface ListedOrder {
  id: number;
  orderNumber: string;
  stage: string;
  email: string;
  items: number;
  paidPaise: number;
}

describe.each(DIALECTS)('console orders on %s', (dialect) => {
  const t = useTestApp(dialect);
  let owner = '';
  let shopper: Shopper;
  let product: { id: number; price_paise: number };
  const placed: PlacedOrder[] = [];
  const auditOf = async (orderId: number) =>
    (
      await consoleCall<Page<{ action: string; changes: Record<string, unknown> }>>(
        t.app,
        'listAudit',
        { entity: 'order', entityId: String(orderId) },
        owner,
      )
    ).data.rows;

  beforeAll(async () => {
    owner = (await signedInStaff(t.app, t.db, 'owner')).token;
    shopper = await createShopper(t.db);
    product = await productWithStock(t.db, 50);
    for (let i = 0; i < 3; i += 1) {
      placed.push(await placeOrder(t.app, t.db, shopper, [[product.id, 1 + i]]));
    }
  });

  it('pages newest first with a cursor, and filters by stage, search and day', async () => {
    const first = await consoleCall<Page<ListedOrder>>(t.app, 'listOrders', { limit: 2 }, owner);
    expect(first.status).toBe(200);
    expect(first.data.rows.map((row) => row.id)).toEqual([placed[2]?.orderId, placed[1]?.orderId]);
    expect(first.data.rows[0]).toMatchObject({ stage: 'placed', items: 3 });
    const second = await consoleCall<Page<ListedOrder>>(
      t.app,
      'listOrders',
      { limit: 2, after: first.data.next },
      owner,
    );
    expect(second.data.rows.map((row) => row.id)).toContain(placed[0]?.orderId);
    const byNumber = await consoleCall<Page<ListedOrder>>(
      t.app,
      'listOrders',
      { search: placed[1]?.orderNumber.toLowerCase() },
      owner,
    );
    expect(byNumber.data.rows.map((row) => row.id)).toEqual([placed[1]?.orderId]);
    const email = byNumber.data.rows[0]?.email ?? '';
    const byEmail = await consoleCall<Page<ListedOrder>>(
      t.app,
      'listOrders',
      { search: email.toUpperCase(), limit: 100 },
      owner,
    );
    expect(byEmail.data.rows).toHaveLength(3);
    const old = await consoleCall<Page<ListedOrder>>(
      t.app,
      'listOrders',
      { to: '2020-01-31' },
      owner,
    );
    expect(old.data.rows).toEqual([]);
    const shipped = await consoleCall<Page<ListedOrder>>(
      t.app,
      'listOrders',
      { stage: 'shipped' },
      owner,
    );
    expect(shipped.data.rows.some((row) => placed.some((p) => p.orderId === row.id))).toBe(false);
  });

  it('refuses a malformed filter with the field named', async () => {
    const stage = await consoleCall(t.app, 'listOrders', { stage: 'lost' }, owner);
    expect(stage.status).toBe(400);
    expect(stage.envelope.errorMessage).toBe('stage: must be an order stage');
    const limit = await consoleCall(t.app, 'listOrders', { limit: 1000 }, owner);
    expect(limit.envelope.errorMessage).toBe('limit: must be at most 100');
  });

  it('shows one order with its frozen items, payment record and history', async () => {
    const order = placed[0];
    const { status, data } = await consoleCall<{
      items: { unitPricePaise: number; quantity: number; options: unknown }[];
      payments: { provider: string; amountPaise: number; status: string }[];
      history: { stage: string }[];
      nextStages: string[];
    }>(t.app, 'showOrder', { orderId: order?.orderId }, owner);
    expect(status).toBe(200);
    expect(data.items[0]?.quantity).toBe(1);
    expect(data.items[0]?.unitPricePaise).toBeGreaterThan(0);
    expect(data.payments[0]).toMatchObject({ provider: 'sandbox' });
    expect(data.history.map((entry) => entry.stage)).toContain('placed');
    expect(data.nextStages).toContain('packed');
    expect(JSON.stringify(data)).not.toMatch(/4242|password|token_hash/i);
    const missing = await consoleCall(t.app, 'showOrder', { orderId: 999_999 }, owner);
    expect(missing).toMatchObject({ status: 404, envelope: { messageId: 'consoleOrderNotFound' } });
  });

  it('moves an order along the state machine only, and audits each move', async () => {
    const orderId = placed[0]?.orderId ?? 0;
    const packed = await consoleCall(t.app, 'moveOrder', { orderId, to: 'packed' }, owner);
    expect(packed).toMatchObject({ status: 200, data: { stage: 'packed' } });
    const noCarrier = await consoleCall(t.app, 'moveOrder', { orderId, to: 'shipped' }, owner);
    expect(noCarrier.envelope.messageId).toBe('consoleShipmentMissing');
    const skip = await consoleCall(
      t.app,
      'moveOrder',
      { orderId, to: 'delivered', languageCode: 'ar' },
      owner,
    );
    expect(skip.status).toBe(409);
    expect(skip.envelope.errorMessage).toBe('حالة الطلب تم التغليف: لا يمكن نقله إلى تم التوصيل.');
    const shipped = await consoleCall(
      t.app,
      'moveOrder',
      { orderId, to: 'shipped', carrier: 'delhivery', trackingNumber: ' DL123 ' },
      owner,
    );
    expect(shipped.status).toBe(200);
    const rows = await auditOf(orderId);
    expect(rows.map((row) => row.action)).toEqual(['order.move', 'order.move']);
    expect(rows[0]?.changes).toEqual({
      stage: ['packed', 'shipped'],
      carrier: [null, 'Delhivery'],
      trackingNumber: [null, 'DL123'],
    });
  });

  it('applies one of two racing moves and audits only that one', async () => {
    const orderId = placed[1]?.orderId ?? 0;
    const answers = await Promise.all([
      consoleCall(t.app, 'moveOrder', { orderId, to: 'packed' }, owner),
      consoleCall(t.app, 'moveOrder', { orderId, to: 'packed' }, owner),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('cancels a card order: refunded through the gateway, stock back once, audited', async () => {
    const order = placed[2];
    const orderId = order?.orderId ?? 0;
    const before = await stockOf(t.db, product.id);
    const cancelled = await consoleCall<{
      stage: string;
      refund: { state: string; amountPaise: number };
    }>(t.app, 'cancelOrder', { orderId }, owner);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.stage).toBe('cancelled');
    expect(cancelled.data.refund.state).toBe('done');
    const again = await consoleCall(t.app, 'cancelOrder', { orderId }, owner);
    expect(again.status).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(before + 3);
    const { refunds } = await sandboxRefunds(t.db, orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount_paise).toBe(cancelled.data.refund.amountPaise);
    const rows = await auditOf(orderId);
    expect(rows.map((row) => row.action)).toEqual(['order.cancel']);
    expect(rows[0]?.changes).toMatchObject({ stage: ['placed', 'cancelled'] });
  });
});
