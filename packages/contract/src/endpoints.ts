// Every endpoint of endpoints.md: spec name, prefix, path and answer kind. Free of zod so the
// storefront bundle stays small; request/row schemas live in api-schemas.ts.
export const PREFIX = {
  dynamic: 'api/v1/dynamic/dataoperation/',
  common: 'api/v1/common/',
} as const;

export interface EndpointDef {
  /** The name the spec uses (§7). */
  specName: string;
  prefix: (typeof PREFIX)[keyof typeof PREFIX];
  path: string;
  /** `list`: data is a JSON list of rows; `object`: a single JSON object. */
  answers: 'list' | 'object';
}

export const ENDPOINTS = {
  getSizeList: {
    specName: 'GET_SIZE_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-size-list',
    answers: 'list',
  },
  getCategoriesList: {
    specName: 'GET_CATEGORIES_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-categories-list',
    answers: 'list',
  },
  getRecentProducts: {
    specName: 'GET_RECENTS_PRODUCTS_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-recents-products-list',
    answers: 'list',
  },
  getPopularProducts: {
    specName: 'GET_POPULAR_PRODUCTS_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-popular-products-list',
    answers: 'list',
  },
  getRelatedProducts: {
    specName: 'GET_RELATED_PRODUCTS_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-related-products-list',
    answers: 'list',
  },
  getPopularCategories: {
    specName: 'GET_POPULAR_CATEGORIES',
    prefix: PREFIX.dynamic,
    path: 'get-popular-categories',
    answers: 'list',
  },
  getPaymentMethods: {
    specName: 'GET_PAYMENT_METHODS',
    prefix: PREFIX.dynamic,
    path: 'get-payment-methods',
    answers: 'list',
  },
  getColorsList: {
    specName: 'GET_COLORS_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-colors-list',
    answers: 'list',
  },
  insertProductReview: {
    specName: 'INSERT_PRODUCT_REVIEW',
    prefix: PREFIX.dynamic,
    path: 'insert-product-review',
    answers: 'list',
  },
  signupUser: {
    specName: 'SIGNUP_USER',
    prefix: PREFIX.dynamic,
    path: 'signup-user',
    answers: 'list',
  },
  contactUs: {
    specName: 'CONTACT_US',
    prefix: PREFIX.dynamic,
    path: 'contact-us',
    answers: 'list',
  },
  getUserLogin: {
    specName: 'GET_USER_LOGIN',
    prefix: PREFIX.dynamic,
    path: 'get-user-login',
    answers: 'list',
  },
  insertSubscriber: {
    specName: 'INSERT_SUBSCRIBER',
    prefix: PREFIX.dynamic,
    path: 'insert-subscriber',
    answers: 'list',
  },
  getProductReviews: {
    specName: 'GET_PRODUCT_REVIEWS',
    prefix: PREFIX.dynamic,
    path: 'get-product-reviews',
    answers: 'list',
  },
  getManufacturerList: {
    specName: 'GET_MANUFACTURER_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-manufacturer-list',
    answers: 'list',
  },
  getTagsList: {
    specName: 'GET_TAGS_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-popular-tags',
    answers: 'list',
  },
  getAllProducts: {
    specName: 'GET_All_PRODUCTS',
    prefix: PREFIX.dynamic,
    path: 'get-all-products',
    answers: 'list',
  },
  getProductDetail: {
    specName: 'GET_PRODUCT_DETAIL',
    prefix: PREFIX.dynamic,
    path: 'get-product_detail',
    answers: 'list',
  },
  getCountriesList: {
    specName: 'GET_COUNTRIES_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-countries-list',
    answers: 'list',
  },
  getStatesList: {
    specName: 'GET_STATES_PROVINCES_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-states-provinces-list',
    answers: 'list',
  },
  getCitiesList: {
    specName: 'GET_CITIES_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-cities-list',
    answers: 'list',
  },
  getProductsByIds: {
    specName: 'GET_PRODUCTS_LIST_BY_IDS',
    prefix: PREFIX.dynamic,
    path: 'get-products-list-by-ids',
    answers: 'list',
  },
  getHomeBanners: {
    specName: 'GET_HOME_SCREEN_BANNER',
    prefix: PREFIX.dynamic,
    path: 'get-home-screen-banner',
    answers: 'list',
  },
  updateProfile: {
    specName: 'UPDATE_PROFILE',
    prefix: PREFIX.dynamic,
    path: 'update-profile',
    answers: 'list',
  },
  getCampaignList: {
    specName: 'GET_WEB_CAMPAIGN_LIST',
    prefix: PREFIX.dynamic,
    path: 'get-web-campaign-list',
    answers: 'list',
  },
  getCampaignDetail: {
    specName: 'GET_WEB_CAMPAIGN_DETAIL',
    prefix: PREFIX.dynamic,
    path: 'get-web-campaign-detail',
    answers: 'list',
  },
  getOrderHistory: {
    specName: 'GET_CUSTOMER_ORDER_HISTORY_MASTER',
    prefix: PREFIX.dynamic,
    path: 'get-customer-order-history-master',
    answers: 'list',
  },
  getOrderHistoryDetail: {
    specName: 'GET_CUSTOME_ORDER_HISTORY_DETAIL',
    prefix: PREFIX.dynamic,
    path: 'get-customer-order-history-detail',
    answers: 'list',
  },
  getWebsiteLogo: {
    specName: 'GET_WEBSITE_LOGO',
    prefix: PREFIX.dynamic,
    path: 'get-website-logo',
    answers: 'list',
  },
  getProductAttributes: {
    specName: 'GET_PRODUCT_ALL_ATTRIBUTES_BY_ID',
    prefix: PREFIX.dynamic,
    path: 'get-product-all-attributes-by-productId',
    answers: 'list',
  },
  createVendorRequest: {
    specName: 'CREATE_VENDOR_REQUEST',
    prefix: PREFIX.dynamic,
    path: 'create-vendor-request',
    answers: 'list',
  },
  getLatestHotProduct: {
    specName: 'GET_LATEST_HOT_PRODUCT',
    prefix: PREFIX.dynamic,
    path: 'get-latest-hot-product',
    answers: 'list',
  },
  getFavouriteProducts: {
    specName: 'GET_CUSTOMER_FAVOURITE_PRODUCTS',
    prefix: PREFIX.dynamic,
    path: 'get-customer-favourite-products',
    answers: 'list',
  },
  /** Bazaar addition: saves one wish list entry of the logged-in shopper (issue #19). */
  addFavouriteProduct: {
    specName: 'ADD_CUSTOMER_FAVOURITE_PRODUCT',
    prefix: PREFIX.dynamic,
    path: 'add-customer-favourite-product',
    answers: 'list',
  },
  /** Bazaar addition: removes one product from the logged-in shopper's wish list. */
  removeFavouriteProduct: {
    specName: 'REMOVE_CUSTOMER_FAVOURITE_PRODUCT',
    prefix: PREFIX.dynamic,
    path: 'remove-customer-favourite-product',
    answers: 'list',
  },
  /** Bazaar addition: live facet counts for the listing's filters. */
  getProductFacets: {
    specName: 'GET_PRODUCT_FACETS',
    prefix: PREFIX.dynamic,
    path: 'get-product-facets',
    answers: 'list',
  },
  /** Bazaar addition: products and categories suggested while typing a search. */
  getSearchSuggestions: {
    specName: 'GET_SEARCH_SUGGESTIONS',
    prefix: PREFIX.dynamic,
    path: 'get-search-suggestions',
    answers: 'list',
  },
  postCustomerOrder: {
    specName: 'POST_CUSTOMER_ORDER',
    prefix: PREFIX.common,
    path: 'post-order/post-customer-order',
    answers: 'list',
  },
  getCartItems: {
    specName: 'GET_CUSTOMER_CART_ITEMS',
    prefix: PREFIX.common,
    path: 'get-customer-cart-items/cart-data',
    answers: 'object',
  },
  getCouponDiscount: {
    specName: 'GET_COUPON_CODE_DISCOUNT',
    prefix: PREFIX.common,
    path: 'get-coupon-code-discount-value/calculate-coupon-discount',
    answers: 'object',
  },
  sendResetOtp: {
    specName: 'VALIDATE_EMAIL_SEND_OTP',
    prefix: PREFIX.common,
    path: 'validate-email-send-otp',
    answers: 'object',
  },
  changePasswordWithOtp: {
    specName: 'VALIDATE_OTP_CHANGE_PASSWORD',
    prefix: PREFIX.common,
    path: 'validate-otp-change-password',
    answers: 'object',
  },
  getStripePublicKey: {
    specName: 'GET_STRP_PUB_KEY',
    prefix: PREFIX.common,
    path: 'get-strp-pub-key',
    answers: 'object',
  },
  getLocalization: {
    specName: 'GET_LOCALIZATION_CSTM_PORTAL',
    prefix: PREFIX.common,
    path: 'localization-cstm-portal/get-localization-data',
    answers: 'object',
  },
  encodePassword: {
    specName: 'EN_UR_DROW_PASS_RNDOM',
    prefix: PREFIX.common,
    path: 'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom',
    answers: 'object',
  },
  /** Bazaar addition: revokes the presented Token (the provider's storefront never calls it). */
  logout: {
    specName: 'LOGOUT',
    prefix: PREFIX.common,
    path: 'logout',
    answers: 'object',
  },
  /** Bazaar addition: the products a campaign promotes (README "Campaigns"). */
  getCampaignProducts: {
    specName: 'GET_CAMPAIGN_PRODUCTS',
    prefix: PREFIX.dynamic,
    path: 'get-campaign-products',
    answers: 'list',
  },
  /** Bazaar addition: one of the caller's own orders by number (confirmation and order pages). */
  getCustomerOrderDetail: {
    specName: 'GET_CUSTOMER_ORDER_DETAIL',
    prefix: PREFIX.dynamic,
    path: 'get-customer-order-detail',
    answers: 'object',
  },
  /** Bazaar addition (#20): the caller cancels their order, or some lines, before it ships. */
  cancelCustomerOrder: {
    specName: 'CANCEL_CUSTOMER_ORDER',
    prefix: PREFIX.dynamic,
    path: 'cancel-customer-order',
    answers: 'object',
  },
  /** Bazaar addition (#20): the caller asks for one delivered line of their order back. */
  requestCustomerReturn: {
    specName: 'REQUEST_CUSTOMER_RETURN',
    prefix: PREFIX.dynamic,
    path: 'request-customer-return',
    answers: 'object',
  },
  /** Bazaar addition (#20): what each line of the caller's order allows (cancel, return), and why not. */
  getCustomerAfterSales: {
    specName: 'GET_CUSTOMER_AFTER_SALES',
    prefix: PREFIX.dynamic,
    path: 'get-customer-after-sales',
    answers: 'object',
  },
  /** Bazaar addition (sandbox gateway): card details → a one-time payment token (paymentToken). */
  createCardToken: {
    specName: 'CREATE_CARD_TOKEN',
    prefix: PREFIX.common,
    path: 'payments/card-token',
    answers: 'object',
  },
  /** Bazaar addition: a wallet order for the server-computed amount of the cart (§4). */
  createWalletOrder: {
    specName: 'CREATE_WALLET_ORDER',
    prefix: PREFIX.common,
    path: 'payments/wallet-order',
    answers: 'object',
  },
  /**
   * Bazaar addition (issue #21): the configured provider's order for the server-computed amount
   * of the cart, made before the browser opens the provider's sheet (Razorpay Checkout).
   */
  createPaymentCheckout: {
    specName: 'CREATE_PAYMENT_CHECKOUT',
    prefix: PREFIX.common,
    path: 'payments/checkout',
    answers: 'object',
  },
  /** Bazaar addition (sandbox gateway): the shopper's approval step of a wallet order. */
  approveWalletOrder: {
    specName: 'APPROVE_WALLET_ORDER',
    prefix: PREFIX.common,
    path: 'payments/wallet-order/approve',
    answers: 'object',
  },
  /**
   * Bazaar addition: what became of the shopper's own order attempt (its Idempotency-Key):
   * placed (with the order number), failed (with the message), still running, or unknown.
   */
  getOrderAttempt: {
    specName: 'GET_ORDER_ATTEMPT',
    prefix: PREFIX.common,
    path: 'get-order-attempt',
    answers: 'object',
  },
  /** Bazaar addition: the browser's cart and wish list merged into the saved ones (login). */
  mergeSavedCart: {
    specName: 'MERGE_SAVED_CART',
    prefix: PREFIX.common,
    path: 'customer-cart/merge',
    answers: 'object',
  },
  /** Bazaar addition: changed lines of the logged-in shopper's cart, saved one by one. */
  saveCartLines: {
    specName: 'SAVE_CART_LINES',
    prefix: PREFIX.common,
    path: 'customer-cart/save',
    answers: 'object',
  },
  /** Bazaar addition: the caller's address book (docs/wire-contract.md "Address book"). */
  getCustomerAddresses: {
    specName: 'GET_CUSTOMER_ADDRESSES',
    prefix: PREFIX.common,
    path: 'customer-addresses/list',
    answers: 'list',
  },
  /** Bazaar addition: adds or edits one of the caller's addresses; answers the book. */
  saveCustomerAddress: {
    specName: 'SAVE_CUSTOMER_ADDRESS',
    prefix: PREFIX.common,
    path: 'customer-addresses/save',
    answers: 'object',
  },
  /** Bazaar addition: deletes one of the caller's addresses; answers the book. */
  deleteCustomerAddress: {
    specName: 'DELETE_CUSTOMER_ADDRESS',
    prefix: PREFIX.common,
    path: 'customer-addresses/delete',
    answers: 'list',
  },
  /** Bazaar addition: makes one of the caller's addresses the default; answers the book. */
  setDefaultCustomerAddress: {
    specName: 'SET_DEFAULT_CUSTOMER_ADDRESS',
    prefix: PREFIX.common,
    path: 'customer-addresses/set-default',
    answers: 'list',
  },
  /**
   * Bazaar addition: whether the logged-in shopper may review a product (a delivered order of
   * it), and their own review of it when they wrote one (issue #20 §5).
   */
  getMyProductReview: {
    specName: 'GET_MY_PRODUCT_REVIEW',
    prefix: PREFIX.dynamic,
    path: 'get-my-product-review',
    answers: 'object',
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** "/api/v1/…/name": the URL path of an endpoint, absolute from the host root. */
export function endpointPath(endpoint: EndpointDef): string {
  return `/${endpoint.prefix}${endpoint.path}`;
}

/** GET /api/v1/common/download-digital-file/{orderItemId}/{token} */
export const DOWNLOAD_PATH_PREFIX = `/${PREFIX.common}download-digital-file`;

/** GET /api/v1/common/order-invoice/{orderNumber}?lang=en|ar: the order's GST tax invoice (PDF). */
export const INVOICE_PATH_PREFIX = `/${PREFIX.common}order-invoice`;

/** Readiness/liveness probe for a load balancer (not part of the provider's contract). */
export const HEALTH_PATH = '/health';
