// Who sees a page about an order (the confirmation and order pages): its shopper, once the order
// has loaded; someone else's (404) order is "not found"; a visitor goes to log in, to come back.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { ORDER_DETAIL, ORDER_NUMBER } from '../../test/order-detail-rows.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { OwnOrderPage } from './own-order-page.tsx';

beforeAll(() => Promise.all([loadLabelDefaults('OrdersHistory'), loadLabelDefaults('Common')]));

function renderPage(loggedIn = true) {
  const store = makeStore({
    user: { user: loggedIn ? ({ UserID: 42, FirstName: 'Asha' } as never) : null, loggedIn },
  });
  return renderRoute(
    '/en/orders/:orderNumber',
    <OwnOrderPage title={(number) => `Order ${number}`} description="One order">
      {(order) => <p data-testid="drawn">{order.orderNumber}</p>}
    </OwnOrderPage>,
    { path: `/en/orders/${ORDER_NUMBER}`, store, withSearch: true },
  );
}

describe('a page about one of the shopper’s orders', () => {
  it('draws the shopper’s own order, asked for by the number in its path', async () => {
    const api = fakeApi();
    api.on('getCustomerOrderDetail', { data: ORDER_DETAIL });
    renderPage();
    expect((await screen.findByTestId('drawn')).textContent).toBe(ORDER_NUMBER);
    expect(api.callsTo('getCustomerOrderDetail')[0]?.params).toMatchObject({
      OrderNumber: ORDER_NUMBER,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Order ${ORDER_NUMBER}`);
  });

  it('shows not found for an order that is not the shopper’s', async () => {
    fakeApi().on('getCustomerOrderDetail', { status: 404, errorMessage: 'not found' });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        LABELS.Common.lbl_cmn_not_found_title,
      ),
    );
    expect(screen.queryByTestId('drawn')).toBeNull();
  });

  it('says the order could not be loaded, with a retry', async () => {
    fakeApi().on('getCustomerOrderDetail', { status: 500, errorMessage: 'down' });
    renderPage();
    const retry = await screen.findByRole('button', { name: LABELS.Common.lbl_cmn_retry });
    expect(retry.closest('[role="status"]')?.textContent).toContain(
      LABELS.OrdersHistory.lbl_ordconf_load_failed,
    );
    expect(screen.queryByTestId('drawn')).toBeNull();
  });

  it('sends a visitor to log in, to come back here', async () => {
    const api = fakeApi();
    renderPage(false);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/en/login?returnTo=${encodeURIComponent(`/en/orders/${ORDER_NUMBER}`)}`,
      ),
    );
    expect(api.callsTo('getCustomerOrderDetail')).toHaveLength(0);
  });
});
