import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAppHook } from '../../test/render-app.tsx';
import { useCampaign } from './use-campaign.ts';

const FESTIVE = {
  CampaignId: 3,
  MainTitle: 'Festive Edit',
  DiscountTitle: 'Up to 40% off',
  Body: 'Silk and zari.',
  CoverPictureUrl: 'campaigns/festive.jpg',
};

describe('useCampaign', () => {
  it('loads the campaign in the shopper’s language with the overlay up', async () => {
    const api = fakeApi();
    api.on('getCampaignDetail', { data: [FESTIVE] });
    const { result, store } = renderAppHook(() => useCampaign('3', 'ar'));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(store.getState().common.requestsInFlight).toBe(1);
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'found', campaign: FESTIVE }),
    );
    expect(store.getState().common.requestsInFlight).toBe(0);
    expect(api.calls[0]?.params).toEqual({ CampaignId: 3, languageCode: 'ar' });
  });

  it('is not found at once for an id that cannot exist, without a request', () => {
    const api = fakeApi();
    const { result, store } = renderAppHook(() => useCampaign('abc', 'en'));
    expect(result.current.state).toEqual({ status: 'not-found' });
    expect(api.calls).toHaveLength(0);
    expect(store.getState().common.requestsInFlight).toBe(0);
  });

  it('is not found for a 404 or an empty answer; an error otherwise, with a retry', async () => {
    const api = fakeApi();
    api.on('getCampaignDetail', { status: 404 });
    const missing = renderAppHook(() => useCampaign('8', 'en'));
    await waitFor(() => expect(missing.result.current.state).toEqual({ status: 'not-found' }));

    api.on('getCampaignDetail', { status: 500 });
    const broken = renderAppHook(() => useCampaign('9', 'en'));
    await waitFor(() => expect(broken.result.current.state).toEqual({ status: 'error' }));
    api.on('getCampaignDetail', { data: [FESTIVE] });
    act(() => broken.result.current.retry());
    expect(broken.result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(broken.result.current.state.status).toBe('found'));
  });
});
