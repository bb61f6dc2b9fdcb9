// Loads a campaign for the page, with the loading overlay up meanwhile; an invalid id is
// "not found" straight away, without a request.
import type { Lang } from '@bazaar/i18n/text';
import { useApi } from '../../lib/use-api.ts';
import { campaignResult, parseCampaignId, type CampaignResult } from './api/get-campaign.ts';

export type CampaignState = CampaignResult | { status: 'loading' };

export function useCampaign(rawId: string | undefined, lang: Lang) {
  const campaignId = parseCampaignId(rawId);
  // The campaign in the shopper's language (the server falls back to English).
  const answer = useApi(
    'getCampaignDetail',
    { CampaignId: campaignId ?? 0, languageCode: lang },
    { enabled: campaignId !== null, overlay: true },
  );

  let state: CampaignState;
  if (campaignId === null) state = { status: 'not-found' };
  else if (answer.loading) state = { status: 'loading' };
  else state = campaignResult(answer.data, answer.error);
  return { state, retry: answer.refetch };
}
