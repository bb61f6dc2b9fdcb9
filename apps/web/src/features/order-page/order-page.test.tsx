// The order page against the fake API: the timeline with each step's date and time, the
// courier, number and tracking link, the steps to come greyed, a line's own stage, the order's
// cards; Arabic names and dates (who may see it: entities/order/own-order-page.test.tsx).
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { ORDER_DETAIL, ORDER_NUMBER } from '../../test/order-detail-rows.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { afterSalesOf } from './after-sales-props.ts';
import OrderPage from './order-page.tsx';

beforeAll(() => Promise.all([loadLabelDefaults('OrdersHistory'), loadLabelDefaults('Common')]));

const SHIPPED: CustomerOrderDetail = {
  ...ORDER_DETAIL,
  stage: 'shipped',
  stageName: 'Shipped',
  items: [
    { ...(ORDER_DETAIL.items[0] as CustomerOrderDetail['items'][number]), stage: 'shipped' },
    {
      ...(ORDER_DETAIL.items[0] as CustomerOrderDetail['items'][number]),
      orderItemId: 71,
      productName: 'Festive Lookbook',
      isDigital: true,
      options: [],
      stage: 'delivered',
    },
  ],
  timeline: [
    ...ORDER_DETAIL.timeline,
    {
      event: 'packed',
      at: '2026-11-25T09:00:00.000Z',
      orderItemIds: [],
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    },
    {
      event: 'shipped',
      at: '2026-11-26T05:15:00.000Z',
      orderItemIds: [],
      carrier: 'Delhivery',
      trackingNumber: 'DL123',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123',
    },
  ],
};

function renderPage(lang: 'en' | 'ar' = 'en') {
  const store = makeStore({
    user: { user: { UserID: 42, FirstName: 'Asha' } as never, loggedIn: true },
  });
  return renderRoute(`/${lang}/orders/:orderNumber`, <OrderPage />, {
    path: `/${lang}/orders/${ORDER_NUMBER}`,
    store,
    withSearch: true,
  });
}

const stepsOf = () =>
  within(screen.getByTestId('timeline'))
    .getAllByRole('listitem')
    .map((step) => ({
      state: step.className.replace('timeline__step timeline__step--', ''),
      step,
    }));

describe('the order page', () => {
  it('shows the steps done with their time, the shipment, and the steps to come', async () => {
    const api = fakeApi();
    api.on('getCustomerOrderDetail', { data: SHIPPED });
    renderPage();
    await screen.findByTestId('timeline');
    expect(api.callsTo('getCustomerOrderDetail')[0]?.params).toMatchObject({
      OrderNumber: ORDER_NUMBER,
    });
    const steps = stepsOf();
    expect(steps.map(({ state, step }) => `${state}:${step.textContent}`)).toEqual([
      expect.stringMatching(/^done:Placed \(done\)Wed, 25 Nov,? 2026, 10:00 am$/i),
      expect.stringMatching(/^done:Packed \(done\)Wed, 25 Nov,? 2026, 2:30 pm$/i),
      expect.stringMatching(/^done:Shipped \(done\)Thu, 26 Nov,? 2026, 10:45 am/i),
      'upcoming:Out for delivery (not yet)',
      'upcoming:Delivered (not yet)',
    ]);
    const shipped = steps[2]?.step as HTMLElement;
    expect(shipped.getAttribute('aria-current')).toBe('step');
    expect(shipped.textContent).toContain('Courier: Delhivery');
    expect(within(shipped).getByTestId('tracking-number').textContent).toBe('DL123');
    const track = within(shipped).getByRole('link', { name: /Track your parcel/ });
    expect(track.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL123');
    expect(track.getAttribute('rel')).toContain('noopener');
    // The e-book, delivered at once, says so; the kurta follows the order and says nothing.
    expect(screen.getAllByTestId('line-stage').map((tag) => tag.textContent)).toEqual([
      'Delivered',
    ]);
    expect(screen.getByTestId('order-number').textContent).toBe(ORDER_NUMBER);
    expect(screen.getByTestId('order-total').textContent).toBe('₹2,498');
    expect(document.body.textContent).toContain('Coupon discount (FLAT200)');
  });

  it('names the steps and their dates in Arabic', async () => {
    fakeApi().on('getCustomerOrderDetail', { data: SHIPPED });
    renderPage('ar');
    await screen.findByTestId('timeline');
    const [placed, , shipped, next] = stepsOf().map(({ step }) => step.textContent);
    expect(placed).toContain('تم الطلب');
    // India's time, Arabic day and month names, digits as the app's 'ar' locale writes them.
    expect(placed).toMatch(/الأربعاء، (25|٢٥) نوفمبر/);
    expect(shipped).toContain('تم الشحن');
    expect(next).toContain('خرج للتوصيل');
  });

  it('shows no step to come once the order is cancelled', async () => {
    fakeApi().on('getCustomerOrderDetail', {
      data: {
        ...ORDER_DETAIL,
        stage: 'cancelled',
        timeline: [
          ...ORDER_DETAIL.timeline,
          {
            ...(ORDER_DETAIL.timeline[0] as CustomerOrderDetail['timeline'][number]),
            event: 'cancelled',
          },
        ],
      },
    });
    renderPage();
    await screen.findByTestId('timeline');
    expect(stepsOf().map(({ state }) => state)).toEqual(['done', 'done']);
  });
});

describe('afterSalesOf', () => {
  it('gives the after-sales controls the order, its lines’ stages and delivery date', () => {
    const reload = () => undefined;
    expect(afterSalesOf({ ...SHIPPED, deliveredAt: '2026-11-27T10:00:00.000Z' }, reload)).toEqual({
      orderNumber: ORDER_NUMBER,
      stage: 'shipped',
      lines: [
        {
          orderItemId: 70,
          productName: 'Handloom Kurta',
          quantity: 2,
          stage: 'shipped',
          isDigital: false,
        },
        {
          orderItemId: 71,
          productName: 'Festive Lookbook',
          quantity: 2,
          stage: 'delivered',
          isDigital: true,
        },
      ],
      allDigital: false,
      deliveredAt: '2026-11-27T10:00:00.000Z',
      onChanged: reload,
    });
  });
});
