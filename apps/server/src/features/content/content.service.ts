// Maps stored content to the spec's row shapes (§3), choosing Arabic variants when asked.
import type { LanguageCode } from '@bazaar/contract/constants';
import { safeLinkOrEmpty } from '@bazaar/contract/links';
import type { BannerRow, CampaignRow } from '@bazaar/contract/schemas/content';
import type { Selectable } from 'kysely';
import type { BannersTable, CampaignsTable } from '../../db/tables/content.ts';

/** The Arabic variant when the shopper reads Arabic and one exists, else the English text. */
export function pickText(
  lang: LanguageCode | undefined,
  english: string | null,
  arabic: string | null,
): string {
  return (lang === 'ar' && arabic ? arabic : english) ?? '';
}

// URLs are checked when stored (seed, contract schemas) and again here, so a row written by
// any other means still never hands a storefront a `javascript:` link: an unsafe one is ''.
export function toBannerRow(banner: Selectable<BannersTable>, lang?: LanguageCode): BannerRow {
  return {
    BannerId: banner.id,
    ThemeTypeID: banner.theme_type_id,
    BannerImgUrl: safeLinkOrEmpty(banner.image_url),
    TopTitle: pickText(lang, banner.top_title, banner.top_title_ar),
    MainTitle: pickText(lang, banner.main_title, banner.main_title_ar),
    BottomTitle: pickText(lang, banner.bottom_title, banner.bottom_title_ar),
    LeftButtonText: pickText(lang, banner.left_button_text, banner.left_button_text_ar),
    LeftButtonUrl: safeLinkOrEmpty(banner.left_button_url),
    RightButtonText: pickText(lang, banner.right_button_text, banner.right_button_text_ar),
    RightButtonUrl: safeLinkOrEmpty(banner.right_button_url),
  };
}

export function toCampaignRow(
  campaign: Selectable<CampaignsTable>,
  lang?: LanguageCode,
): CampaignRow {
  return {
    CampaignId: campaign.id,
    MainTitle: pickText(lang, campaign.main_title, campaign.main_title_ar),
    DiscountTitle: pickText(lang, campaign.discount_title, campaign.discount_title_ar),
    Body: pickText(lang, campaign.body, campaign.body_ar),
    CoverPictureUrl: safeLinkOrEmpty(campaign.cover_picture_url),
  };
}

/** Subscriber addresses are compared case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
