// Requests the provider's storefront builds for endpoints Bazaar's server does not serve yet,
// as plain data: the contract must already read them as that storefront means them.
import type { EndpointKey } from '@bazaar/contract/endpoints';
import { PROVIDER_SIGNUP } from './provider-accounts.test-support.ts';
import { PROVIDER_LISTING } from './provider-data.test-support.ts';

export interface ProviderRequest {
  screen: string;
  endpoint: EndpointKey;
  params: Readonly<Record<string, unknown>>;
  /** Fields of the parsed request and the value the storefront means by what it sent. */
  means: Readonly<Record<string, unknown>>;
}

// The same requests the served-endpoint fixtures send.
const listing = PROVIDER_LISTING;
const signup = PROVIDER_SIGNUP;

export const PROVIDER_REQUESTS: readonly ProviderRequest[] = [
  {
    screen: 'AllProducts: every product ("View all", a search), page size 22',
    endpoint: 'getAllProducts',
    params: listing,
    means: { CategoryID: [], PageSize: 22, OrderByColumnName: '', SearchTerm: '' },
  },
  {
    screen: 'AllProducts: after ticking category 12',
    endpoint: 'getAllProducts',
    params: { ...listing, CategoryID: '0,12', SizeID: '', TagID: '', ManufacturerID: '' },
    means: { CategoryID: [12], SizeID: [], TagID: [], ManufacturerID: [] },
  },
  {
    screen: 'AllProducts: the "above 600" price band, after a sort change (NaN → null)',
    endpoint: 'getAllProducts',
    params: { ...listing, MinPrice: '600', MaxPrice: '1000000000', OrderByColumnName: null },
    means: { MinPrice: 600, MaxPrice: 1_000_000_000, OrderByColumnName: '' },
  },
  {
    screen: 'AllProducts: a search from the header',
    endpoint: 'getAllProducts',
    params: { ...listing, SearchTerm: 'kurta', PageNo: '2', ColorID: 3, Rating: '4' },
    means: { SearchTerm: 'kurta', PageNo: 2, ColorID: [3], Rating: 4 },
  },
  {
    screen: 'Signup: no country chosen ("Select Country" is -999)',
    endpoint: 'signupUser',
    params: signup,
    means: { CountryID: undefined, CityId: undefined, StateProvinceId: undefined },
  },
  {
    screen: 'Signup: country, state and city chosen (select values are strings)',
    endpoint: 'signupUser',
    params: { ...signup, CountryID: '1', StateProvinceId: '14', CityId: '40' },
    means: { CountryID: 1, StateProvinceId: 14, CityId: 40 },
  },
  {
    screen: 'BecomeVendor: the encoded password and no ConfirmPassword',
    endpoint: 'createVendorRequest',
    params: { ...signup, Password: 'Zm9vYmFyMTIz', CountryID: '1' },
    means: { Password: 'Zm9vYmFyMTIz', ConfirmPassword: '' },
  },
  {
    screen: 'Checkout: apply a coupon to the cart',
    endpoint: 'getCouponDiscount',
    params: {
      CouponCode: 'WELCOME10',
      cartJsonData: JSON.stringify([
        {
          ProductId: 7,
          productSelectedAttributes: [{ ProductId: 7, ProductAttributeID: 2, PrimaryKeyValue: 3 }],
          Quantity: 2,
          ShippingCharges: 0,
          DefaultImage: '/files/images/products/app-kur-001-1.svg',
        },
      ]),
    },
    means: { CouponCode: 'WELCOME10' },
  },
  {
    screen: 'BecomeVendor: encode the password',
    endpoint: 'encodePassword',
    params: { Password: 'secret12' },
    means: { Password: 'secret12' },
  },
  {
    screen: 'Checkout: place an order, cash on delivery (PaymentMethod as the select sends it)',
    endpoint: 'postCustomerOrder',
    params: {
      UserID: '42',
      OrderNote: 'Ring twice',
      cartJsonData: JSON.stringify([
        {
          ProductId: 7,
          productSelectedAttributes: [{ ProductId: 7, ProductAttributeID: 2, PrimaryKeyValue: 3 }],
          Quantity: 1,
          ShippingCharges: 0,
          DefaultImage: '/files/images/products/app-kur-001-1.svg',
        },
      ]),
      CouponCode: '',
      PaymentMethod: '6',
      paymentToken: '',
      payPalOrderConfirmJson: '{}',
      recordValueJson: '[]',
    },
    means: { UserID: 42, PaymentMethod: 6, CouponCode: '', OrderNote: 'Ring twice' },
  },
  {
    screen: 'CheckoutStripForm: the card key',
    endpoint: 'getStripePublicKey',
    params: { recordValueJson: '[]' },
    means: {},
  },
];

/** Answers it reads as one object, JSON.parse(data).X (endpoints.md "Object answers"). */
export const PROVIDER_OBJECT_READS: Readonly<Partial<Record<EndpointKey, readonly string[]>>> = {
  getCouponDiscount: [
    'DiscountValueAfterCouponAppliedWithQuantity',
    'DiscountValueAfterCouponApplied',
    'DiscountId',
  ],
  encodePassword: ['Password'],
  getStripePublicKey: ['strpK'],
  getCartItems: ['productsData', 'cartSubTotal', 'shippingSubTotal', 'orderTotal'],
  getLocalization: ['labelsJsonData'],
};
