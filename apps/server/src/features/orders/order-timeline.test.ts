// The order page's data through the real app, per dialect (issue #20 §1): an order placed by a
// shopper and moved by the operator answers its stage, each line's stage, the timeline with the
// shipment's courier, number and tracking link, and when it was delivered; the history names
// the stage in the shopper's language; another shopper still gets 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import type { OrderSummaryRow } from '@bazaar/contract/schemas/orders';
import { adminContextOf } from '../../admin/admin.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  cartLine,
  insertTestProducts,
  type TestProducts,
} from '../cart/cart-products.test-support.ts';
import { moveOrderAsOperator, type OperatorMove } from './order-admin.ts';
import { createShopper, placeOrderAs, type Shopper } from './orders.test-support.ts';

describe.each(DIALECTS)('the order page’s timeline on %s', (dialect) => {
  const t = useTestApp(dialect);
  let asha: Shopper;
  let ravi: Shopper;
  let products: TestProducts;
  let orderNumber: string;
  let orderId: number;

  beforeAll(async () => {
    asha = await createShopper(t.db, 'ar');
    ravi = await createShopper(t.db);
    products = await insertTestProducts(t.db, `timeline-${dialect}`);
    const { kurta, red, sizeXxl, ebook } = products;
    const cart = [
      cartLine(kurta, 1, [
        [1, red],
        [2, sizeXxl],
      ]),
      cartLine(ebook, 1),
    ];
    const placed = await placeOrderAs(t.app, asha, { cartJsonData: JSON.stringify(cart) });
    expect(placed.status, JSON.stringify(placed.envelope)).toBe(200);
    orderNumber = placed.data[0]?.OrderNumber ?? '';
    orderId = (
      await t.db
        .selectFrom('orders')
        .select('id')
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const detail = (who: Shopper, languageCode = 'en') =>
    call<CustomerOrderDetail>(
      t.app,
      'getCustomerOrderDetail',
      { OrderNumber: orderNumber, languageCode },
      who.headers,
    );
  let clock = Date.parse('2026-11-21T04:30:00Z');
  const operator = (move: OperatorMove) =>
    moveOrderAsOperator(
      adminContextOf(t, () => new Date((clock += 3_600_000))),
      orderId,
      move,
    );

  it('answers a placed order with its stage and the parcel still to come', async () => {
    const { status, data } = await detail(asha);
    expect(status).toBe(200);
    expect(data).toMatchObject({ stage: 'placed', stageName: 'Placed', deliveredAt: null });
    expect(data.timeline.map((entry) => entry.event)).toEqual(['placed']);
    expect(data.items.map((item) => item.stage)).toEqual(['placed', 'placed']);
  });

  it('answers every step the operator made, with the shipment and its link', async () => {
    expect((await operator({ to: 'packed' })).outcome).toBe('moved');
    const shipped = await operator({ to: 'shipped', carrier: 'xpressbees', trackingNumber: 'XB9' });
    expect(shipped.outcome).toBe('moved');
    expect((await operator({ to: 'delivered' })).outcome).toBe('moved');

    const { data } = await detail(asha);
    expect(data.stage).toBe('delivered');
    expect(data.timeline.map((entry) => entry.event)).toEqual([
      'placed',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(data.timeline[2]).toEqual({
      event: 'shipped',
      at: '2026-11-21T06:30:00.000Z',
      orderItemIds: [],
      carrier: 'XpressBees',
      trackingNumber: 'XB9',
      trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo=XB9',
    });
    expect(data.deliveredAt).toBe('2026-11-21T07:30:00.000Z');
    expect(data.items.map((item) => item.stage)).toEqual(['delivered', 'delivered']);
    // Delivered: the cash-on-delivery order's e-book now downloads.
    expect(data.items[1]?.downloadable).toBe(true);
  });

  it('names the stage in the shopper’s language, on the page and in the history', async () => {
    expect((await detail(asha, 'ar')).data.stageName).toBe('تم التوصيل');
    const history = await call<OrderSummaryRow[]>(
      t.app,
      'getOrderHistory',
      { UserId: asha.id, languageCode: 'ar' },
      asha.headers,
    );
    expect(history.data[0]).toMatchObject({ Stage: 'delivered', StageName: 'تم التوصيل' });
  });

  it('answers another shopper 404, as for an unknown number', async () => {
    const others = await detail(ravi);
    const unknown = await call(
      t.app,
      'getCustomerOrderDetail',
      { OrderNumber: 'BZ000000-NOSUCH' },
      ravi.headers,
    );
    expect(others.status).toBe(404);
    expect(others.envelope).toEqual(unknown.envelope);
  });
});
