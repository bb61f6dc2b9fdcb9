// English defaults of every translatable label of Bazaar's storefront, by page entity (one file
// per entity under labels/). Arabic lives in the server's seeded localization data; a server test
// checks that every label here has an Arabic translation. The header's labels are the Navbar
// entity's (77).
import type { PageEntityName } from './constants.ts';
import { headerLabels } from './labels/header.ts';
import { footerLabels } from './labels/footer.ts';
import { commonLabels } from './labels/common.ts';
import { bestFacilitiesLabels } from './labels/best-facilities.ts';
import { homeLabels } from './labels/home.ts';
import { aboutLabels } from './labels/about.ts';
import { faqLabels } from './labels/faq.ts';
import { privacyLabels } from './labels/privacy.ts';
import { returnRefundLabels } from './labels/return-refund.ts';
import { termsLabels } from './labels/terms.ts';
import { contactLabels } from './labels/contact.ts';
import { campaignLabels } from './labels/campaign.ts';

export const LABELS = {
  Navbar: headerLabels,
  Footer: footerLabels,
  Common: commonLabels,
  BestFacilities: bestFacilitiesLabels,
  Home: homeLabels,
  About: aboutLabels,
  Faq: faqLabels,
  Privacy: privacyLabels,
  ReturnRefund: returnRefundLabels,
  TermsConditions: termsLabels,
  Contact: contactLabels,
  Campaign: campaignLabels,
} as const satisfies Partial<Record<PageEntityName, Record<string, string>>>;

export type LabelEntity = keyof typeof LABELS;
export type LabelId<E extends LabelEntity> = keyof (typeof LABELS)[E] & string;
