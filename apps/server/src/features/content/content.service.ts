// The content rules: stored content mapped to the spec's row shapes (§3), Arabic variants when
// asked, and the newsletter and contact form writes.
import type { Kysely, Selectable } from 'kysely';
import type { Lang } from '@bazaar/i18n/text';
import { PAYMENT_PROVIDER_METHOD_NAMES } from '@bazaar/i18n/payment-provider-texts';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { safeLinkOrEmpty } from '@bazaar/contract/links';
import type { BannerRow, CampaignRow, PaymentMethodRow } from '@bazaar/contract/schemas/content';
import type { Database } from '../../db/schema.ts';
import type { BannersTable, CampaignsTable } from '../../db/tables/content.ts';
import * as repository from './content.repository.ts';

/** The Arabic variant when the shopper reads Arabic and one exists, else the English text. */
export function pickText(
  lang: Lang | undefined,
  english: string | null,
  arabic: string | null,
): string {
  return (lang === 'ar' && arabic ? arabic : english) ?? '';
}

// URLs are checked when stored (seed, contract schemas) and again here, so a row written by
// any other means still never hands a storefront a `javascript:` link: an unsafe one is ''.
export function toBannerRow(banner: Selectable<BannersTable>, lang?: Lang): BannerRow {
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

export function toCampaignRow(campaign: Selectable<CampaignsTable>, lang?: Lang): CampaignRow {
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

const SAVED = [{ ResponseMsg: RESPONSE_MSG.saved }];

export async function websiteLogo(db: Kysely<Database>) {
  const logo = await repository.findWebsiteLogo(db);
  return logo ? [{ AppConfigValue: logo }] : [];
}

/** The provider serving each online method (PAYMENT_CARD_PROVIDER, PAYMENT_WALLET_PROVIDER). */
export interface MethodProviders {
  card: string;
  wallet: string;
}

const METHOD_KIND: Readonly<Record<number, 'card' | 'wallet'>> = {
  [PAYMENT_METHOD.Card]: 'card',
  [PAYMENT_METHOD.OnlineWallet]: 'wallet',
};

/** The shop's methods, an online one named by the provider that serves it when it is real. */
export async function paymentMethods(
  db: Kysely<Database>,
  lang?: Lang,
  providers: MethodProviders = { card: 'sandbox', wallet: 'sandbox' },
): Promise<PaymentMethodRow[]> {
  const methods = await repository.findPaymentMethods(db);
  return methods.map((method) => {
    const kind = METHOD_KIND[method.id];
    const named = kind ? PAYMENT_PROVIDER_METHOD_NAMES[providers[kind]]?.[kind] : undefined;
    return {
      PaymentMethodId: method.id,
      PaymentMethodName: named
        ? named[lang ?? 'en']
        : (lang === 'ar' && method.name_ar) || method.name,
      ImageUrl: method.image_url,
      Provider: kind ? providers[kind] : null,
    };
  });
}

export async function homeBanners(db: Kysely<Database>, lang?: Lang) {
  const banners = await repository.findHomeBanners(db);
  return banners.map((banner) => toBannerRow(banner, lang));
}

/** Every campaign, or the one asked for. */
export async function campaigns(db: Kysely<Database>, lang?: Lang, campaignId?: number) {
  const rows = await repository.findCampaigns(db, campaignId);
  return rows.map((campaign) => toCampaignRow(campaign, lang));
}

export async function subscribe(db: Kysely<Database>, email: string) {
  await repository.insertSubscriber(db, normalizeEmail(email));
  return SAVED;
}

export interface ContactMessage {
  FullName: string;
  Email: string;
  PhoneNumber: string;
  Subject: string;
  Message: string;
}

export async function sendContactMessage(db: Kysely<Database>, message: ContactMessage) {
  await repository.insertContactMessage(db, {
    fullName: message.FullName,
    email: message.Email,
    phoneNumber: message.PhoneNumber,
    subject: message.Subject,
    message: message.Message,
  });
  return SAVED;
}
