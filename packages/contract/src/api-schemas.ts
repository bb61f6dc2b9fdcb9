// Request and answer-row schemas of every endpoint (zod). The server validates every request
// with these; the storefront imports only their types, so zod stays out of its bundle. Every
// request also reads languageCode (schemas/language.ts): any answer may carry a message.
import { z } from 'zod';
import type { EndpointKey } from './endpoints.ts';
import * as content from './schemas/content.ts';
import * as catalogue from './schemas/catalogue.ts';
import * as accounts from './schemas/accounts.ts';
import * as addressBook from './schemas/address-book.ts';
import * as locations from './schemas/locations.ts';
import * as orders from './schemas/orders.ts';
import * as afterSales from './schemas/after-sales.ts';
import * as orderDetail from './schemas/order-detail.ts';
import * as savedCart from './schemas/saved-cart.ts';
import type { Lang } from '@bazaar/i18n/text';
import { languageRequest } from './schemas/language.ts';

const responseMsg = z.object({ ResponseMsg: z.string() });
const orderPlaced = responseMsg.extend({
  OrderId: z.number().optional(),
  OrderNumber: z.string().optional(),
});
/** The card provider's publishable key, one object read as JSON.parse(data).strpK. */
const cardKeyRow = z.object({ strpK: z.string() });
const paged = catalogue.pagedRequest;
const none = content.noParams;

const ENDPOINT_SCHEMAS = {
  getSizeList: { request: paged, row: catalogue.sizeRow },
  getCategoriesList: { request: paged, row: catalogue.categoryRow },
  getRecentProducts: { request: catalogue.productListRequest, row: catalogue.productRow },
  getPopularProducts: { request: catalogue.productListRequest, row: catalogue.productRow },
  getRelatedProducts: { request: catalogue.relatedProductsRequest, row: catalogue.productRow },
  getPopularCategories: { request: none, row: catalogue.categoryRow },
  getPaymentMethods: { request: content.paymentMethodsRequest, row: content.paymentMethodRow },
  getColorsList: { request: paged, row: catalogue.colorRow },
  insertProductReview: { request: catalogue.reviewRequest, row: catalogue.reviewSavedRow },
  signupUser: { request: accounts.signupRequest, row: responseMsg },
  contactUs: { request: content.contactRequest, row: responseMsg },
  getUserLogin: { request: accounts.loginRequest, row: accounts.loginRow },
  insertSubscriber: { request: content.subscriberRequest, row: responseMsg },
  getProductReviews: { request: catalogue.productIdRequest, row: catalogue.reviewRow },
  getMyProductReview: { request: catalogue.productIdRequest, row: catalogue.myProductReviewRow },
  getManufacturerList: { request: paged, row: catalogue.brandRow },
  getTagsList: { request: paged, row: catalogue.tagRow },
  getAllProducts: { request: catalogue.allProductsRequest, row: catalogue.productRow },
  getProductDetail: { request: catalogue.productIdRequest, row: catalogue.productDetailRow },
  getCountriesList: { request: locations.countriesRequest, row: locations.countryRow },
  getStatesList: { request: locations.statesRequest, row: locations.stateRow },
  getCitiesList: { request: locations.citiesRequest, row: locations.cityRow },
  getProductsByIds: { request: catalogue.productsByIdsRequest, row: catalogue.productsByIdsRow },
  getHomeBanners: { request: content.localizedContentRequest, row: content.bannerRow },
  updateProfile: { request: accounts.profileRequest, row: responseMsg },
  getCampaignList: { request: content.localizedContentRequest, row: content.campaignRow },
  getCampaignDetail: { request: content.campaignDetailRequest, row: content.campaignRow },
  getCampaignProducts: { request: content.campaignDetailRequest, row: catalogue.productRow },
  getOrderHistory: { request: orders.orderHistoryRequest, row: orders.orderSummaryRow },
  getOrderHistoryDetail: { request: orders.orderDetailRequest, row: orders.orderItemRow },
  getCustomerOrderDetail: {
    request: orderDetail.customerOrderDetailRequest,
    row: orderDetail.customerOrderDetail,
  },
  cancelCustomerOrder: {
    request: afterSales.cancelCustomerOrderRequest,
    row: afterSales.cancelOutcome,
  },
  requestCustomerReturn: {
    request: afterSales.requestCustomerReturnRequest,
    row: afterSales.returnRequested,
  },
  getCustomerAfterSales: { request: afterSales.afterSalesRequest, row: afterSales.afterSalesView },
  getWebsiteLogo: { request: none, row: content.websiteLogoRow },
  getProductAttributes: { request: catalogue.productIdRequest, row: catalogue.productAttributeRow },
  createVendorRequest: { request: accounts.sellerRequest, row: responseMsg },
  getLatestHotProduct: { request: catalogue.productListRequest, row: catalogue.productRow },
  getFavouriteProducts: {
    request: catalogue.favouriteProductsRequest,
    row: savedCart.favouriteProductRow,
  },
  addFavouriteProduct: { request: savedCart.addFavouriteRequest, row: responseMsg },
  removeFavouriteProduct: { request: savedCart.removeFavouriteRequest, row: responseMsg },
  getProductFacets: { request: catalogue.productFacetsRequest, row: catalogue.productFacetRow },
  getSearchSuggestions: {
    request: catalogue.searchSuggestionsRequest,
    row: catalogue.searchSuggestionRow,
  },
  postCustomerOrder: { request: orders.postOrderRequest, row: orderPlaced },
  getCartItems: { request: orders.cartItemsRequest, row: orders.cartData },
  getCouponDiscount: { request: orders.couponRequest, row: orders.couponRow },
  sendResetOtp: { request: accounts.sendOtpRequest, row: z.unknown() },
  changePasswordWithOtp: { request: accounts.changePasswordRequest, row: z.unknown() },
  getStripePublicKey: { request: none, row: cardKeyRow },
  getLocalization: { request: content.localizationRequest, row: content.localizationAnswer },
  encodePassword: { request: accounts.encodePasswordRequest, row: accounts.encodedPasswordRow },
  logout: { request: none, row: accounts.logoutRow },
  createCardToken: { request: orders.cardTokenRequest, row: orders.cardTokenAnswer },
  createWalletOrder: { request: orders.walletOrderRequest, row: orders.walletOrderAnswer },
  approveWalletOrder: { request: orders.approveWalletOrderRequest, row: orders.walletOrderAnswer },
  createPaymentCheckout: { request: orders.checkoutRequest, row: orders.checkoutAnswer },
  getOrderAttempt: { request: orders.orderAttemptRequest, row: orders.orderAttemptAnswer },
  mergeSavedCart: { request: savedCart.mergeSavedCartRequest, row: savedCart.savedCartAnswer },
  saveCartLines: { request: savedCart.saveCartLinesRequest, row: savedCart.saveCartLinesAnswer },
  getCustomerAddresses: { request: addressBook.addressBookRequest, row: addressBook.addressRow },
  saveCustomerAddress: {
    request: addressBook.saveAddressRequest,
    row: addressBook.savedAddressAnswer,
  },
  deleteCustomerAddress: { request: addressBook.addressIdRequest, row: addressBook.addressRow },
  setDefaultCustomerAddress: {
    request: addressBook.addressIdRequest,
    row: addressBook.addressRow,
  },
} as const satisfies Record<EndpointKey, { request: z.ZodType; row: z.ZodType }>;

type EndpointSchemas = typeof ENDPOINT_SCHEMAS;
type Schemas = {
  readonly [K in EndpointKey]: {
    request: z.ZodIntersection<EndpointSchemas[K]['request'], typeof languageRequest>;
    row: EndpointSchemas[K]['row'];
  };
};

export const API_SCHEMAS = Object.fromEntries(
  Object.entries(ENDPOINT_SCHEMAS).map(([key, { request, row }]) => [
    key,
    { request: request.and(languageRequest), row },
  ]),
) as Schemas;

/** An endpoint's own fields; one without any (z.object({}) reads Record<string, never>) adds none. */
type OwnFields<T> = T extends Record<string, never> ? unknown : T;
/**
 * What a caller may send (numbers may be numeric strings, as the provider's storefront does),
 * and the shopper's languageCode.
 */
export type RequestOf<K extends EndpointKey> = OwnFields<z.input<EndpointSchemas[K]['request']>> & {
  languageCode?: Lang;
};
/** What a handler receives after validation. */
export type ParsedRequestOf<K extends EndpointKey> = z.output<Schemas[K]['request']>;
export type RowOf<K extends EndpointKey> = z.infer<Schemas[K]['row']>;
