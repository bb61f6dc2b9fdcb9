import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@bazaar/contract/envelope';
import { callApi } from './client.ts';

const envelope = (statusCode: number, parts: Partial<Envelope> = {}): Envelope => ({
  statusCode,
  statusMessage: '',
  message: '',
  errorMessage: '',
  isAuthorized: true,
  data: '[]',
  ...parts,
});

function answer(httpStatus: number, body: Envelope): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: httpStatus }))),
  );
}

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the parsed data of a statusCode 200 answer', async () => {
    answer(200, envelope(200, { data: '[{"ResponseMsg":"Saved Successfully"}]' }));
    const result = await callApi('insertSubscriber', { SubscriberEmail: 'a@b.co' });
    expect(result).toMatchObject({ ok: true, data: [{ ResponseMsg: 'Saved Successfully' }] });
  });

  it('treats a validation outcome (HTTP 200, statusCode 204) as a failure with its message', async () => {
    answer(200, envelope(204, { errorMessage: 'Email is required', data: '[]' }));
    const result = await callApi('insertSubscriber', { SubscriberEmail: '' });
    expect(result).toMatchObject({ ok: false, status: 204, errorMessage: 'Email is required' });
  });

  it('treats a failure outcome (statusCode 501) as a failure', async () => {
    answer(200, envelope(501, { errorMessage: 'Invalid coupon code!' }));
    const result = await callApi('getCouponDiscount', { CouponCode: 'X', cartJsonData: '[]' });
    expect(result).toMatchObject({ ok: false, status: 501, errorMessage: 'Invalid coupon code!' });
  });

  it('treats a malformed request (HTTP 400) as a failure', async () => {
    answer(400, envelope(400, { errorMessage: 'PageSize: must be at most 100' }));
    const result = await callApi('getCategoriesList', { PageSize: 500 });
    expect(result).toMatchObject({ ok: false, status: 400 });
  });
});
