// Orders history against the fake API: newest first with dd-mm-yyyy dates, the server's stage
// name, each number linking to its order page, the view button
// opening an order's items, the digital flag's three states, and a download saved under the
// product's name with the content type's extension (fetched with the shopper's token); the items
// asked for in the page's language.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { catchSavedFiles } from '../../test/saved-files.ts';
import { SHOPPER } from '../../test/user-rows.ts';
import OrdersHistoryPage from './orders-history-page.tsx';

beforeAll(() => loadLabelDefaults('OrdersHistory'));
afterEach(() => vi.restoreAllMocks());

const O = LABELS.OrdersHistory;
const ORDERS = [
  {
    OrderId: 1,
    OrderNumber: 'BZ-1',
    OrderDateUTC: '2026-11-02T10:00:00.000Z',
    LatestStatusName: 'Completed',
    TotalItems: 2,
    OrderTotal: 1299,
    Stage: 'delivered',
    StageName: 'Delivered',
  },
  {
    OrderId: 2,
    OrderNumber: 'BZ-2',
    OrderDateUTC: '2026-11-24T08:30:00.000Z',
    LatestStatusName: 'InProgress',
    TotalItems: 3,
    OrderTotal: 4599.5,
    Stage: 'out-for-delivery',
    // The server's name, in the shopper's language: shown as it comes.
    StageName: 'خرج للتوصيل',
  },
] as const;
const item = (id: number, name: string, digital: boolean, status: number) => ({
  OrderItemID: id,
  ProductName: name,
  DefaultImageUrl: '/files/images/products/x.svg',
  Price: 499,
  Quantity: 1,
  OrderItemTotal: 499,
  IsDigitalProduct: digital,
  LatestStatusID: status,
  ShippingStatusID: 1,
});

describe('orders history', () => {
  it('lists orders newest first and opens their items with the digital flag', async () => {
    const api = fakeApi();
    api.on('getOrderHistory', { data: ORDERS });
    api.on('getOrderHistoryDetail', ({ OrderId }) => ({
      data:
        Number(OrderId) === 2
          ? [
              item(21, 'Silk Scarf', false, 1),
              item(22, 'Festive Lookbook 2026 (PDF)', true, 1),
              item(23, 'Saree Draping Masterclass', true, 3),
            ]
          : [],
    }));
    localStorage.setItem('Token', 'tok-42');
    const store = makeStore({ user: { user: SHOPPER, loggedIn: true } });
    renderApp(<OrdersHistoryPage />, { path: '/en/orders-history', store });

    const table = await screen.findByRole('table', { name: O.lbl_ordrhis_your_orders });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'BZ-2',
      'BZ-1',
    ]);
    expect(rows[0]?.textContent).toContain('24-11-2026');
    expect(rows[0]?.textContent).toContain('خرج للتوصيل');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Open order BZ-2' })
        .getAttribute('href'),
    ).toBe('/en/orders/BZ-2');
    expect(rows[0]?.textContent).toContain('₹4,599.50');

    const view = within(rows[0] as HTMLElement).getByRole('button', {
      name: 'View items of order BZ-2',
    });
    fireEvent.click(view);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    const items = await screen.findByRole('table', { name: 'Items of order BZ-2' });
    const itemRows = await within(items).findAllByRole('row');
    expect(api.callsTo('getOrderHistoryDetail')[0]?.params).toEqual({
      OrderId: 2,
      languageCode: 'en',
    });
    expect(itemRows[1]?.textContent).toContain(O.lbl_ordrhis_no);
    expect(itemRows[2]?.textContent).toContain(O.lbl_ordrhis_in_progress);

    const { saved, fetched } = catchSavedFiles();
    fireEvent.click(
      within(itemRows[3] as HTMLElement).getByRole('button', {
        name: 'Download Saree Draping Masterclass',
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toBe('Saree Draping Masterclass.pdf');
    // The login token travels in the Token header, never in the address a proxy would log.
    expect(fetched).toEqual([{ url: '/api/v1/common/download-digital-file/23', token: 'tok-42' }]);
    expect(fetched[0]?.url).not.toContain('tok-42');
  });

  it('asks for the items in Arabic on the Arabic page and shows the names it answers', async () => {
    const api = fakeApi();
    api.on('getOrderHistory', { data: ORDERS });
    api.on('getOrderHistoryDetail', { data: [item(21, 'وشاح حريري', false, 1)] });
    const store = makeStore({ user: { user: SHOPPER, loggedIn: true } });
    renderApp(<OrdersHistoryPage />, { path: '/ar/orders-history', store });

    const table = await screen.findByRole('table', { name: O.lbl_ordrhis_your_orders });
    const newest = within(table).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(newest).getByRole('button'));
    expect(await screen.findByRole('rowheader', { name: 'وشاح حريري' })).toBeTruthy();
    expect(api.callsTo('getOrderHistoryDetail')[0]?.params).toEqual({
      OrderId: 2,
      languageCode: 'ar',
    });
  });
});
