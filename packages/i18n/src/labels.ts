// The labels of Bazaar's storefront by page entity (one file per entity under labels/), English
// and Arabic side by side. The server seeds both into its localization table; the web app bundles
// only the English defaults and reads other languages from the localization endpoint (spec §7).
// The header's labels are the Navbar entity's.
import type { Texts } from './text.ts';
import { headerTexts } from './labels/header.ts';
import { footerTexts } from './labels/footer.ts';
import { commonTexts } from './labels/common.ts';
import { bestFacilitiesTexts } from './labels/best-facilities.ts';
import { homeTexts } from './labels/home.ts';
import { aboutTexts } from './labels/about.ts';
import { faqTexts } from './labels/faq.ts';
import { privacyTexts } from './labels/privacy.ts';
import { returnRefundTexts } from './labels/return-refund.ts';
import { termsTexts } from './labels/terms.ts';
import { contactTexts } from './labels/contact.ts';
import { campaignTexts } from './labels/campaign.ts';
import { listingTexts } from './labels/listing.ts';
import { productDetailTexts } from './labels/product-detail.ts';
import { loginTexts } from './labels/login.ts';
import { signupTexts } from './labels/signup.ts';
import { resetPasswordTexts } from './labels/reset-password.ts';
import { updateProfileTexts } from './labels/update-profile.ts';
import { becomeVendorTexts } from './labels/become-vendor.ts';
import { cartTexts } from './labels/cart.ts';
import { wishlistTexts } from './labels/wishlist.ts';
import { checkoutTexts } from './labels/checkout.ts';
import { cardSectionTexts } from './labels/card-section.ts';
import { ordersHistoryTexts } from './labels/orders-history.ts';
import { addressBookTexts } from './labels/address-book.ts';
import { afterSalesTexts } from './labels/after-sales.ts';

/** By page entity name (PAGE_ENTITY in @bazaar/contract/constants gives the ids). */
export const LABEL_TEXTS = {
  Navbar: headerTexts,
  Footer: footerTexts,
  Common: commonTexts,
  BestFacilities: bestFacilitiesTexts,
  Home: homeTexts,
  About: aboutTexts,
  Faq: faqTexts,
  Privacy: privacyTexts,
  ReturnRefund: returnRefundTexts,
  TermsConditions: termsTexts,
  Contact: contactTexts,
  Campaign: campaignTexts,
  AllProducts: listingTexts,
  ProductDetail: productDetailTexts,
  Login: loginTexts,
  Signup: signupTexts,
  ResetPassword: resetPasswordTexts,
  UpdateProfile: updateProfileTexts,
  BecomeVendor: becomeVendorTexts,
  Cart: cartTexts,
  Wishlist: wishlistTexts,
  Checkout: checkoutTexts,
  CardSection: cardSectionTexts,
  // The order page's after-sales controls are read with the orders' labels.
  OrdersHistory: { ...ordersHistoryTexts, ...afterSalesTexts },
  AddressBook: addressBookTexts,
} as const satisfies Readonly<Record<string, Texts>>;
