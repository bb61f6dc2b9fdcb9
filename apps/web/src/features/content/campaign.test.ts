import { describe, expect, it } from 'vitest';
import { firstCampaign, parseCampaignId } from './api/get-campaign.ts';
import { bodyParagraphs } from './campaign-body.ts';

const row = {
  CampaignId: 3,
  MainTitle: 'Festive Edit',
  DiscountTitle: 'Up to 40% off',
  Body: 'Silk and zari.',
  CoverPictureUrl: 'campaigns/festive.jpg',
};

describe('campaign page data', () => {
  it('accepts only whole ids above 0 from the URL', () => {
    expect(parseCampaignId('7')).toBe(7);
    for (const bad of [undefined, '', '0', '-1', '2.5', 'abc', '1e3', '99999999999999999999']) {
      expect(parseCampaignId(bad)).toBeNull();
    }
  });

  it('uses the first record and treats an empty answer as not found', () => {
    expect(firstCampaign([row, { ...row, CampaignId: 4 }])).toBe(row);
    expect(firstCampaign([])).toBeNull();
    expect(firstCampaign(null)).toBeNull();
    expect(firstCampaign([{ ...row, MainTitle: ' ' }])).toBeNull();
  });

  it('splits the plain-text body into paragraphs at blank lines, keeping markup as text', () => {
    expect(bodyParagraphs('One\r\n\r\nTwo\nstill two\n\n\n<b>Three</b>  ')).toEqual([
      'One',
      'Two\nstill two',
      '<b>Three</b>',
    ]);
    expect(bodyParagraphs('')).toEqual([]);
    expect(bodyParagraphs(null)).toEqual([]);
  });
});
