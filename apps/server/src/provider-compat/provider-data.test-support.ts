// What the provider's storefront sends as data: its listing request, its stored cart, and the
// fields its product card reads (provider-calls.test-support.ts uses them, endpoint by endpoint).

/** The fields its product card reads. */
export const PRODUCT_CARD = [
  'ProductId',
  'ProductName',
  'CategoryName',
  'Price',
  'DiscountedPrice',
  'DiscountId',
  'IsDiscountCalculated',
  'CouponCode',
  'Rating',
  'ProductImagesJson',
] as const;

/** Its listing request: every filter key present, "0" for all categories, page size 22. */
export const PROVIDER_LISTING = {
  SearchTerm: null,
  SizeID: null,
  ColorID: null,
  CategoryID: '0',
  TagID: null,
  ManufacturerID: null,
  MinPrice: null,
  MaxPrice: null,
  Rating: null,
  OrderByColumnName: '',
  PageNo: 1,
  PageSize: 22,
  recordValueJson: '[]',
} as const;

/**
 * Its cart in browser storage (cartItems): product 7 with the colour (Mustard, 5) and size (M, 3)
 * chosen on its page, product 151 without options; ShippingCharges 0 and the picture it showed.
 */
export const PROVIDER_CART = [
  {
    ProductId: 7,
    productSelectedAttributes: [
      { ProductId: 7, ProductAttributeID: 1, PrimaryKeyValue: 5 },
      { ProductId: 7, ProductAttributeID: 2, PrimaryKeyValue: 3 },
    ],
    Quantity: 2,
    ShippingCharges: 0,
    DefaultImage: '/files/images/products/app-kur-001-1.svg',
  },
  {
    ProductId: 151,
    productSelectedAttributes: [],
    Quantity: 1,
    ShippingCharges: 0,
    DefaultImage: '',
  },
] as const;
