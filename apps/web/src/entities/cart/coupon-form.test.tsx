import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import type { CouponRow } from '@bazaar/contract/schemas/orders';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { makeStore } from '../../app/store.ts';
import { addedToCart, cartEmptied, quantityChanged } from './cart-slice.ts';
import { CouponForm } from './coupon-form.tsx';
import { toCartJsonData } from './use-priced-cart.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { selectAppliedCoupon } from './coupon-slice.ts';

beforeAll(() => loadLabelDefaults('Cart'));
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const L = LABELS.Cart;
const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);
const codeField = () => screen.getByLabelText<HTMLInputElement>(L.lbl_coupon_code);
const apply = () => fireEvent.click(screen.getByRole('button', { name: L.lbl_coupon_apply }));
const type = (value: string) => fireEvent.change(codeField(), { target: { value } });

const row = (over: Partial<CouponRow> = {}): CouponRow => ({
  DiscountValueAfterCouponAppliedWithQuantity: 200,
  DiscountValueAfterCouponApplied: 200,
  DiscountId: 4,
  DiscountAmount: 200,
  OrderTotalAfterDiscount: 1800,
  CouponCode: 'SAVE10',
  Reason: null,
  ...over,
});

/** The form as the cart screen uses it: fed with the store's current cart. */
function CartCoupon() {
  const lines = useAppSelector((state) => state.cart.cartItems);
  return <CouponForm cartJsonData={toCartJsonData(lines)} />;
}

function storeWithCart() {
  const store = makeStore();
  store.dispatch(
    addedToCart({ ProductId: 7, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 }),
  );
  return store;
}

describe('the coupon form', () => {
  it('says the §5 messages for an empty or too long code and asks nothing', () => {
    const api = fakeApi();
    renderApp(<CartCoupon />, { store: storeWithCart() });
    apply();
    expect(toasts()).toEqual(['error:Coupon code is required']);
    expect(document.activeElement).toBe(codeField());
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    type('   ');
    apply();
    expect(toasts()).toContain('error:Coupon code is required');
    type('X'.repeat(31));
    apply();
    expect(toasts()).toContain('error:Coupon code max length should be 30 characters');
    expect(codeField().maxLength).toBe(30);
    expect(api.calls).toHaveLength(0);
  });

  it('applies a code once: its discount shows (the one total is the cart’s), and a second Apply is refused', async () => {
    const api = fakeApi();
    api.on('getCouponDiscount', { data: row() });
    const { store } = renderApp(<CartCoupon />, { store: storeWithCart() });
    type(' save10 ');
    apply();
    await screen.findByText('Coupon SAVE10 applied');
    expect(screen.getByText(/−₹200$/)).toBeTruthy();
    expect(screen.queryByText(L.lbl_coupon_total)).toBeNull();
    expect(api.callsTo('getCouponDiscount')[0]?.params).toEqual({
      CouponCode: 'save10',
      cartJsonData: toCartJsonData(store.getState().cart.cartItems),
      languageCode: 'en',
    });
    expect(selectAppliedCoupon(store.getState())?.code).toBe('SAVE10');

    type('OTHER');
    apply();
    expect(toasts()).toContain('error:Coupon code is already applied!');
    expect(api.callsTo('getCouponDiscount')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: L.lbl_coupon_remove }));
    expect(selectAppliedCoupon(store.getState())).toBeNull();
    expect(screen.queryByText(/−₹200(?![.\d])/)).toBeNull();
  });

  it.each([
    [
      'an order total of 0',
      {
        data: row({
          DiscountValueAfterCouponAppliedWithQuantity: 0,
          DiscountAmount: 0,
          OrderTotalAfterDiscount: 0,
          Reason: 'This coupon has expired.',
        }),
      },
    ],
    ['a refusal in the envelope', { status: 501, errorMessage: 'This coupon has expired.' }],
  ])('says Invalid coupon code! for %s, with the reason under the field', async (_, reply) => {
    const api = fakeApi();
    api.on('getCouponDiscount', reply);
    const { store } = renderApp(<CartCoupon />, { store: storeWithCart() });
    type('OLD2020');
    apply();
    await waitFor(() => expect(toasts()).toEqual(['error:Invalid coupon code!']));
    expect(screen.getByText('Invalid coupon code! This coupon has expired.')).toBeTruthy();
    expect(selectAppliedCoupon(store.getState())).toBeNull();
  });

  it('asks again when the cart changes, and drops a code that no longer applies', async () => {
    const api = fakeApi();
    let total = 1800;
    api.on('getCouponDiscount', () =>
      total > 0
        ? { data: row({ OrderTotalAfterDiscount: total }) }
        : {
            data: row({
              DiscountValueAfterCouponAppliedWithQuantity: 0,
              DiscountAmount: 0,
              OrderTotalAfterDiscount: 0,
            }),
          },
    );
    const { store } = renderApp(<CartCoupon />, { store: storeWithCart() });
    type('SAVE10');
    apply();
    await screen.findByText('Coupon SAVE10 applied');

    total = 2700;
    act(() => {
      store.dispatch(quantityChanged({ key: '7|', quantity: 3 }));
    });
    await waitFor(() =>
      expect(selectAppliedCoupon(store.getState())?.totalAfterDiscount).toBe(2700),
    );
    expect(api.callsTo('getCouponDiscount')).toHaveLength(2);

    total = 0;
    act(() => {
      store.dispatch(quantityChanged({ key: '7|', quantity: 1 }));
    });
    await waitFor(() => expect(selectAppliedCoupon(store.getState())).toBeNull());
    expect(toasts()).toContain('error:Invalid coupon code!');
  });

  it('is dropped with the cart', async () => {
    const api = fakeApi();
    api.on('getCouponDiscount', { data: row() });
    const { store } = renderApp(<CartCoupon />, { store: storeWithCart() });
    type('SAVE10');
    apply();
    await screen.findByText('Coupon SAVE10 applied');
    act(() => {
      store.dispatch(cartEmptied());
    });
    expect(selectAppliedCoupon(store.getState())).toBeNull();
  });
});
