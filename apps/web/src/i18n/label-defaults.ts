// English label defaults by entity, from @bazaar/i18n/labels (whose Arabic the build leaves out:
// see englishOnlyLabels in vite.config.ts). The header's, the shared and home's entities are
// bundled with the entry; every other entity's defaults load with (in parallel to) its page or
// part, so the long texts of the static pages never weigh on the home page's first load. A new
// entity in LABELS needs a loader here (the Record type says so).
import type { LABELS, LabelEntity } from '@bazaar/contract/labels';
import type { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { english } from '@bazaar/i18n/text';
import { headerTexts } from '@bazaar/i18n/labels/header';
import { commonTexts } from '@bazaar/i18n/labels/common';
import { homeTexts } from '@bazaar/i18n/labels/home';

type Defaults<E extends LabelEntity> = (typeof LABELS)[E];
// Home is the landing page: its labels ship with the entry so it renders without a wait.
type ShellEntity = 'Navbar' | 'Common' | 'Home';
type LazyEntity = Exclude<LabelEntity, ShellEntity>;

const loaded = new Map<LabelEntity, Record<string, string>>([
  ['Navbar', english(headerTexts)],
  ['Common', english(commonTexts)],
  ['Home', english(homeTexts)],
]);

const LOADERS: { [E in LazyEntity]: () => Promise<(typeof LABEL_TEXTS)[E]> } = {
  Footer: () => import('@bazaar/i18n/labels/footer').then((m) => m.footerTexts),
  BestFacilities: () =>
    import('@bazaar/i18n/labels/best-facilities').then((m) => m.bestFacilitiesTexts),
  About: () => import('@bazaar/i18n/labels/about').then((m) => m.aboutTexts),
  Faq: () => import('@bazaar/i18n/labels/faq').then((m) => m.faqTexts),
  Privacy: () => import('@bazaar/i18n/labels/privacy').then((m) => m.privacyTexts),
  ReturnRefund: () => import('@bazaar/i18n/labels/return-refund').then((m) => m.returnRefundTexts),
  TermsConditions: () => import('@bazaar/i18n/labels/terms').then((m) => m.termsTexts),
  Contact: () => import('@bazaar/i18n/labels/contact').then((m) => m.contactTexts),
  Campaign: () => import('@bazaar/i18n/labels/campaign').then((m) => m.campaignTexts),
  AllProducts: () => import('@bazaar/i18n/labels/listing').then((m) => m.listingTexts),
  ProductDetail: () =>
    import('@bazaar/i18n/labels/product-detail').then((m) => m.productDetailTexts),
  Login: () => import('@bazaar/i18n/labels/login').then((m) => m.loginTexts),
  Signup: () => import('@bazaar/i18n/labels/signup').then((m) => m.signupTexts),
  ResetPassword: () =>
    import('@bazaar/i18n/labels/reset-password').then((m) => m.resetPasswordTexts),
  UpdateProfile: () =>
    import('@bazaar/i18n/labels/update-profile').then((m) => m.updateProfileTexts),
  BecomeVendor: () => import('@bazaar/i18n/labels/become-vendor').then((m) => m.becomeVendorTexts),
  Cart: () => import('@bazaar/i18n/labels/cart').then((m) => m.cartTexts),
  Wishlist: () => import('@bazaar/i18n/labels/wishlist').then((m) => m.wishlistTexts),
  Checkout: () => import('@bazaar/i18n/labels/checkout').then((m) => m.checkoutTexts),
  CardSection: () => import('@bazaar/i18n/labels/card-section').then((m) => m.cardSectionTexts),
  OrdersHistory: () =>
    Promise.all([
      import('@bazaar/i18n/labels/orders-history'),
      import('@bazaar/i18n/labels/after-sales'),
    ]).then(([orders, afterSales]) => ({
      ...orders.ordersHistoryTexts,
      ...afterSales.afterSalesTexts,
    })),
  AddressBook: () => import('@bazaar/i18n/labels/address-book').then((m) => m.addressBookTexts),
};

const pending = new Map<LabelEntity, Promise<void>>();

/** The defaults when already available, else null (see loadLabelDefaults). */
export function labelDefaults<E extends LabelEntity>(entity: E): Defaults<E> | null {
  return (loaded.get(entity) as Defaults<E> | undefined) ?? null;
}

/** Loads an entity's defaults once; route loaders call it beside the page import. */
export function loadLabelDefaults(entity: LabelEntity): Promise<void> {
  if (loaded.has(entity)) return Promise.resolve();
  let promise = pending.get(entity);
  if (!promise) {
    const load = LOADERS[entity as LazyEntity] as () => Promise<(typeof LABEL_TEXTS)[LazyEntity]>;
    promise = load().then(
      (texts) => {
        loaded.set(entity, english(texts));
      },
      (error: unknown) => {
        pending.delete(entity);
        throw error;
      },
    );
    pending.set(entity, promise);
  }
  return promise;
}
