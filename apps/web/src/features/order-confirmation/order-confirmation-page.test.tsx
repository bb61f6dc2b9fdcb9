// The confirmation page against the fake API: the number, items with their options, payment, the
// server's totals and the delivery range, and the way on to the order page (who may see it:
// entities/order/own-order-page.test.tsx).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { ORDER_DETAIL, ORDER_NUMBER } from '../../test/order-detail-rows.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { catchSavedFiles } from '../../test/saved-files.ts';
import OrderConfirmationPage from './order-confirmation-page.tsx';

beforeAll(() => Promise.all([loadLabelDefaults('OrdersHistory'), loadLabelDefaults('Common')]));

const O = LABELS.OrdersHistory;
const NUMBER = ORDER_NUMBER;
const ORDER = ORDER_DETAIL;

function renderPage() {
  const store = makeStore({
    user: { user: { UserID: 42, FirstName: 'Asha' } as never, loggedIn: true },
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
    expect(screen.getByRole('link', { name: O.lbl_ordpage_follow }).getAttribute('href')).toBe(
      `/en/orders/${NUMBER}`,
    );
    expect(document.body.textContent).toContain(O.lbl_ordconf_method_cod);
    expect(screen.getByTestId('expected-delivery').textContent).toBe(
      'Between Sat, 28 November and Wed, 2 December',
    );
  });

  it('downloads the tax invoice with the login token in the header, in the page language', async () => {
    fakeApi().on('getCustomerOrderDetail', { data: ORDER_DETAIL });
    localStorage.setItem('Token', 'tok-42');
    renderPage();
    const button = await screen.findByRole('button', {
      name: `Download tax invoice of order ${ORDER_NUMBER} (PDF)`,
    });
    const { saved, fetched } = catchSavedFiles();
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([`Tax-invoice-${ORDER_NUMBER}.pdf`]));
    expect(fetched).toEqual([
      { url: `/api/v1/common/order-invoice/${ORDER_NUMBER}?lang=en`, token: 'tok-42' },
    ]);
  });
});
