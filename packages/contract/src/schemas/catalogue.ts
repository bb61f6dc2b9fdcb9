// Categories, products, lookups and reviews.
import { z } from 'zod';
import { FORM_RULES } from '../validation.ts';
import type { LanguageRequest } from './language.ts';
import {
  PAGE_SIZES,
  RATING,
  REVIEW_PHOTO_BASE64_MAX,
  REVIEW_PHOTOS,
  SORT_OPTIONS,
} from '../constants.ts';
import {
  formSchema,
  idList,
  optionalInt,
  optionalNumber,
  optionalText,
  productIdList,
  requiredId,
} from './params.ts';

export const pagedRequest = z.object({
  PageNo: optionalInt(1, 100_000).default(1),
  PageSize: optionalInt(1, PAGE_SIZES.max).default(PAGE_SIZES.lookups),
});

export const localizedText = z.object({ langId: z.number(), text: z.string() });

export const categoryRow = z.object({
  CategoryID: z.number(),
  ParentCategoryID: z.number().nullable(),
  Name: z.string(),
  AttachmentURL: z.string(),
  TotalProducts: z.number(),
  LocalizationJsonData: z.array(localizedText),
});

export const productImage = z.object({ AttachmentURL: z.string(), ColorID: z.number().nullish() });

export const productRow = z.object({
  ProductId: z.number(),
  ProductName: z.string(),
  CategoryName: z.string(),
  Price: z.number(),
  DiscountedPrice: z.number().nullable(),
  DiscountId: z.number().nullable(),
  IsDiscountCalculated: z.boolean(),
  CouponCode: z.string().nullable(),
  Rating: z.number().nullable(),
  /** Bazaar addition: how many approved reviews the Rating averages (cards show it). */
  TotalReviews: z.number().optional(),
  ProductImagesJson: z.array(productImage),
  TotalRecords: z.number(),
  /**
   * Bazaar addition: whether a unit can be ordered now (stock above 0); a card says "Out of
   * stock" and offers no Add to cart when false. Absent on answers that do not carry it.
   */
  InStock: z.boolean().optional(),
  /**
   * Bazaar addition, on every row of a search: the query the rows answer — the SearchTerm as
   * sent, or its typo correction when the SearchTerm itself found nothing.
   */
  SearchTermUsed: z.string().optional(),
});

const sortValues = SORT_OPTIONS.map((option) => option.value) as [string, ...string[]];

/**
 * The listing's filters (spec §7 GET_All_PRODUCTS), shared by every product list. Each may be
 * left out (the home page's lists send none); a missing list means nothing chosen.
 */
const listingFilters = {
  SearchTerm: optionalText(100).optional(),
  SizeID: idList().optional(),
  ColorID: idList().optional(),
  CategoryID: idList().optional(),
  TagID: idList().optional(),
  ManufacturerID: idList().optional(),
  MinPrice: optionalNumber(0, 1_000_000_000),
  MaxPrice: optionalNumber(0, 1_000_000_000),
  Rating: optionalInt(RATING.min, RATING.max),
};

/** MaxPrice below MinPrice is a malformed request, named by MaxPrice. */
function pricesInOrder(
  values: { MinPrice?: number | undefined; MaxPrice?: number | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  const { MinPrice, MaxPrice } = values;
  if (MinPrice !== undefined && MaxPrice !== undefined && MaxPrice < MinPrice) {
    ctx.addIssue({ code: 'custom', path: ['MaxPrice'], message: 'must not be below MinPrice' });
  }
}

const paging = (defaultSize: number) => ({
  PageNo: optionalInt(1, 100_000).default(1),
  PageSize: optionalInt(1, PAGE_SIZES.max).default(defaultSize),
});

/** Popular, recent and hot product lists: their own order, the listing's filters. */
export const productListRequest = z
  .object({ ...listingFilters, ...paging(PAGE_SIZES.homeProducts), TabName: optionalText(50) })
  .superRefine(pricesInOrder);

export const allProductsRequest = z
  .object({
    ...listingFilters,
    OrderByColumnName: optionalText(20).pipe(z.enum(sortValues, { error: 'is not a sort option' })),
    ...paging(PAGE_SIZES.listingDefault),
  })
  .superRefine(pricesInOrder);

/** get-product-facets (Bazaar): the listing's filters; paging and order do not apply. */
export const productFacetsRequest = z
  .object({ ...listingFilters, OrderByColumnName: optionalText(20) })
  .superRefine(pricesInOrder);

/**
 * One facet value and how many products match with it, every other facet's filter applied.
 * Facet: 'category' | 'brand' | 'size' | 'tag' | 'color' (ID is the value's id), 'price'
 * (ID is the band's index in FACET_PRICE_BANDS, MinPrice/MaxPrice its bounds) or 'rating'
 * (ID n counts products rated n stars or more).
 */
export const productFacetRow = z.object({
  Facet: z.enum(['category', 'brand', 'size', 'tag', 'color', 'price', 'rating']),
  ID: z.number(),
  Count: z.number(),
  MinPrice: z.number().nullable(),
  MaxPrice: z.number().nullable(),
});

/** get-search-suggestions (Bazaar): what the header shows while the shopper types. */
export const searchSuggestionsRequest = z.object({ SearchTerm: optionalText(100) });

/**
 * Kind 'product' (up to 6, best match first: ID, Name, ImageUrl, Price, DiscountedPrice) or
 * 'category' (up to 3: ID, Name; ImageUrl is its tile, prices null). Names in the request's
 * language where the catalogue has them. When nothing matches, a 'correction' row may come
 * first: Name is the typo-corrected term (ID 0, no image or prices), then the corrected term's
 * own suggestions.
 */
export const searchSuggestionRow = z.object({
  Kind: z.enum(['correction', 'product', 'category']),
  ID: z.number(),
  Name: z.string(),
  ImageUrl: z.string(),
  Price: z.number().nullable(),
  DiscountedPrice: z.number().nullable(),
});

export const productIdRequest = z.object({ ProductId: requiredId() });
export const relatedProductsRequest = productIdRequest.extend({
  PageNo: optionalInt(1, 100_000).default(1),
  PageSize: optionalInt(1, PAGE_SIZES.max).default(PAGE_SIZES.related),
});
/**
 * get-customer-favourite-products: the provider's storefront sends only recordValueJson and
 * reads product rows (a "Customer Favorites" box); paging and Arabic names are Bazaar's.
 */
export const favouriteProductsRequest = z.object({
  ...paging(PAGE_SIZES.homeProducts),
});
/** ProductsIds as the provider sends it: the JSON string '[{"ProductId":151},…]' (or "151,152"). */
export const productsByIdsRequest = z.object({ ProductsIds: productIdList() });

/**
 * GET_PRODUCTS_LIST_BY_IDS rows: the provider's cart and compare screens find rows by
 * `ProductID` (capital D) and add up `ShippingCharges` (per unit, 0 when shipping is free).
 */
export const productsByIdsRow = productRow.extend({
  ProductID: z.number(),
  ShippingCharges: z.number(),
});

export const productDetailRow = productRow.extend({
  MetaTitle: z.string(),
  MetaDescription: z.string(),
  MetaKeywords: z.string(),
  ShortDescription: z.string(),
  FullDescription: z.string(),
  VendorName: z.string(),
  ManufacturerName: z.string(),
  StockQuantity: z.number(),
  DisplayStockQuantity: z.boolean(),
  OrderMaximumQuantity: z.number(),
  TotalReviews: z.number(),
  IsDigitalProduct: z.boolean(),
  ProductColorsJson: z.array(
    z.object({ ColorID: z.number(), ColorName: z.string(), HexCode: z.string() }),
  ),
  ProductSizesJson: z.array(z.object({ SizeID: z.number(), ShortName: z.string() })),
  ProductTagsJson: z.array(z.object({ TagID: z.number(), TagName: z.string() })),
  ProductShipMethodsJson: z.array(z.object({ ShippingMethodName: z.string() })),
  IsShippingFree: z.boolean(),
  EstimatedShippingDays: z.number(),
});

export const productAttributeRow = z.object({
  ProductId: z.number(),
  ProductAttributeID: z.number(),
  AttributeDisplayName: z.string(),
  PrimaryKeyValue: z.number(),
  PrimaryKeyDisplayValue: z.string(),
  AdditionalPrice: z.number(),
  PriceType: z.number(),
  IsRequiredAttribute: z.boolean(),
});

export const brandRow = z.object({
  ManufacturerID: z.number(),
  Name: z.string(),
  /** The brand's Arabic name (langId 2), like the size, tag and colour rows. */
  LocalizationJsonData: z.array(localizedText),
});
export const sizeRow = z.object({
  SizeID: z.number(),
  ShortName: z.string(),
  Name: z.string(),
  Inches: z.string(),
  Centimeters: z.string(),
  LocalizationJsonData: z.array(localizedText),
});
export const colorRow = z.object({
  ColorID: z.number(),
  ColorName: z.string(),
  HexCode: z.string(),
  /** Bazaar addition, as on sizes and tags: the Arabic name (langId 2) where there is one. */
  LocalizationJsonData: z.array(localizedText),
});
export const tagRow = z.object({
  TagID: z.number(),
  TagName: z.string(),
  LocalizationJsonData: z.array(localizedText),
});

export const reviewRow = z.object({
  ReviewId: z.number(),
  Rating: z.number(),
  Title: z.string(),
  Body: z.string(),
  ReviewerName: z.string(),
  ReviewDate: z.string(),
  /** Bazaar addition: written by a shopper whose order of the product was delivered. */
  VerifiedPurchase: z.boolean().optional(),
  /** Bazaar addition: the review's photos (paths under /files/review-photos/). */
  Photos: z.array(z.string()).optional(),
});

/** One photo as base64 (no `data:` prefix); its real type is read from the bytes. */
const reviewPhoto = z
  .string()
  .max(REVIEW_PHOTO_BASE64_MAX, { error: `must be at most ${REVIEW_PHOTOS.maxMegabytes} MB` })
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'must be base64' });

export const reviewRequest = formSchema(FORM_RULES.review).and(
  z.object({
    ProductId: requiredId(),
    // Not pre-selected (the spec defaulted to 1 star): a missing rating is told, not assumed.
    ReviewRating: optionalInt(RATING.min, RATING.max),
    /** Bazaar addition: up to REVIEW_PHOTOS.max photos; more are refused with a message. */
    Photos: z.array(reviewPhoto).max(10).optional(),
  }),
);

/** INSERT_PRODUCT_REVIEW's answer; Bazaar adds whether the review waits for the shop's check. */
export const reviewSavedRow = z.object({
  ResponseMsg: z.string(),
  ReviewHeld: z.boolean().optional(),
});

/** GET_MY_PRODUCT_REVIEW (Bazaar addition): may the caller review it, and their review. */
export const myProductReviewRow = z.object({
  CanReview: z.boolean(),
  /** Why not, in the request's language (empty when they can). */
  Reason: z.string(),
  MyReview: z
    .object({
      Rating: z.number(),
      Title: z.string(),
      Body: z.string(),
      Status: z.enum(['published', 'held', 'rejected']),
      PhotoCount: z.number(),
    })
    .nullable(),
});

export type CategoryRow = z.infer<typeof categoryRow>;
export type ProductRow = z.infer<typeof productRow>;
export type ProductsByIdsRow = z.infer<typeof productsByIdsRow>;
export type ProductDetailRow = z.infer<typeof productDetailRow>;
export type ProductAttributeRow = z.infer<typeof productAttributeRow>;
export type AllProductsRequest = z.infer<typeof allProductsRequest> &
  Pick<LanguageRequest, 'languageCode'>;
export type ProductListRequest = z.infer<typeof productListRequest> &
  Pick<LanguageRequest, 'languageCode'>;
export type ProductFacetsRequest = z.infer<typeof productFacetsRequest>;
export type ProductFacetRow = z.infer<typeof productFacetRow>;
export type SearchSuggestionRow = z.infer<typeof searchSuggestionRow>;
export type ReviewRow = z.infer<typeof reviewRow>;
export type MyProductReviewRow = z.infer<typeof myProductReviewRow>;
export type BrandRow = z.infer<typeof brandRow>;
export type SizeRow = z.infer<typeof sizeRow>;
export type ColorRow = z.infer<typeof colorRow>;
export type TagRow = z.infer<typeof tagRow>;
