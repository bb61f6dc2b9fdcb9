// GET_WEB_CAMPAIGN_DETAIL: the first record is the campaign (spec §7). Read by use-campaign.ts.
import type { CampaignRow } from '@bazaar/contract/schemas/content';

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

/** What the page shows for GET_WEB_CAMPAIGN_DETAIL's answer (or its failure). */
export function campaignResult(
  rows: readonly CampaignRow[] | undefined,
  error: { status: number } | undefined,
): CampaignResult {
  // 404 and 400 (an id the server rejects) both mean there is no such campaign to show.
  if (error)
    return error.status === 404 || error.status === 400
      ? { status: 'not-found' }
      : { status: 'error' };
  const campaign = firstCampaign(rows);
  return campaign ? { status: 'found', campaign } : { status: 'not-found' };
}
