// Categories, products, lookups and reviews.
import { z } from 'zod';
import { FORM_RULES } from '../validation.ts';
import { PAGE_SIZES, RATING, SORT_OPTIONS } from '../constants.ts';
import {
  formSchema,
  idList,
  optionalInt,
  optionalNumber,
  optionalText,
  productIdList,
  requiredInt,
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
  ProductImagesJson: z.array(productImage),
  TotalRecords: z.number(),
});

export const productListRequest = z.object({
  PageNo: optionalInt(1, 100_000).default(1),
  PageSize: optionalInt(1, PAGE_SIZES.max).default(PAGE_SIZES.homeProducts),
  TabName: optionalText(50),
});

const sortValues = SORT_OPTIONS.map((option) => option.value) as [string, ...string[]];

export const allProductsRequest = z.object({
  SearchTerm: optionalText(100),
  SizeID: idList(),
  ColorID: idList(),
  CategoryID: idList(),
  TagID: idList(),
  ManufacturerID: idList(),
  MinPrice: optionalNumber(),
  MaxPrice: optionalNumber(),
  Rating: optionalInt(RATING.min, RATING.max),
  OrderByColumnName: optionalText(20).pipe(z.enum(sortValues, { error: 'is not a sort option' })),
  PageNo: optionalInt(1, 100_000).default(1),
  PageSize: optionalInt(1, PAGE_SIZES.max).default(PAGE_SIZES.listingDefault),
});

export const productIdRequest = z.object({ ProductId: requiredInt(1) });
export const relatedProductsRequest = productIdRequest.extend({
  PageNo: optionalInt(1, 100_000).default(1),
  PageSize: optionalInt(1, PAGE_SIZES.max).default(PAGE_SIZES.related),
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

export const brandRow = z.object({ ManufacturerID: z.number(), Name: z.string() });
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
});
export const reviewRequest = formSchema(FORM_RULES.review).and(
  z.object({
    ProductId: requiredInt(1),
    ReviewRating: optionalInt(RATING.min, RATING.max).default(RATING.reviewDefault),
  }),
);

export type CategoryRow = z.infer<typeof categoryRow>;
export type ProductRow = z.infer<typeof productRow>;
export type ProductsByIdsRow = z.infer<typeof productsByIdsRow>;
export type ProductDetailRow = z.infer<typeof productDetailRow>;
export type ProductAttributeRow = z.infer<typeof productAttributeRow>;
export type AllProductsRequest = z.infer<typeof allProductsRequest>;
export type ReviewRow = z.infer<typeof reviewRow>;
export type BrandRow = z.infer<typeof brandRow>;
export type SizeRow = z.infer<typeof sizeRow>;
export type ColorRow = z.infer<typeof colorRow>;
export type TagRow = z.infer<typeof tagRow>;
