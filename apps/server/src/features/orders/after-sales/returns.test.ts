// Returns per dialect: a delivered line asked back with a reason, approved, received (stock
// back) and refunded through the gateway once; refused out of the window, for final-sale and
// digital lines, twice for one line, before delivery and for another shopper; a rejection
// puts the line back to delivered; get-customer-after-sales says what each line allows.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AfterSalesView } from '@bazaar/contract/schemas/after-sales';
import { SandboxGateway } from '../../../gateways/payment/sandbox/sandbox-gateway.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { createShopper, productWithStock, stockOf, type Shopper } from '../orders.test-support.ts';
import {
  lineStages,
  mailSubjects,
  placeOrder,
  sandboxRefunds,
  shopMoves,
  type PlacedOrder,
} from './after-sales.test-support.ts';
import { decideReturn } from './return-decisions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('returns on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let kurta: number;
  let saree: number;
  let ebook: number;
  const decide = (id: number, decision: 'approve' | 'reject' | 'received', note?: string) =>
    decideReturn(
      {
        db: t.db,
        gateway: new SandboxGateway(t.db, 'pk'),
        mailer: t.app.mailer,
        now: () => new Date(),
      },
      id,
      decision,
      note ?? null,
    );

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    kurta = (await productWithStock(t.db, 100)).id;
    saree = (await productWithStock(t.db, 100, { skip: 1 })).id;
    ebook = (await productWithStock(t.db, 100, { digital: true })).id;
    await t.db.updateTable('products').set({ final_sale: 1 }).where('id', '=', saree).execute();
  });

  const delivered = async (lines: [number, number][], daysAgo = 1): Promise<PlacedOrder> => {
    const order = await placeOrder(t.app, t.db, shopper, lines);
    await shopMoves(
      t.db,
      order.orderId,
      ['packed', 'shipped', 'delivered'],
      new Date(Date.now() - daysAgo * DAY_MS),
    );
    return order;
  };
  const ask = (order: PlacedOrder, line: number, reason = 'wrong-size', who = shopper) =>
    call<{ returnId: number; state: string }>(
      t.app,
      'requestCustomerReturn',
      { OrderNumber: order.orderNumber, OrderItemID: line, Reason: reason, Note: 'Too small' },
      who.headers,
    );
  const view = (order: PlacedOrder) =>
    call<AfterSalesView>(
      t.app,
      'getCustomerAfterSales',
      { OrderNumber: order.orderNumber },
      shopper.headers,
    );

  it('takes a return through approval and receipt to a refund paid once', async () => {
    const order = await delivered([[kurta, 2]]);
    const [line = 0] = order.itemIds;
    const asked = await ask(order, line);
    expect(asked.envelope.statusCode).toBe(200);
    expect(asked.data).toMatchObject({ state: 'requested' });
    expect((await lineStages(t.db, order.orderId)).lines).toEqual(['return-requested']);
    const id = asked.data.returnId;
    expect(await decide(id, 'received')).toMatchObject({ outcome: 'refused', state: 'requested' });
    expect(await decide(id, 'approve')).toMatchObject({ outcome: 'done', state: 'approved' });
    const stock = await stockOf(t.db, kurta);
    const received = await decide(id, 'received');
    expect(received).toMatchObject({
      outcome: 'done',
      state: 'refunded',
      refund: { state: 'done' },
    });
    expect(await stockOf(t.db, kurta)).toBe(stock + 2);
    const money = await sandboxRefunds(t.db, order.orderId);
    expect(money.refunds).toHaveLength(1);
    expect(money.payment.status).toBe('refunded');
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'refunded',
      lines: ['refunded'],
    });
    expect(await decide(id, 'received')).toMatchObject({ outcome: 'refused', state: 'refunded' });
    expect((await sandboxRefunds(t.db, order.orderId)).refunds).toHaveLength(1);
    expect(await stockOf(t.db, kurta)).toBe(stock + 2);
    const history = await t.db
      .selectFrom('order_status_history')
      .select('stage')
      .where('order_id', '=', order.orderId)
      .where('order_item_id', '=', line)
      .orderBy('id')
      .execute();
    expect(history.map((entry) => entry.stage)).toEqual([
      'return-requested',
      'return-approved',
      'returned',
      'refunded',
    ]);
    const subjects = await mailSubjects(t.db, order.orderNumber);
    expect(subjects.slice(1).map((subject) => subject.split(': ')[1])).toEqual([
      'return requested',
      'return approved',
      'return received',
      'refund issued',
    ]);
    const { data } = await view(order);
    expect(data.lines[0]).toMatchObject({
      canReturn: false,
      returnBlock: 'already-requested',
      returnRequest: { state: 'refunded', reason: 'wrong-size' },
    });
  });

  it('puts a rejected line back to delivered, and does not take it again', async () => {
    const order = await delivered([[kurta, 1]]);
    const [line = 0] = order.itemIds;
    const { data } = await ask(order, line, 'changed-mind');
    expect(await decide(data.returnId, 'reject', 'Worn')).toMatchObject({ state: 'rejected' });
    expect((await lineStages(t.db, order.orderId)).lines).toEqual(['delivered']);
    const again = await ask(order, line);
    expect(again.envelope.messageId).toBe('returnAlreadyRequested');
    expect((await view(order)).data.lines[0]?.returnRequest).toMatchObject({
      state: 'rejected',
      decisionNote: 'Worn',
    });
  });

  it('refuses a line out of the window, before delivery, final-sale or digital', async () => {
    const late = await delivered([[kurta, 1]], 8);
    const closed = await ask(late, late.itemIds[0] ?? 0);
    expect(closed.envelope.messageId).toBe('returnWindowClosed');
    expect(closed.envelope.errorMessage).toContain('7-day');
    const open = await delivered([[kurta, 1]], 6);
    expect((await view(open)).data.lines[0]).toMatchObject({ canReturn: true, returnBlock: null });

    const placed = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    expect((await ask(placed, placed.itemIds[0] ?? 0)).envelope.messageId).toBe(
      'returnNotDelivered',
    );
    expect((await view(placed)).data).toMatchObject({ canCancelOrder: true, cancelBlock: null });

    const mixed = await delivered([
      [saree, 1],
      [ebook, 1],
    ]);
    const [sareeLine = 0, ebookLine = 0] = mixed.itemIds;
    expect((await ask(mixed, sareeLine)).envelope.messageId).toBe('returnFinalSale');
    expect((await ask(mixed, ebookLine)).envelope.messageId).toBe('returnDigital');
    const { data } = await view(mixed);
    expect(data).toMatchObject({
      canCancelOrder: false,
      cancelBlock: 'shipped',
      returnWindowDays: 7,
    });
    expect(data.lines.map((line) => line.returnBlock)).toEqual(['final-sale', 'digital']);
    expect((await lineStages(t.db, mixed.orderId)).lines).toEqual(['delivered', 'delivered']);
  });

  it('keeps a checked photo with the request, and refuses what is not a picture', async () => {
    const order = await delivered([[kurta, 1]]);
    const other = await delivered([[kurta, 1]]);
    const [first = 0] = order.itemIds;
    const [second = 0] = other.itemIds;
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const asked = await call(
      t.app,
      'requestCustomerReturn',
      {
        OrderNumber: order.orderNumber,
        OrderItemID: first,
        Reason: 'defective',
        Photo: png.toString('base64'),
      },
      shopper.headers,
    );
    expect(asked.envelope.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('return_requests')
      .select('photo_path')
      .where('order_item_id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row.photo_path).toMatch(/^return-photos\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp(path.join(t.filesDir, row.photo_path ?? '')).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 40, height: 30 });

    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    const refused = await call(
      t.app,
      'requestCustomerReturn',
      { OrderNumber: other.orderNumber, OrderItemID: second, Reason: 'defective', Photo: script },
      shopper.headers,
    );
    expect(refused.envelope.messageId).toBe('photoNotAnImage');
    expect((await lineStages(t.db, other.orderId)).lines).toEqual(['delivered']);
    const files = await fs.promises.readdir(path.join(t.filesDir, 'return-photos'));
    expect(files).toHaveLength(1);
  });

  it('answers another shopper’s order as unknown and an unknown reason as a bad field', async () => {
    const order = await delivered([[kurta, 1]]);
    const stranger = await createShopper(t.db);
    const theirs = await ask(order, order.itemIds[0] ?? 0, 'wrong-size', stranger);
    expect(theirs.status).toBe(404);
    const badReason = await ask(order, order.itemIds[0] ?? 0, 'bored');
    expect(badReason.status).toBe(400);
    expect(badReason.envelope.errorMessage).toContain('Reason');
    expect((await lineStages(t.db, order.orderId)).lines).toEqual(['delivered']);
  });
});
