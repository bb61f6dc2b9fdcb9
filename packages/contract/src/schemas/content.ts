// Home, static content, newsletter, contact and localization shapes.
import { z } from 'zod';
import { LANGS } from '@bazaar/i18n/text';
import { FORM_RULES } from '../validation.ts';
import { PAGE_ENTITY_ID_RANGE } from '../constants.ts';
import { isSafeLinkUrl } from '../links.ts';
import { formSchema, optionalId, requiredId, requiredInt } from './params.ts';

export const noParams = z.object({});

/** Banners and campaigns: languageCode (language.ts) answers their Arabic variants. */
export const localizedContentRequest = noParams;

export const websiteLogoRow = z.object({ AppConfigValue: z.string() });

export const paymentMethodsRequest = z.object({ ProductId: optionalId() });
export const paymentMethodRow = z.object({
  PaymentMethodId: z.number(),
  PaymentMethodName: z.string(),
  ImageUrl: z.string(),
  /**
   * Bazaar addition (issue #21): who takes an online method's payment ('sandbox', 'razorpay',
   * 'stripe', 'paypal'), so the checkout opens that provider's sheet; null for cash.
   */
  Provider: z.string().nullable().optional(),
});

/** A stored link or picture URL: http(s) or a site path, never `javascript:` or `//host`. */
export const safeUrl = z.string().refine(isSafeLinkUrl, 'must be an http(s) URL or a site path');
/** '' means none: no button link, or a stored URL the server would not hand out. */
const optionalSafeUrl = z.union([z.literal(''), safeUrl]);

export const bannerRow = z.object({
  BannerId: z.number(),
  ThemeTypeID: z.number(),
  BannerImgUrl: optionalSafeUrl,
  TopTitle: z.string(),
  MainTitle: z.string(),
  BottomTitle: z.string(),
  LeftButtonText: z.string(),
  LeftButtonUrl: optionalSafeUrl,
  RightButtonText: z.string(),
  RightButtonUrl: optionalSafeUrl,
});

export const campaignRow = z.object({
  CampaignId: z.number(),
  MainTitle: z.string(),
  DiscountTitle: z.string(),
  Body: z.string(),
  CoverPictureUrl: optionalSafeUrl,
});
export const campaignDetailRequest = z.object({ CampaignId: requiredId() });

export const subscriberRequest = formSchema(FORM_RULES.newsletter);
export const contactRequest = formSchema(FORM_RULES.contact);

// The provider's storefront sends {entityId: 78, languageCode: "ar", recordValueJson: "[]"}
// (never for English); numbers may also arrive as numeric strings.
export const localizationRequest = z.object({
  entityId: requiredInt(PAGE_ENTITY_ID_RANGE.min, PAGE_ENTITY_ID_RANGE.max),
  languageCode: z.enum(LANGS, { error: 'must be en or ar' }),
});
export const localizationLabel = z.object({ labelHtmlId: z.string(), text: z.string() });
/** The answer is one object (the provider's storefront reads `JSON.parse(data).labelsJsonData`). */
export const localizationAnswer = z.object({ labelsJsonData: z.array(localizationLabel) });

export type WebsiteLogoRow = z.infer<typeof websiteLogoRow>;
export type PaymentMethodRow = z.infer<typeof paymentMethodRow>;
export type BannerRow = z.infer<typeof bannerRow>;
export type CampaignRow = z.infer<typeof campaignRow>;
export type LocalizationLabel = z.infer<typeof localizationLabel>;
export type LocalizationAnswer = z.infer<typeof localizationAnswer>;
