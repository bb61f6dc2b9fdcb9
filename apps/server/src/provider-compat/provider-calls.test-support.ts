// The requests the provider's public storefront (React, CRA) builds, endpoint by endpoint, as
// plain data, and what it reads from each answer. Facts read from its public source and
// endpoints.md ("What the provider's storefront really sends and reads"); ids refer to the
// deterministic seed (first campaign, India = country 1, Andhra Pradesh = state 1) and the
// provider's page-entity ids (Home 63, Footer 75, BestFacilities 87).
import type { EndpointKey } from '@bazaar/contract/endpoints';
import { PRODUCT_CARD, PROVIDER_CART, PROVIDER_LISTING } from './provider-data.test-support.ts';

/** Its HTTP client adds Token and UserID to every call: "" for a visitor. */
export const VISITOR_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  Token: '',
  UserID: '',
} as const;

/** What its screen does with JSON.parse(envelope.data). */
export type Reading =
  /** Maps over a list and reads these fields of each row. */
  | { list: readonly string[]; empty?: false }
  /** Reads nothing: a list it expects to be empty ("Select Country" lists no states). */
  | { list: readonly []; empty: true }
  /** Reads data[0].ResponseMsg and compares it with its success text. */
  | { responseMsg: string }
  /** Reads JSON.parse(data).X of one object; each named field must be a non-empty list. */
  | { object: readonly string[] }
  /** Reads JSON.parse(data).X of one object; each named field must be a number above 0. */
  | { amounts: readonly string[] };

export interface ProviderCall {
  /** The provider's component and what it does. */
  screen: string;
  endpoint: EndpointKey;
  /** `requestParameters` exactly as its code builds them (strings where it sends strings). */
  params: Readonly<Record<string, unknown>>;
  /** Headers beyond Accept/Content-Type; defaults to VISITOR_HEADERS. */
  headers?: Readonly<Record<string, string>>;
  reads: Reading;
}

const LISTING = PROVIDER_LISTING;

export const PROVIDER_CALLS: readonly ProviderCall[] = [
  {
    screen: 'MegaMenu: categories of the mega-menu',
    endpoint: 'getCategoriesList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    reads: { list: ['CategoryID', 'ParentCategoryID', 'Name', 'LocalizationJsonData'] },
  },
  {
    screen: 'SiteLeftSidebarFilter: category filter',
    endpoint: 'getCategoriesList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    reads: { list: ['CategoryID', 'Name', 'TotalProducts'] },
  },
  {
    screen: 'PopularCategories: home boxes',
    endpoint: 'getPopularCategories',
    params: { recordValueJson: '[]' },
    reads: { list: ['CategoryID', 'Name', 'AttachmentURL', 'TotalProducts'] },
  },
  {
    screen: 'PopularProducts: home strip of 20',
    endpoint: 'getPopularProducts',
    params: { PageNo: 1, PageSize: 20, recordValueJson: '[]' },
    reads: { list: PRODUCT_CARD },
  },
  {
    screen: 'SiteLeftSidebarFilter: popular products of the sidebar',
    endpoint: 'getPopularProducts',
    params: { PageNo: 1, PageSize: 10, recordValueJson: '[]' },
    reads: { list: PRODUCT_CARD },
  },
  {
    screen: 'NewProducts: home strip of 20',
    endpoint: 'getRecentProducts',
    params: { PageNo: 1, PageSize: 20, recordValueJson: '[]' },
    reads: { list: PRODUCT_CARD },
  },
  {
    screen: 'NewProducts (later version): with its tab name',
    endpoint: 'getRecentProducts',
    params: { PageNo: 1, PageSize: 20, TabName: 'new products' },
    reads: { list: PRODUCT_CARD },
  },
  {
    screen: 'AllProducts: every product ("View all"), page size 22, TotalRecords',
    endpoint: 'getAllProducts',
    params: LISTING,
    reads: { list: [...PRODUCT_CARD, 'TotalRecords'] },
  },
  {
    screen: 'AllProducts: a category ticked ("0,12" style), empty lists for the rest',
    endpoint: 'getAllProducts',
    params: { ...LISTING, CategoryID: '0,1', SizeID: '', TagID: '', ManufacturerID: '' },
    reads: { list: [...PRODUCT_CARD, 'TotalRecords'] },
  },
  {
    screen: 'AllProducts: the "above 600" band after a sort change (OrderByColumnName null)',
    endpoint: 'getAllProducts',
    params: { ...LISTING, MinPrice: '600', MaxPrice: '1000000000', OrderByColumnName: null },
    reads: { list: [...PRODUCT_CARD, 'TotalRecords'] },
  },
  {
    screen: 'AllProducts: a search from the header, price low to high',
    endpoint: 'getAllProducts',
    params: { ...LISTING, SearchTerm: 'kurta', OrderByColumnName: 'Price ASC' },
    reads: { list: [...PRODUCT_CARD, 'TotalRecords'] },
  },
  {
    screen: 'SiteLeftSidebarFilter: sizes, brands and tags (PageNo 1, PageSize 100)',
    endpoint: 'getSizeList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    reads: { list: ['SizeID', 'ShortName', 'Name'] },
  },
  {
    screen: 'SiteLeftSidebarFilter: brands',
    endpoint: 'getManufacturerList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    reads: { list: ['ManufacturerID', 'Name'] },
  },
  {
    screen: 'SiteLeftSidebarFilter: tags',
    endpoint: 'getTagsList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    reads: { list: ['TagID', 'TagName'] },
  },
  {
    screen: 'SiteLeftSidebarFilter: colours',
    endpoint: 'getColorsList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    reads: { list: ['ColorID', 'ColorName', 'HexCode'] },
  },
  {
    screen: 'ProductDetail: the product, id from the URL as a string',
    endpoint: 'getProductDetail',
    params: { ProductId: '7', recordValueJson: '[]' },
    reads: {
      list: [
        ...PRODUCT_CARD,
        'ShortDescription',
        'FullDescription',
        'VendorName',
        'ManufacturerName',
        'StockQuantity',
        'OrderMaximumQuantity',
        'TotalReviews',
        'ProductColorsJson',
        'ProductSizesJson',
        'ProductTagsJson',
        'ProductShipMethodsJson',
      ],
    },
  },
  {
    screen: 'ProductDetail: its attributes (colours, sizes, variants)',
    endpoint: 'getProductAttributes',
    params: { ProductId: '7', recordValueJson: '[]' },
    reads: {
      list: [
        'ProductAttributeID',
        'AttributeDisplayName',
        'PrimaryKeyValue',
        'PrimaryKeyDisplayValue',
        'AdditionalPrice',
        'IsRequiredAttribute',
      ],
    },
  },
  // Writing a review needs a buyer's login now (deviation 45): PROVIDER_REVIEW, tested in
  // features/reviews/provider-review.test.ts.
  {
    screen: 'ProductDetail: reviews tab',
    endpoint: 'getProductReviews',
    params: { ProductId: '7', recordValueJson: '[]' },
    reads: { list: ['Rating', 'Title', 'Body', 'ReviewerName', 'ReviewDate'] },
  },
  {
    screen: 'RelatedProducts: 20 products related to the one shown',
    endpoint: 'getRelatedProducts',
    params: { ProductId: '7', PageNo: 1, PageSize: 20, recordValueJson: '[]' },
    reads: { list: PRODUCT_CARD },
  },
  {
    screen: 'Home: latest hot product',
    endpoint: 'getLatestHotProduct',
    params: { PageNo: 1, PageSize: 1, recordValueJson: '[]' },
    reads: { list: PRODUCT_CARD },
  },
  {
    screen: 'MegaMenu / Navbar: website logo (data[0].AppConfigValue)',
    endpoint: 'getWebsiteLogo',
    params: { recordValueJson: '[]' },
    reads: { list: ['AppConfigValue'] },
  },
  {
    screen: 'Footer: payment method logos',
    endpoint: 'getPaymentMethods',
    params: { recordValueJson: '[]' },
    reads: { list: ['PaymentMethodId', 'ImageUrl'] },
  },
  {
    screen: 'ProductDetail: payment logos, sent with the product id from the URL',
    endpoint: 'getPaymentMethods',
    params: { ProductId: '7', recordValueJson: '[]' },
    reads: { list: ['ImageUrl'] },
  },
  {
    screen: 'BannerSlider: home banners',
    endpoint: 'getHomeBanners',
    params: { recordValueJson: '[]' },
    reads: {
      list: [
        'BannerImgUrl',
        'TopTitle',
        'MainTitle',
        'BottomTitle',
        'LeftButtonText',
        'LeftButtonUrl',
        'RightButtonText',
        'RightButtonUrl',
      ],
    },
  },
  {
    screen: 'CompaignSection: campaign boxes',
    endpoint: 'getCampaignList',
    params: { recordValueJson: '[]' },
    reads: { list: ['CampaignId', 'MainTitle', 'DiscountTitle', 'CoverPictureUrl'] },
  },
  {
    screen: 'Campaign: detail, CampaignId taken from the URL as a string (data[0])',
    endpoint: 'getCampaignDetail',
    params: { CampaignId: '1', recordValueJson: '[]' },
    reads: { list: ['MainTitle', 'DiscountTitle', 'Body', 'CoverPictureUrl'] },
  },
  {
    screen: 'SubscribeNewsLetter: subscribe',
    endpoint: 'insertSubscriber',
    params: { SubscriberEmail: 'provider.visitor@example.in' },
    reads: { responseMsg: 'Saved Successfully' },
  },
  {
    screen: 'ContactUs: send a message',
    endpoint: 'contactUs',
    params: {
      FullName: 'Asha Rao',
      Email: 'asha.rao@example.in',
      PhoneNumber: '+91 98200 00000',
      Subject: 'Where is my order?',
      Message: 'I ordered a kurta last week.',
    },
    reads: { responseMsg: 'Saved Successfully' },
  },
  {
    screen: 'Signup / UpdateProfile: countries of the select',
    endpoint: 'getCountriesList',
    params: { recordValueJson: '[]' },
    reads: { list: ['CountryID', 'CountryName'] },
  },
  {
    screen: 'Signup: states after choosing a country (select values are strings)',
    endpoint: 'getStatesList',
    params: { CountryId: '1', recordValueJson: '[]' },
    reads: { list: ['StateProvinceID', 'StateName'] },
  },
  {
    screen: 'Signup: states after going back to "Select Country"',
    endpoint: 'getStatesList',
    params: { CountryId: '-999', recordValueJson: '[]' },
    reads: { list: [], empty: true },
  },
  {
    screen: 'Signup: cities after choosing a state',
    endpoint: 'getCitiesList',
    params: { StateProvinceId: '1', recordValueJson: '[]' },
    reads: { list: ['CityID', 'CityName'] },
  },
  {
    screen: 'Signup: cities after going back to "Select State"',
    endpoint: 'getCitiesList',
    params: { StateProvinceId: '-999', recordValueJson: '[]' },
    reads: { list: [], empty: true },
  },
  {
    screen: 'UpdateProfile: cities of a user without a state (0)',
    endpoint: 'getCitiesList',
    params: { StateProvinceId: 0, recordValueJson: '[]' },
    reads: { list: [], empty: true },
  },
  {
    screen: 'OrderSummary / Compare: products of the cart, found by ProductID',
    endpoint: 'getProductsByIds',
    params: {
      ProductsIds: JSON.stringify([{ ProductId: 151 }, { ProductId: 7 }]),
      recordValueJson: '[]',
    },
    reads: { list: ['ProductID', 'ProductName', 'Price', 'ShippingCharges', 'ProductImagesJson'] },
  },
  {
    screen: 'GetLocalizationControlsJsonDataForScreen: Arabic labels of the home page',
    endpoint: 'getLocalization',
    params: { entityId: 63, languageCode: 'ar', recordValueJson: '[]' },
    reads: { object: ['labelsJsonData'] },
  },
  {
    screen: 'Footer: Arabic labels, entity id sent as a string',
    endpoint: 'getLocalization',
    params: { entityId: '75', languageCode: 'ar', recordValueJson: '[]' },
    reads: { object: ['labelsJsonData'] },
  },
  {
    screen: 'BestFacilities: the facility strip',
    endpoint: 'getLocalization',
    params: { entityId: 87, languageCode: 'ar', recordValueJson: '[]' },
    reads: { object: ['labelsJsonData'] },
  },
  {
    screen: 'Cart: the stored cart priced (a kurti with colour and size, a wall decor)',
    endpoint: 'getCartItems',
    params: { cartJsonData: JSON.stringify(PROVIDER_CART), recordValueJson: '[]' },
    reads: { object: ['productsData'] },
  },
  {
    screen: 'Cart: the totals under the cart table',
    endpoint: 'getCartItems',
    params: { cartJsonData: JSON.stringify(PROVIDER_CART), recordValueJson: '[]' },
    reads: { amounts: ['cartSubTotal', 'shippingSubTotal', 'orderTotal'] },
  },
  {
    screen: 'Checkout: apply a coupon to the cart',
    endpoint: 'getCouponDiscount',
    params: { CouponCode: 'WELCOME10', cartJsonData: JSON.stringify(PROVIDER_CART) },
    reads: {
      amounts: [
        'DiscountValueAfterCouponAppliedWithQuantity',
        'DiscountValueAfterCouponApplied',
        'DiscountId',
      ],
    },
  },
  {
    screen: 'A visitor after logout: the UserID header is dropped, Token is ""',
    endpoint: 'getCategoriesList',
    params: { PageNo: 1, PageSize: 100, recordValueJson: '[]' },
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Token: '' },
    reads: { list: ['CategoryID', 'Name'] },
  },
];

/**
 * Calls whose outcome the shopper must be shown although the provider's own form check let
 * them through: they arrive with HTTP 200 (its client drops anything else) and a ResponseMsg
 * other than its success text, so it shows its failure toast.
 */
export const PROVIDER_OUTCOMES: readonly ProviderCall[] = [
  {
    screen: "SubscribeNewsLetter: an address its regex accepts but Bazaar's rule does not",
    endpoint: 'insertSubscriber',
    params: { SubscriberEmail: 'asha@[192.168.0.1]' },
    reads: { responseMsg: 'Please enter valid email address' },
  },
  {
    screen: 'ContactUs: a quoted local part, which its regex accepts',
    endpoint: 'contactUs',
    params: {
      FullName: 'Asha Rao',
      Email: '"asha rao"@example.in',
      PhoneNumber: '98200 00000',
      Subject: 'Hello',
      Message: 'Hi',
    },
    reads: { responseMsg: 'Please enter valid email address' },
  },
];

/** The provider's review call, as its form sends it (a typed name and e-mail). */
export const PROVIDER_REVIEW = {
  ProductId: '7',
  ReviewerName: 'Asha Rao',
  ReviewerEmail: 'asha.rao@example.in',
  ReviewTitle: 'Lovely',
  ReviewBody: 'Soft and well cut.',
  ReviewRating: 5,
  recordValueJson: '[]',
};
