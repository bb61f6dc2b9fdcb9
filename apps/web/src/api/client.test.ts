import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { currentToasts, dismissToast } from '../lib/toast.ts';
import { callApi, onUnauthorized } from './client.ts';

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
    window.history.replaceState(null, '', '/');
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

  it('sends the shopper’s languageCode with every call', async () => {
    window.history.replaceState(null, '', '/ar/contact-us');
    answer(200, envelope(200));
    await callApi('getCategoriesList', {});
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ requestParameters: { languageCode: 'ar' } });
  });

  it('says a failure from its messageId and messageParams, not from its English', async () => {
    window.history.replaceState(null, '', '/ar/contact-us');
    answer(
      200,
      envelope(501, {
        errorMessage: 'Only 2 left of Kurta. Please lower the quantity and try again.',
        messageId: 'onlyLeft',
        messageParams: { n: 2, product: 'كرتة' },
      }),
    );
    const short = await callApi('getCategoriesList', {});
    expect(short).toMatchObject({
      ok: false,
      errorMessage: 'تبقّى 2 فقط من كرتة. يرجى تقليل الكمية ثم المحاولة مرة أخرى.',
    });

    // No id (an older server), or one this build does not know: the server's text as written.
    answer(200, envelope(204, { errorMessage: 'Email is required' }));
    const unnamed = await callApi('insertSubscriber', { SubscriberEmail: '' });
    expect(unnamed).toMatchObject({ ok: false, errorMessage: 'Email is required' });
    const later = { errorMessage: 'مرحبا', messageId: 'notYetInvented' } as unknown as Envelope;
    answer(200, envelope(501, later));
    expect(await callApi('getCategoriesList', {})).toMatchObject({ errorMessage: 'مرحبا' });
  });

  it("says its own failures in the shopper's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await callApi('getCategoriesList', {})).toMatchObject({
      errorMessage: 'An error occurred. Please try again!',
    });
    window.history.replaceState(null, '', '/ar/');
    expect(await callApi('getCategoriesList', {})).toMatchObject({
      errorMessage: 'حدث خطأ. يرجى المحاولة مرة أخرى!',
    });
  });

  it('treats a malformed request (HTTP 400) as a failure', async () => {
    answer(400, envelope(400, { errorMessage: 'PageSize: must be at most 100' }));
    const result = await callApi('getCategoriesList', { PageSize: 500 });
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  const profile = {
    UserID: 7,
    FirstName: 'Asha',
    LastName: 'Verma',
    AddressLineOne: '12 MG Road',
    MobileNo: '',
    PostalCode: '',
  };

  it('tells the session guard about a 401 and leaves the shopper-facing message to it', async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    try {
      answer(401, envelope(401, { errorMessage: SERVER_ERRORS.unauthorized, data: '' }));
      const result = await callApi('updateProfile', profile, { toastOnError: true });
      expect(result).toMatchObject({ ok: false, status: 401 });
      expect(heard).toHaveBeenCalledTimes(1);
      // No toast of the server's text: the guard says 'Your session has ended…' in its place.
      expect(currentToasts()).toEqual([]);

      answer(200, envelope(501, { errorMessage: 'Invalid coupon code!' }));
      await callApi('getCouponDiscount', { CouponCode: 'X', cartJsonData: '[]' });
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      for (const toast of currentToasts()) dismissToast(toast.id);
    }
    answer(401, envelope(401, { errorMessage: SERVER_ERRORS.unauthorized, data: '' }));
    await callApi('updateProfile', profile);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("takes a call's error toast away when a later call to the same endpoint succeeds", async () => {
    try {
      answer(200, envelope(204, { errorMessage: 'Email is required', data: '[]' }));
      await callApi('insertSubscriber', { SubscriberEmail: '' }, { toastOnError: true });
      answer(200, envelope(501, { errorMessage: 'Invalid coupon code!' }));
      await callApi(
        'getCouponDiscount',
        { CouponCode: 'X', cartJsonData: '[]' },
        { toastOnError: true },
      );
      expect(currentToasts().map((toast) => toast.text)).toEqual([
        'Email is required',
        'Invalid coupon code!',
      ]);

      answer(200, envelope(200, { data: '[{"ResponseMsg":"Saved Successfully"}]' }));
      await callApi('insertSubscriber', { SubscriberEmail: 'a@b.co' });
      // Only the newsletter's own stale error goes; the coupon's is another action's.
      expect(currentToasts().map((toast) => toast.text)).toEqual(['Invalid coupon code!']);
    } finally {
      for (const toast of currentToasts()) dismissToast(toast.id);
    }
  });
});
