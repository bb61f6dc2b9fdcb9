// cancel-customer-order per dialect: a whole order's stock, coupon use and money given back
// exactly once; a line cancelled alone (its share of the discount kept back, the coupon kept
// or withdrawn by its minimum); refused once shipped, for another shopper's order and for a
// line not in it; a cash order has nothing to refund; a refund the gateway fails stays owed
// and is paid once by the sweep.
import { beforeAll, describe, expect, it } from 'vitest';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import { DIALECTS } from '../../../test/databases.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { SandboxGateway } from '../../../gateways/payment/sandbox/sandbox-gateway.ts';
import type { PaymentGateway } from '../../../gateways/payment/payment-gateway.ts';
import {
  createCoupon,
  createShopper,
  productWithStock,
  stockOf,
  timesUsed,
  type Shopper,
} from '../orders.test-support.ts';
import {
  lineStages,
  mailSubjects,
  placeOrder,
  sandboxRefunds,
  shopMoves,
} from './after-sales.test-support.ts';
import { cancelOrder } from './cancel.service.ts';
import { findOwnOrder } from './after-sales.repository.ts';
import { settlePendingRefunds } from './refunds.ts';

type Cancelled = { stage: string; cancelledItemIds: number[]; refund: number; refundState: string };

describe.each(DIALECTS)('cancelling an order on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let kurta: number;
  let lamp: number;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    kurta = (await productWithStock(t.db, 100)).id;
    lamp = (await productWithStock(t.db, 100, { skip: 1 })).id;
  });

  const cancel = (orderNumber: string, lineIds?: number[], who: Shopper = shopper) =>
    call<Cancelled>(
      t.app,
      'cancelCustomerOrder',
      { OrderNumber: orderNumber, ...(lineIds ? { OrderItemIDs: lineIds.join(',') } : {}) },
      who.headers,
    );
  /** One kurta and one lamp, 10 % off with a fresh coupon, paid by card. */
  const kurtaAndLampWithCoupon = async () => {
    const coupon = await createCoupon(t.db, { percent: 10 });
    const lines: [number, number][] = [
      [kurta, 1],
      [lamp, 1],
    ];
    return {
      coupon,
      order: await placeOrder(t.app, t.db, shopper, lines, { coupon: coupon.code }),
    };
  };
  const paidOf = async (orderId: number) => {
    const order = await t.db
      .selectFrom('orders')
      .select(['total_paise', 'discount_paise'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return shopperPaysPaise(order.total_paise, order.discount_paise);
  };

  it('gives stock, the coupon use and the money back once for a whole order', async () => {
    const coupon = await createCoupon(t.db, { percent: 10 });
    const stock = [await stockOf(t.db, kurta), await stockOf(t.db, lamp)];
    const order = await placeOrder(
      t.app,
      t.db,
      shopper,
      [
        [kurta, 2],
        [lamp, 1],
      ],
      {
        coupon: coupon.code,
      },
    );
    expect(await timesUsed(t.db, coupon.id)).toBe(1);
    const { status, envelope, data } = await cancel(order.orderNumber);
    expect(status).toBe(200);
    expect(envelope.statusCode).toBe(200);
    const paid = await paidOf(order.orderId);
    expect(data).toMatchObject({ stage: 'cancelled', refund: paid / 100, refundState: 'done' });
    expect([await stockOf(t.db, kurta), await stockOf(t.db, lamp)]).toEqual(stock);
    expect(await timesUsed(t.db, coupon.id)).toBe(0);
    const redemptions = await t.db
      .selectFrom('coupon_redemptions')
      .select('id')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(redemptions).toEqual([]);
    const money = await sandboxRefunds(t.db, order.orderId);
    expect(money.refunds.map((refund) => refund.amount_paise)).toEqual([paid]);
    expect(money.payment.status).toBe('refunded');
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'refunded',
      lines: ['refunded', 'refunded'],
    });

    expect((await mailSubjects(t.db, order.orderNumber)).slice(1)).toEqual([
      `Your Bazaar order ${order.orderNumber}: cancelled`,
      `Your Bazaar order ${order.orderNumber}: refund issued`,
    ]);

    const again = await cancel(order.orderNumber);
    expect(again.envelope.messageId).toBe('cancelClosed');
    expect(await mailSubjects(t.db, order.orderNumber)).toHaveLength(3);
    expect([await stockOf(t.db, kurta), await stockOf(t.db, lamp)]).toEqual(stock);
    expect((await sandboxRefunds(t.db, order.orderId)).refunds).toHaveLength(1);
  });

  it('cancels one line: its share back, the coupon kept while the rest reaches its minimum', async () => {
    const { coupon, order } = await kurtaAndLampWithCoupon();
    const [kurtaLine = 0, lampLine = 0] = order.itemIds;
    const lampStock = await stockOf(t.db, lamp);
    const { data } = await cancel(order.orderNumber, [lampLine]);
    expect(data).toMatchObject({
      stage: 'placed',
      cancelledItemIds: [lampLine],
      refundState: 'done',
    });
    expect(await stockOf(t.db, lamp)).toBe(lampStock + 1);
    expect(await timesUsed(t.db, coupon.id)).toBe(1);
    const { refunds } = await sandboxRefunds(t.db, order.orderId);
    expect(refunds).toHaveLength(1);
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'placed',
      lines: ['placed', 'refunded'],
    });
    // The rest, cancelled later: the two refunds add up to exactly what was paid.
    await cancel(order.orderNumber, [kurtaLine]);
    const after = await sandboxRefunds(t.db, order.orderId);
    const total = after.refunds.reduce((sum, refund) => sum + refund.amount_paise, 0);
    expect(total).toBe(await paidOf(order.orderId));
    expect(after.payment.status).toBe('refunded');
    expect(await timesUsed(t.db, coupon.id)).toBe(0);
    expect((await lineStages(t.db, order.orderId)).order).toBe('refunded');
  });

  it('withdraws the coupon when the kept lines fall below its minimum', async () => {
    const { coupon, order } = await kurtaAndLampWithCoupon();
    const lines = await t.db
      .selectFrom('order_items')
      .select(['id', 'total_paise', 'shipping_paise'])
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    const [kept, leaving] = lines;
    if (!kept || !leaving) throw new Error('two lines expected');
    await t.db
      .updateTable('coupons')
      .set({ min_order_total_paise: kept.total_paise + 1 })
      .where('id', '=', coupon.id)
      .execute();
    const { data } = await cancel(order.orderNumber, [leaving.id]);
    // The kept line now costs its full price: the refund is the leaving line less the discount.
    const paid = await paidOf(order.orderId);
    expect(data.refund * 100).toBe(paid - kept.total_paise - kept.shipping_paise);
    expect(await timesUsed(t.db, coupon.id)).toBe(0);
  });

  it('refuses once shipped, says why, and changes nothing', async () => {
    const order = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    await shopMoves(t.db, order.orderId, ['packed', 'shipped']);
    const stock = await stockOf(t.db, kurta);
    const { status, envelope } = await cancel(order.orderNumber);
    expect(status).toBe(200);
    expect(envelope.messageId).toBe('cancelShipped');
    expect(envelope.errorMessage).toContain('has shipped');
    expect(await stockOf(t.db, kurta)).toBe(stock);
    expect((await sandboxRefunds(t.db, order.orderId)).refunds).toEqual([]);
    const arabic = await call(
      t.app,
      'cancelCustomerOrder',
      { OrderNumber: order.orderNumber, languageCode: 'ar' },
      shopper.headers,
    );
    expect(arabic.envelope.errorMessage).toContain('تم شحن هذا الطلب');
  });

  it('answers another shopper’s order as unknown, and a line not in the order as such', async () => {
    const order = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    const stranger = await createShopper(t.db);
    const theirs = await cancel(order.orderNumber, undefined, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.envelope.messageId).toBe('orderNotFound');
    const unknownLine = await cancel(order.orderNumber, [999_999]);
    expect(unknownLine.envelope.messageId).toBe('notInOrder');
    const signedOut = await call(t.app, 'cancelCustomerOrder', { OrderNumber: order.orderNumber });
    expect(signedOut.status).toBe(401);
    expect((await lineStages(t.db, order.orderId)).order).toBe('placed');
  });

  it('leaves an all-digital order alone: nothing to cancel once it downloads', async () => {
    const ebook = (await productWithStock(t.db, 100, { digital: true })).id;
    const order = await placeOrder(t.app, t.db, shopper, [[ebook, 1]]);
    const { envelope } = await cancel(order.orderNumber);
    expect(envelope.messageId).toBe('cancelClosed');
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'placed',
      lines: ['delivered'],
    });
    const view = await call<{ canCancelOrder: boolean }>(
      t.app,
      'getCustomerAfterSales',
      { OrderNumber: order.orderNumber },
      shopper.headers,
    );
    expect(view.data.canCancelOrder).toBe(false);
    expect((await sandboxRefunds(t.db, order.orderId)).refunds).toEqual([]);
  });

  it('refunds nothing for a cash order, which stays cancelled', async () => {
    const order = await placeOrder(t.app, t.db, shopper, [[kurta, 1]], { card: false });
    const { data } = await cancel(order.orderNumber);
    expect(data).toMatchObject({ refund: 0, refundState: 'none', stage: 'cancelled' });
    const owed = await t.db
      .selectFrom('order_refunds')
      .select('id')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(owed).toEqual([]);
  });

  it('keeps a refund the gateway failed owed, and the sweep pays it once', async () => {
    const order = await placeOrder(t.app, t.db, shopper, [[kurta, 1]]);
    const sandbox = new SandboxGateway(t.db, 'pk');
    const down: PaymentGateway = Object.assign(Object.create(sandbox) as SandboxGateway, {
      refund: () => Promise.reject(new Error('gateway unreachable')),
    });
    const figures = await findOwnOrder(t.db, shopper.id, order.orderNumber);
    if (!figures) throw new Error('order expected');
    const result = await cancelOrder(
      { db: t.db, gateway: down, mailer: t.app.mailer, now: () => new Date() },
      figures,
      [],
      'shopper',
    );
    expect(result).toMatchObject({ ok: true, refund: { state: 'pending' } });
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'cancelled',
      lines: ['cancelled'],
    });
    const row = await t.db
      .selectFrom('order_refunds')
      .select(['state', 'attempts', 'last_error'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    const ctx = { db: t.db, gateway: sandbox, mailer: t.app.mailer, now: () => new Date() };
    await Promise.all([settlePendingRefunds(ctx), settlePendingRefunds(ctx)]);
    expect((await sandboxRefunds(t.db, order.orderId)).refunds).toHaveLength(1);
    expect(await lineStages(t.db, order.orderId)).toEqual({
      order: 'refunded',
      lines: ['refunded'],
    });
  });
});
