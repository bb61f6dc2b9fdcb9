// The after-sales block against the fake API: a whole order cancelled after its confirmation,
// the reason Cancel is gone once shipped, and a delivered item asked back with a reason (the
// reason required), while a final-sale item says why it cannot come back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import type { AfterSalesLine, AfterSalesView } from '@bazaar/contract/schemas/after-sales';
import { loadLabelDefaults } from '../../../i18n/label-defaults.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AfterSalesActions } from './after-sales-actions.tsx';

beforeAll(() => loadLabelDefaults('OrdersHistory'));

const L = LABELS.OrdersHistory;
const ITEMS = [
  { orderItemId: 11, productName: 'Indigo Kurta' },
  { orderItemId: 12, productName: 'Rose Lipstick' },
];
const line = (orderItemId: number, extra: Partial<AfterSalesLine> = {}): AfterSalesLine => ({
  orderItemId,
  stage: 'placed',
  canCancel: true,
  cancelBlock: null,
  canReturn: false,
  returnBlock: 'not-delivered',
  returnUntil: null,
  returnRequest: null,
  ...extra,
});
const view = (extra: Partial<AfterSalesView>): AfterSalesView => ({
  orderNumber: 'BZ261128-ABC123',
  stage: 'placed',
  canCancelOrder: true,
  cancelBlock: null,
  returnWindowDays: 7,
  lines: [line(11), line(12)],
  ...extra,
});
let changes = 0;
const changed = () => {
  changes += 1;
};
const render = () =>
  renderApp(<AfterSalesActions orderNumber="BZ261128-ABC123" lines={ITEMS} onChanged={changed} />, {
    path: '/en/orders/BZ261128-ABC123',
  });

describe('after-sales actions', () => {
  beforeEach(() => {
    changes = 0;
  });

  it('cancels the whole order only once the shopper confirms, and says the refund', async () => {
    const api = fakeApi();
    api.on('getCustomerAfterSales', { data: view({}) });
    api.on('cancelCustomerOrder', {
      data: {
        orderNumber: 'BZ261128-ABC123',
        stage: 'cancelled',
        cancelledItemIds: [11, 12],
        refund: 1499,
        refundState: 'done',
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: L.lbl_as_cancel_order }));
    const dialog = await screen.findByRole('dialog', { name: L.lbl_as_cancel_order_title });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: L.lbl_as_go_back }),
    );
    expect(api.callsTo('cancelCustomerOrder')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: L.lbl_as_cancel_yes }));
    await waitFor(() => expect(api.callsTo('cancelCustomerOrder')).toHaveLength(1));
    expect(api.callsTo('cancelCustomerOrder')[0]?.params).toEqual({
      OrderNumber: 'BZ261128-ABC123',
      languageCode: 'en',
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Cancelled. ₹1,499 has been refunded to the way you paid.',
    );
    expect(changes).toBe(1);
  });

  it('cancels one item by its own button', async () => {
    const api = fakeApi();
    api.on('getCustomerAfterSales', { data: view({}) });
    api.on('cancelCustomerOrder', {
      data: {
        orderNumber: 'BZ261128-ABC123',
        stage: 'placed',
        cancelledItemIds: [12],
        refund: 0,
        refundState: 'none',
      },
    });
    render();
    fireEvent.click(
      await screen.findByRole('button', { name: `${L.lbl_as_cancel_item}: Rose Lipstick` }),
    );
    const dialog = await screen.findByRole('dialog', { name: L.lbl_as_cancel_item_title });
    expect(dialog.textContent).toContain('Rose Lipstick');
    fireEvent.click(within(dialog).getByRole('button', { name: L.lbl_as_cancel_yes }));
    await waitFor(() => expect(api.callsTo('cancelCustomerOrder')).toHaveLength(1));
    expect(api.callsTo('cancelCustomerOrder')[0]?.params).toMatchObject({ OrderItemIDs: [12] });
    expect((await screen.findByRole('status')).textContent).toContain(L.lbl_as_cancelled);
  });

  it('says why an order that shipped has no Cancel', async () => {
    const api = fakeApi();
    const shipped = line(11, { stage: 'shipped', canCancel: false, cancelBlock: 'shipped' });
    api.on('getCustomerAfterSales', {
      data: view({
        stage: 'shipped',
        canCancelOrder: false,
        cancelBlock: 'shipped',
        lines: [shipped],
      }),
    });
    render();
    expect(
      await screen.findByText(
        'This order has shipped, so it can no longer be cancelled. You can ask for a return once it is delivered.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('asks a delivered item back with a reason, and says why a final-sale item cannot come back', async () => {
    const api = fakeApi();
    const delivered = { stage: 'delivered', canCancel: false, cancelBlock: 'shipped' } as const;
    api.on('getCustomerAfterSales', {
      data: view({
        stage: 'delivered',
        canCancelOrder: false,
        cancelBlock: 'shipped',
        lines: [
          line(11, {
            ...delivered,
            canReturn: true,
            returnBlock: null,
            returnUntil: '2026-12-05T10:00:00.000Z',
          }),
          line(12, { ...delivered, returnBlock: 'final-sale' }),
        ],
      }),
    });
    api.on('requestCustomerReturn', {
      data: {
        returnId: 5,
        orderItemId: 11,
        reason: 'wrong-size',
        state: 'requested',
        requestedAt: '2026-11-29T10:00:00.000Z',
        decisionNote: null,
      },
    });
    render();
    expect(await screen.findByText(L.lbl_as_block_final_sale)).toBeTruthy();
    expect(screen.getByText('You can return this item until 5 December 2026.')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: `${L.lbl_as_return_item}: Rose Lipstick` }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${L.lbl_as_return_item}: Indigo Kurta` }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Indigo Kurta' });
    fireEvent.click(within(dialog).getByRole('button', { name: L.lbl_as_send_return }));
    expect(await within(dialog).findByText(L.lbl_as_reason_required)).toBeTruthy();
    expect(api.callsTo('requestCustomerReturn')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(L.lbl_as_reason), {
      target: { value: 'wrong-size' },
    });
    fireEvent.change(within(dialog).getByLabelText(L.lbl_as_note), {
      target: { value: ' Too tight ' },
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'tag.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(L.lbl_as_photo), { target: { files: [photo] } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.lbl_as_send_return }));
    await waitFor(() => expect(api.callsTo('requestCustomerReturn')).toHaveLength(1));
    expect(api.callsTo('requestCustomerReturn')[0]?.params).toEqual({
      OrderNumber: 'BZ261128-ABC123',
      OrderItemID: 11,
      Reason: 'wrong-size',
      Note: 'Too tight',
      Photo: 'iVBORw==',
      languageCode: 'en',
    });
    expect((await screen.findByRole('status')).textContent).toContain(L.lbl_as_state_requested);
  });

  it('keeps the dialog open with the server’s reason when it refuses the return', async () => {
    const api = fakeApi();
    const open = {
      stage: 'delivered',
      canCancel: false,
      cancelBlock: 'shipped',
      canReturn: true,
      returnBlock: null,
      returnUntil: '2026-12-05T10:00:00.000Z',
    } as const;
    api.on('getCustomerAfterSales', { data: view({ lines: [line(11, open)] }) });
    api.on('requestCustomerReturn', {
      status: 501,
      errorMessage: 'The 7-day return window for this item has closed.',
      messageId: 'returnWindowClosed',
    });
    render();
    fireEvent.click(
      await screen.findByRole('button', { name: `${L.lbl_as_return_item}: Indigo Kurta` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Return Indigo Kurta' });
    fireEvent.change(within(dialog).getByLabelText(L.lbl_as_reason), {
      target: { value: 'defective' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: L.lbl_as_send_return }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'return window for this item has closed',
    );
  });
});
