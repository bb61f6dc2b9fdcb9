import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi, type Reply } from '../../test/fake-api.ts';
import { renderAppHook } from '../../test/render-app.tsx';
import { usePlaceOrder, type OrderDraft } from './use-place-order.ts';

const DRAFT: OrderDraft = {
  UserID: 7,
  OrderNote: 'Leave at the door',
  cartJsonData: '[{"ProductId":3,"productSelectedAttributes":[],"Quantity":1}]',
  CouponCode: '',
  PaymentMethod: '6',
};
const PLACED = {
  data: [{ ResponseMsg: 'Order Placed Successfully', OrderId: 1, OrderNumber: 'BZ-1' }],
};

const keyOf = (call: { headers: Headers } | undefined) => call?.headers.get('Idempotency-Key');
const paramsOf = (call: { params: unknown } | undefined) => call?.params;

describe('usePlaceOrder', () => {
  it('sends the same request with the same Idempotency-Key again after a network error', async () => {
    const api = fakeApi();
    api.on('postCustomerOrder', () => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderAppHook(() => usePlaceOrder());
    const lost = await act(() => result.current.place(DRAFT, { paymentToken: 'tok_1' }));
    expect(lost).toMatchObject({ placed: false, result: { ok: false, status: 0 } });
    expect(result.current.hasOpenAttempt(DRAFT)).toBe(true);

    api.on('postCustomerOrder', PLACED);
    // The retry brings no new payment: the first one's token goes again.
    const retried = await act(() => result.current.place(DRAFT));
    expect(retried).toEqual({ placed: true, orderNumber: 'BZ-1' });

    const [first, second] = api.callsTo('postCustomerOrder');
    expect(keyOf(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(second)).toBe(keyOf(first));
    expect(paramsOf(second)).toEqual(paramsOf(first));
    expect(paramsOf(second)).toMatchObject({ paymentToken: 'tok_1', IdempotencyKey: keyOf(first) });
    expect(result.current.hasOpenAttempt(DRAFT)).toBe(false);
  });

  it('starts a new attempt with a new key after a definite answer', async () => {
    const api = fakeApi();
    // A shopper outcome: HTTP 200 with statusCode 501 (wire contract).
    api.on('postCustomerOrder', {
      status: 501,
      httpStatus: 200,
      errorMessage: 'Only 2 left of Silk Scarf',
    });
    const { result } = renderAppHook(() => usePlaceOrder());
    const refused = await act(() => result.current.place(DRAFT));
    expect(refused).toMatchObject({
      placed: false,
      result: { ok: false, errorMessage: 'Only 2 left of Silk Scarf' },
    });
    expect(result.current.hasOpenAttempt(DRAFT)).toBe(false);

    await act(() => result.current.place(DRAFT));
    const [first, second] = api.callsTo('postCustomerOrder');
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('does not reuse an unanswered attempt for a changed cart', async () => {
    const api = fakeApi();
    api.on('postCustomerOrder', { status: 503, errorMessage: 'busy' });
    const { result } = renderAppHook(() => usePlaceOrder());
    await act(() => result.current.place(DRAFT));
    const changed = {
      ...DRAFT,
      cartJsonData: DRAFT.cartJsonData.replace('"Quantity":1', '"Quantity":2'),
    };
    expect(result.current.hasOpenAttempt(changed)).toBe(false);
    await act(() => result.current.place(changed));
    const [first, second] = api.callsTo('postCustomerOrder');
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('keeps the unanswered attempt across a reload: the same cart paid again reuses its key', async () => {
    const api = fakeApi();
    api.on('postCustomerOrder', () => {
      throw new TypeError('Failed to fetch');
    });
    const before = renderAppHook(() => usePlaceOrder());
    await act(() => before.result.current.place(DRAFT, { paymentToken: 'tok_1' }));
    before.unmount();

    // A new page (the reload): another payment, another note, the same cart and coupon.
    api.on('postCustomerOrder', PLACED);
    const after = renderAppHook(() => usePlaceOrder());
    const again = { ...DRAFT, OrderNote: 'Ring twice', PaymentMethod: '5' as const };
    await act(() => after.result.current.place(again, { paymentToken: 'tok_2' }));
    const [first, second] = api.callsTo('postCustomerOrder');
    expect(keyOf(second)).toBe(keyOf(first));
    expect(paramsOf(second)).toMatchObject({ paymentToken: 'tok_2', IdempotencyKey: keyOf(first) });
    // Placed: the attempt is forgotten, the next order of this cart is a new one.
    await act(() => after.result.current.place(again, { paymentToken: 'tok_3' }));
    expect(keyOf(api.callsTo('postCustomerOrder')[2])).not.toBe(keyOf(first));
  });

  it('sends one request for two submits in the same moment, and is pending meanwhile', async () => {
    const api = fakeApi();
    const reply = deferred<Reply>();
    api.on('postCustomerOrder', () => reply.promise);
    const { result } = renderAppHook(() => usePlaceOrder());
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.place(DRAFT);
      second = result.current.place(DRAFT);
    });
    expect(result.current.pending).toBe(true);
    expect(await second).toEqual({ placed: false, key: '', result: null });
    reply.resolve(PLACED);
    await act(() => first);
    expect(api.callsTo('postCustomerOrder')).toHaveLength(1);
    expect(result.current.pending).toBe(false);
  });
});
