// Business constants of spec §9 and endpoints.md, shared by the web app and the server.
import { LANGS, type Lang } from '@bazaar/i18n/text';

/** Language ids of the localization table: one for each language @bazaar/i18n writes. */
export const LANGUAGES = { en: 1, ar: 2 } as const satisfies Record<Lang, number>;
export const DEFAULT_LANGUAGE: Lang = 'en';
export const RTL_LANGUAGES: readonly Lang[] = ['ar'];

export function isLanguageCode(value: unknown): value is Lang {
  return LANGS.some((lang) => lang === value);
}

export const ORDER_STATUS = {
  Active: 1,
  InProgress: 2,
  Completed: 3,
  Returned: 4,
  Refunded: 5,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;

export const PAYMENT_METHOD = { OnlineWallet: 2, Card: 5, CashOnDelivery: 6 } as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = PAYMENT_METHOD.Card;

/** Product attribute kinds (ProductAttributeID) and how an AdditionalPrice applies. */
export const ATTRIBUTE_KIND = { Color: 1, Size: 2 } as const;
export const ATTRIBUTE_PRICE_TYPE = { FixedValue: 1, Percentage: 2 } as const;

/** Only banners of this theme are shown on home. */
export const HOME_BANNER_THEME_TYPE_ID = 1;

/** Unselected country, state or city. */
export const LOCATION_NOT_SELECTED = -999;

/**
 * Localization page entity ids. 57–94 are the provider's table, which its storefront asks for
 * exactly (endpoints.md); the entities only Bazaar needs take the free 93 and 95+.
 * Bazaar's own header is the Navbar entity: the provider's Navbar reads no labels of its own.
 */
export const PAGE_ENTITY = {
  About: 57,
  Campaign: 58,
  Cart: 59,
  Checkout: 60,
  Contact: 61,
  Faq: 62,
  Home: 63,
  Login: 64,
  ResetPassword: 65,
  AllProducts: 66,
  ProductDetail: 67,
  OrdersHistory: 68,
  Signup: 69,
  UpdateProfile: 70,
  CardSection: 71,
  CheckoutStripForm: 72,
  OrderSummary: 73,
  BannerSlider: 74,
  Footer: 75,
  MegaMenu: 76,
  Navbar: 77,
  TopHeader: 78,
  LoginUserModal: 79,
  Wishlist: 80,
  NewProducts: 81,
  PopularProducts: 82,
  ProductsFilterOptions: 83,
  ProductsGridTypeOne: 84,
  ProductVariants: 85,
  RelatedProducts: 86,
  BestFacilities: 87,
  CompaignSection: 88,
  PopularCategories: 89,
  SiteLeftSidebarFilter: 90,
  SizeGuide: 91,
  SubscribeNewsLetter: 92,
  Common: 93,
  BecomeVendor: 94,
  Privacy: 95,
  ReturnRefund: 96,
  TermsConditions: 97,
  AddressBook: 98,
} as const;
export type PageEntityName = keyof typeof PAGE_ENTITY;
export type PageEntityId = (typeof PAGE_ENTITY)[PageEntityName];
export const PAGE_ENTITY_ID_RANGE = { min: 57, max: 98 } as const;

export const PAGE_SIZES = {
  /** Category, size, manufacturer and tag lists. */
  lookups: 100,
  homeProducts: 20,
  sidebarPopular: 10,
  related: 20,
  listingDefault: 9,
  listingOptions: [9, 18, 27, 36, 45, 54, 100],
  /** Upper bound the server accepts for any list. */
  max: 100,
} as const;

export const SORT_OPTIONS = [
  { value: '', labelId: 'lbl_sort_featured', label: 'Featured' },
  { value: 'Price ASC', labelId: 'lbl_sort_price_asc', label: 'Price: Low to High' },
  { value: 'Price DESC', labelId: 'lbl_sort_price_desc', label: 'Price: High to Low' },
  { value: 'Date DESC', labelId: 'lbl_sort_newest', label: 'Newest first' },
  { value: 'Date ASC', labelId: 'lbl_sort_oldest', label: 'Oldest first' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const PRICE_BANDS = [
  { min: 10, max: 100 },
  { min: 100, max: 200 },
  { min: 200, max: 300 },
  { min: 300, max: 400 },
  { min: 400, max: 500 },
  { min: 500, max: 600 },
  { min: 600, max: 1_000_000_000 },
] as const;

/**
 * Deviation #9: the listing's price bands in rupees, as MinPrice/MaxPrice of the listing
 * (inclusive; each band ends a paisa below the next), counted by get-product-facets.
 */
export const FACET_PRICE_BANDS = [
  { min: 0, max: 499.99 },
  { min: 500, max: 999.99 },
  { min: 1000, max: 1999.99 },
  { min: 2000, max: 4999.99 },
  { min: 5000, max: 1_000_000_000 },
] as const;

export const RATING = { min: 1, max: 5 } as const;

/**
 * A review's photos (issue #20 §5): how many, and the largest upload of each. They travel as
 * base64 in the JSON envelope (docs/wire-contract.md "Review photos").
 */
export const REVIEW_PHOTOS = { max: 3, maxMegabytes: 5 } as const;
/** Characters of base64 that carry REVIEW_PHOTOS.maxMegabytes. */
export const REVIEW_PHOTO_BASE64_MAX =
  Math.ceil((REVIEW_PHOTOS.maxMegabytes * 1024 * 1024) / 3) * 4;

export const QUANTITY = { min: 1, max: 10 } as const;

/** The product page says 'Only {n} left' at this stock or below (Bazaar). */
export const LOW_STOCK_THRESHOLD = 5;

export const TRUNCATE = {
  default: 50,
  productCard: 45,
  productCheckout: 50,
  productCart: 80,
  categoryName: 30,
  popularCategoryBox: 27,
  sizeName: 30,
  tagName: 30,
  wishlistName: 30,
  campaignDiscountTitle: 30,
  shortDescription: 103,
  reviewBody: 500,
} as const;

/** Milliseconds unless named otherwise. */
export const TIMING = {
  loadingIndicator: 2000,
  stickyThresholdPx: 170,
  toastAutoClose: 5000,
  redirectAfterSuccess: 1000,
  cartTotalsUpdate: 500,
  wishlistContinue: 500,
  pageChangeReload: 200,
  productScrollTop: 500,
  walletCapturePost: 500,
  persistTimeout: 5000,
  bannerSpeed: 750,
  bannerDelay: 500,
  chunkLoadTimeout: 120_000,
} as const;

export const LOADING_OVERLAY_Z_INDEX = 20000;

export const SEARCH_MIN_LENGTH = 2;

export const CURRENCY = { code: 'INR', symbol: '₹', locale: 'en-IN', decimals: 2 } as const;

export const PASSWORD_LENGTH = { min: 8, max: 150 } as const;
export const OTP_LENGTH = { min: 5, max: 15 } as const;
/** The optional contact fields of signup, profile and seller requests: lengths, no §5 rule. */
export const ADDRESS_FIELD_MAX = { MobileNo: 20, PostalCode: 20 } as const;
export const COUPON_CODE_MAX = 30;

/** Names and hours are texts: labels lbl_contact_office_* and lbl_contact_hours_value. */
export const CONTACT_INFO = {
  offices: [
    {
      labelId: 'lbl_contact_office_india',
      address: '14 Linking Road, Bandra West, Mumbai, Maharashtra 400050, India',
      phone: '+91 22 4000 7000',
    },
    {
      labelId: 'lbl_contact_office_us',
      address: '350 Fifth Avenue, Suite 4100, New York, NY 10118, USA',
      phone: '+1 212 555 0147',
    },
  ],
  email: 'care@bazaar.example',
  chatUrl: 'https://wa.me/912240007000',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'X', url: 'https://x.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
} as const;

/** Path under which the server publishes product images, banners and logos. */
export const FILES_PUBLIC_PATH = '/files';
