// The product page (detail, attributes, related products) and the size / brand / tag / colour
// lists (reviews: features/reviews/). An unknown or unpublished product answers [].
import type { Kysely } from 'kysely';
import { LANGUAGES, PAGE_SIZES } from '@bazaar/contract/constants';
import { optionToWire } from '@bazaar/contract/pricing/option-price';
import type { Lang } from '@bazaar/i18n/text';
import type {
  BrandRow,
  ColorRow,
  ProductAttributeRow,
  ProductDetailRow,
  ProductRow,
  SizeRow,
  TagRow,
} from '@bazaar/contract/schemas/catalogue';
import type { Database } from '../../db/schema.ts';
import { toProductRows } from './catalogue.service.ts';
import * as listing from './listing.repository.ts';
import { withDescendants } from './listing.service.ts';
import * as repository from './product.repository.ts';

const arabic = (text: string | null) => (text ? [{ langId: LANGUAGES.ar, text }] : []);
/** The Arabic text for an Arabic request where the catalogue has one, else the English. */
const inLanguage = (lang: Lang | undefined, english: string, arabicText: string | null) =>
  lang === 'ar' && arabicText ? arabicText : english;
const page = (pageNo: number, pageSize: number) => ({
  limit: pageSize,
  offset: (pageNo - 1) * pageSize,
});

/** GET_PRODUCT_DETAIL: one row with every detail field of spec §3. */
export async function productDetail(
  db: Kysely<Database>,
  productId: number,
  lang?: Lang,
): Promise<ProductDetailRow[]> {
  const product = await repository.findPublishedProduct(db, productId);
  if (!product) return [];
  const [[row], colours, sizes, tags, shipping] = await Promise.all([
    toProductRows(db, [product], 1, lang, 'all'),
    repository.findProductColors(db, productId),
    repository.findProductSizes(db, productId),
    repository.findProductTags(db, productId),
    repository.findProductShipMethods(db, productId),
  ]);
  if (!row) return [];
  // Arabic requests get the Arabic short description where the shop wrote one.
  const arabicShort = lang === 'ar' ? product.short_description_ar : null;
  return [
    {
      ...row,
      MetaTitle: product.meta_title ?? product.name,
      MetaDescription: arabicShort ?? product.meta_description ?? product.short_description,
      MetaKeywords: product.meta_keywords ?? '',
      ShortDescription: arabicShort ?? product.short_description,
      FullDescription: inLanguage(lang, product.full_description, product.full_description_ar),
      VendorName: inLanguage(lang, product.vendor_name ?? '', product.vendor_name_ar),
      ManufacturerName: inLanguage(
        lang,
        product.manufacturer_name ?? '',
        product.manufacturer_name_ar,
      ),
      StockQuantity: product.stock_quantity,
      DisplayStockQuantity: product.display_stock_quantity === 1,
      OrderMaximumQuantity: product.order_maximum_quantity,
      TotalReviews: product.review_count,
      IsDigitalProduct: product.is_digital === 1,
      ProductColorsJson: colours.map((c) => ({
        ColorID: c.id,
        ColorName: inLanguage(lang, c.name, c.name_ar),
        HexCode: c.hex_code,
      })),
      ProductSizesJson: sizes.map((s) => ({ SizeID: s.id, ShortName: s.short_name })),
      ProductTagsJson: tags.map((t) => ({
        TagID: t.id,
        TagName: inLanguage(lang, t.name, t.name_ar),
      })),
      ProductShipMethodsJson: shipping.map((m) => ({
        ShippingMethodName: inLanguage(lang, m.name, m.name_ar),
      })),
      IsShippingFree: product.is_shipping_free === 1,
      EstimatedShippingDays: product.estimated_shipping_days,
    },
  ];
}

/**
 * GET_PRODUCT_ALL_ATTRIBUTES_BY_ID: every option; AdditionalPrice is rupees for FixedValue
 * (PriceType 1) and the percent of the base price for Percentage (PriceType 2).
 */
export async function productAttributes(
  db: Kysely<Database>,
  productId: number,
  lang?: Lang,
): Promise<ProductAttributeRow[]> {
  if (!(await repository.findPublishedProduct(db, productId))) return [];
  const options = await repository.findAttributeOptions(db, productId);
  return options.map((o) => ({
    ProductId: o.product_id,
    ProductAttributeID: o.attribute_id,
    AttributeDisplayName: inLanguage(lang, o.attribute_name, o.attribute_name_ar),
    PrimaryKeyValue: o.primary_key_value,
    PrimaryKeyDisplayValue: inLanguage(lang, o.display_value, o.display_value_ar),
    ...optionToWire({
      priceType: o.price_type_id,
      fixedPaise: o.additional_price_paise,
      percent: o.additional_percent,
    }),
    IsRequiredAttribute: o.is_required === 1,
  }));
}

/**
 * GET_RELATED_PRODUCTS_LIST: products of the same leaf category first, then of the rest of its
 * parent's tree, most popular first, never the product itself, at most `pageSize`.
 */
export async function relatedProducts(
  db: Kysely<Database>,
  productId: number,
  pageSize: number = PAGE_SIZES.related,
  lang?: Lang,
): Promise<ProductRow[]> {
  if (!(await repository.findPublishedProduct(db, productId))) return [];
  const category = await repository.findPrimaryCategory(db, productId);
  if (!category) return [];
  const empty = { manufacturerIds: [], sizeIds: [], tagIds: [], colorIds: [], words: [] };
  const chosen: number[] = [productId];
  const groups = [[category.id]];
  if (category.parent_category_id !== null) {
    groups.push(await withDescendants(db, [category.parent_category_id]));
  }
  for (const categoryIds of groups) {
    const wanted = pageSize + 1 - chosen.length;
    if (wanted <= 0) break;
    const ids = await listing.findListingPage(db, { ...empty, categoryIds }, 'popular', {
      limit: wanted + chosen.length,
      offset: 0,
    });
    for (const id of ids) if (!chosen.includes(id) && chosen.length <= pageSize) chosen.push(id);
  }
  const related = chosen.slice(1);
  const found = new Map((await listing.findListRows(db, related)).map((row) => [row.id, row]));
  const products = related.flatMap((id) => found.get(id) ?? []);
  return toProductRows(db, products, products.length, lang);
}

/**
 * A lookup list's endpoint (sizes, brands, tags, colours): one page of `find`'s records, each
 * as its row.
 */
function lookupList<T, Row>(
  find: (db: Kysely<Database>, limit: number, offset: number) => Promise<T[]>,
  toRow: (record: T) => Row,
) {
  return async (
    db: Kysely<Database>,
    { PageNo, PageSize }: { PageNo: number; PageSize: number },
  ): Promise<Row[]> => {
    const { limit, offset } = page(PageNo, PageSize);
    return (await find(db, limit, offset)).map(toRow);
  };
}

export const sizeList = lookupList(repository.findSizes, (s): SizeRow => ({
  SizeID: s.id,
  ShortName: s.short_name,
  Name: s.name,
  Inches: s.inches ?? '',
  Centimeters: s.centimeters ?? '',
  LocalizationJsonData: arabic(s.name_ar),
}));

export const manufacturerList = lookupList(repository.findManufacturers, (m): BrandRow => ({
  ManufacturerID: m.id,
  Name: m.name,
  LocalizationJsonData: arabic(m.name_ar),
}));

export const tagList = lookupList(repository.findTags, (t): TagRow => ({
  TagID: t.id,
  TagName: t.name,
  LocalizationJsonData: arabic(t.name_ar),
}));

export const colorList = lookupList(repository.findColors, (c): ColorRow => ({
  ColorID: c.id,
  ColorName: c.name,
  HexCode: c.hex_code,
  LocalizationJsonData: arabic(c.name_ar),
}));
