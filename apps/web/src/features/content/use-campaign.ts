// Loads a campaign for the page, with the loading overlay up meanwhile; an invalid id is
// "not found" straight away, without a request.
import { useCallback, useEffect, useState } from 'react';
import type { LanguageCode } from '@bazaar/contract/constants';
import { useAppDispatch } from '../../app/hooks.ts';
import { setLoading } from '../../app/common-slice.ts';
import { getCampaign, parseCampaignId, type CampaignResult } from './api/get-campaign.ts';

export type CampaignState = CampaignResult | { status: 'loading' };

export function useCampaign(rawId: string | undefined, lang: LanguageCode) {
  const dispatch = useAppDispatch();
  const campaignId = parseCampaignId(rawId);
  const key = `${campaignId ?? 'none'}:${lang}`;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; result: CampaignResult } | null>(null);

  useEffect(() => {
    if (campaignId === null) return;
    const controller = new AbortController();
    dispatch(setLoading(true));
    const settle = (result: CampaignResult) => {
      if (controller.signal.aborted) return;
      setLoaded({ key, result });
      dispatch(setLoading(false));
    };
    getCampaign(campaignId, lang, controller.signal).then(settle, () =>
      settle({ status: 'error' }),
    );
    // An abandoned request (new id, unmount) must not leave the overlay up.
    return () => {
      controller.abort();
      dispatch(setLoading(false));
    };
  }, [campaignId, lang, key, attempt, dispatch]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  let state: CampaignState;
  if (campaignId === null) state = { status: 'not-found' };
  else if (loaded?.key === key) state = loaded.result;
  else state = { status: 'loading' };
  return { state, retry };
}
