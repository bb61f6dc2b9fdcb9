// GET_WEB_CAMPAIGN_DETAIL: the first record is the campaign (spec §7).
import type { LanguageCode } from '@bazaar/contract/constants';
import type { CampaignRow } from '@bazaar/contract/schemas/content';
import { callApi } from '../../../api/client.ts';

export type CampaignResult =
  { status: 'found'; campaign: CampaignRow } | { status: 'not-found' } | { status: 'error' };

/** A usable id is a whole number above 0; anything else is a missing campaign, not a request. */
export function parseCampaignId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The first record with a title, or null. */
export function firstCampaign(rows: readonly CampaignRow[] | null | undefined): CampaignRow | null {
  const first = rows?.[0];
  return first && typeof first.MainTitle === 'string' && first.MainTitle.trim() ? first : null;
}

/** The campaign in the shopper's language (the server falls back to English). */
export async function getCampaign(
  campaignId: number,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<CampaignResult> {
  const params = { CampaignId: campaignId, languageCode: lang };
  const result = await callApi('getCampaignDetail', params, { signal });
  if (!result.ok) {
    // 404 and 400 (an id the server rejects) both mean there is no such campaign to show.
    if (result.status === 404 || result.status === 400) return { status: 'not-found' };
    return { status: 'error' };
  }
  const campaign = firstCampaign(result.data);
  return campaign ? { status: 'found', campaign } : { status: 'not-found' };
}
