// The confirmation page against the fake API: the number, items with their options, payment, the
// server's totals and the delivery range; someone else's (404) order is "not found"; a visitor
// goes to login with the way back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { catchSavedFiles } from '../../test/saved-files.ts';
import OrderConfirmationPage from './order-confirmation-page.tsx';

beforeAll(() => Promise.all([loadLabelDefaults('OrdersHistory'), loadLabelDefaults('Common')]));

const O = LABELS.OrdersHistory;
const NUMBER = 'BZ261126-ABC234';
const ORDER: CustomerOrderDetail = {
  orderId: 7,
  orderNumber: NUMBER,
  placedAt: '2026-11-25T04:30:00.000Z',
  statusId: 1,
  statusName: 'Active',
  paymentMethodId: 6,
  paymentReference: null,
  couponCode: 'FLAT200',
  note: null,
  subtotal: 2600,
  shipping: 98,
  discount: 200,
  total: 2498,
  items: [
    {
      orderItemId: 70,
      productId: 9,
      productName: 'Handloom Kurta',
      imageUrl: '/files/images/kurta.webp',
      unitPrice: 1300,
      quantity: 2,
      lineTotal: 2600,
      isDigital: false,
      statusId: 1,
      shippingStatusId: 1,
      downloadable: false,
      options: [
        { name: 'Colour', value: 'Red', additionalPrice: 0 },
        { name: 'Size', value: 'XXL', additionalPrice: 100 },
      ],
    },
  ],
  deliveryAddress: null,
  expectedDelivery: { availableNow: false, from: '2026-11-28', to: '2026-12-02' },
};

function renderPage(loggedIn = true) {
  const store = makeStore({
    user: { user: loggedIn ? ({ UserID: 42, FirstName: 'Asha' } as never) : null, loggedIn },
  });
  return renderRoute('/en/order-confirmation/:orderNumber', <OrderConfirmationPage />, {
    path: `/en/order-confirmation/${NUMBER}`,
    store,
    withSearch: true,
  });
}

describe('the order confirmation page', () => {
  it('shows the number, the items with their options, payment, totals and delivery', async () => {
    const api = fakeApi();
    api.on('getCustomerOrderDetail', { data: ORDER });
    renderPage();
    expect(await screen.findByTestId('order-number')).toHaveProperty('textContent', NUMBER);
    expect(api.callsTo('getCustomerOrderDetail')[0]?.params).toMatchObject({
      OrderNumber: NUMBER,
    });
    const row = screen.getByRole('rowheader');
    expect(row.textContent).toContain('Handloom Kurta');
    expect(row.textContent).toContain('Colour: Red');
    expect(row.textContent).toContain('Size: XXL (+₹100)');
    expect(screen.getByTestId('order-total').textContent).toBe('₹2,498');
    expect(document.body.textContent).toContain('Coupon discount (FLAT200)');
    expect(document.body.textContent).toContain(O.lbl_ordconf_method_cod);
    expect(screen.getByTestId('expected-delivery').textContent).toBe(
      'Between Sat, 28 November and Wed, 2 December',
    );
  });

  it('downloads the tax invoice with the login token in the header, in the page language', async () => {
    fakeApi().on('getCustomerOrderDetail', { data: ORDER });
    localStorage.setItem('Token', 'tok-42');
    renderPage();
    const button = await screen.findByRole('button', {
      name: `Download tax invoice of order ${NUMBER} (PDF)`,
    });
    const { saved, fetched } = catchSavedFiles();
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([`Tax-invoice-${NUMBER}.pdf`]));
    expect(fetched).toEqual([
      { url: `/api/v1/common/order-invoice/${NUMBER}?lang=en`, token: 'tok-42' },
    ]);
  });

  it('shows not found for an order that is not the shopper’s', async () => {
    fakeApi().on('getCustomerOrderDetail', { status: 404, errorMessage: 'not found' });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        LABELS.Common.lbl_cmn_not_found_title,
      ),
    );
    expect(screen.queryByTestId('order-number')).toBeNull();
  });

  it('sends a visitor to log in, to come back here', async () => {
    const api = fakeApi();
    renderPage(false);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/en/login?returnTo=${encodeURIComponent(`/en/order-confirmation/${NUMBER}`)}`,
      ),
    );
    expect(api.callsTo('getCustomerOrderDetail')).toHaveLength(0);
  });
});
