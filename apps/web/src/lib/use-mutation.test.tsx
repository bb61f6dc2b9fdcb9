import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, fakeApi, type Reply } from '../test/fake-api.ts';
import { renderAppHook } from '../test/render-app.tsx';
import { currentToasts, dismissToast } from './toast.ts';
import { useApi } from './use-api.ts';
import { useMutation } from './use-mutation.ts';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const SAVED = { data: [{ ResponseMsg: 'Saved Successfully' }] };

describe('useMutation', () => {
  it('is pending and counts in the overlay while the request runs', async () => {
    const api = fakeApi();
    const reply = deferred<Reply>();
    api.on('insertSubscriber', () => reply.promise);
    const { result, store } = renderAppHook(() =>
      useMutation('insertSubscriber', { overlay: true }),
    );
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.mutate({ SubscriberEmail: 'asha@example.in' });
    });
    expect(result.current.pending).toBe(true);
    expect(store.getState().common.requestsInFlight).toBe(1);

    reply.resolve(SAVED);
    await act(() => sent);
    expect(await sent).toMatchObject({ ok: true, data: SAVED.data });
    expect(result.current.pending).toBe(false);
    expect(store.getState().common.requestsInFlight).toBe(0);
  });

  it('marks the reads it names as out of date, only when it succeeded', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: [] });
    api.on('insertSubscriber', { status: 500 });
    const { result } = renderAppHook(() => ({
      logo: useApi('getWebsiteLogo', {}),
      subscribe: useMutation('insertSubscriber', { invalidates: ['getWebsiteLogo'] }),
    }));
    await waitFor(() => expect(result.current.logo.loading).toBe(false));

    await act(() => result.current.subscribe.mutate({ SubscriberEmail: 'a@b.in' }));
    expect(api.callsTo('getWebsiteLogo')).toHaveLength(1);

    api.on('insertSubscriber', SAVED);
    await act(() => result.current.subscribe.mutate({ SubscriberEmail: 'a@b.in' }));
    await waitFor(() => expect(api.callsTo('getWebsiteLogo')).toHaveLength(2));
  });

  it('toasts the server’s error only when asked to', async () => {
    const api = fakeApi();
    api.on('insertSubscriber', { status: 400, errorMessage: 'SubscriberEmail is invalid' });
    const { result } = renderAppHook(() => ({
      quiet: useMutation('insertSubscriber'),
      loud: useMutation('insertSubscriber', { toastOnError: true }),
    }));
    const quiet = await act(() => result.current.quiet.mutate({ SubscriberEmail: 'x' }));
    expect(quiet).toMatchObject({ ok: false, status: 400 });
    expect(currentToasts()).toEqual([]);
    await act(() => result.current.loud.mutate({ SubscriberEmail: 'x' }));
    expect(currentToasts().map((toast) => toast.text)).toEqual(['SubscriberEmail is invalid']);
  });
});
