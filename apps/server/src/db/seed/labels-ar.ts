// Arabic translations of every label of Bazaar's storefront (@bazaar/contract/labels), by page
// entity id.
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { headerArabic } from './labels-ar/header.ts';
import { footerArabic } from './labels-ar/footer.ts';
import { commonArabic } from './labels-ar/common.ts';
import { bestFacilitiesArabic } from './labels-ar/best-facilities.ts';
import { homeArabic } from './labels-ar/home.ts';
import { aboutArabic } from './labels-ar/about.ts';
import { faqArabic } from './labels-ar/faq.ts';
import { privacyArabic } from './labels-ar/privacy.ts';
import { returnRefundArabic } from './labels-ar/return-refund.ts';
import { termsArabic } from './labels-ar/terms.ts';
import { contactArabic } from './labels-ar/contact.ts';
import { campaignArabic } from './labels-ar/campaign.ts';

export const ARABIC_LABELS: Record<number, Record<string, string>> = {
  [PAGE_ENTITY.Navbar]: headerArabic,
  [PAGE_ENTITY.Footer]: footerArabic,
  [PAGE_ENTITY.Common]: commonArabic,
  [PAGE_ENTITY.BestFacilities]: bestFacilitiesArabic,
  [PAGE_ENTITY.Home]: homeArabic,
  [PAGE_ENTITY.About]: aboutArabic,
  [PAGE_ENTITY.Faq]: faqArabic,
  [PAGE_ENTITY.Privacy]: privacyArabic,
  [PAGE_ENTITY.ReturnRefund]: returnRefundArabic,
  [PAGE_ENTITY.TermsConditions]: termsArabic,
  [PAGE_ENTITY.Contact]: contactArabic,
  [PAGE_ENTITY.Campaign]: campaignArabic,
};
