// Catalogue rules: spec row shapes (money as the contract's rupees) and product-list assembly.
import type { Kysely } from 'kysely';
import { LANGUAGES, PAGE_SIZES } from '@bazaar/contract/constants';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import type { Lang } from '@bazaar/i18n/text';
import type { CategoryRow, ProductRow, ProductsByIdsRow } from '@bazaar/contract/schemas/catalogue';
import type { Database } from '../../db/schema.ts';
import * as repository from './catalogue.repository.ts';
import { catalogueCounts } from './catalogue-counts.ts';

/** Average rating rounded to one decimal; null when nobody has reviewed yet. */
export function roundRating(average: number | string | null | undefined): number | null {
  if (average === null || average === undefined) return null;
  return Math.round(Number(average) * 10) / 10;
}

export function toCategoryRow(
  category: repository.CategoryRecord,
  totalProducts: number,
): CategoryRow {
  return {
    CategoryID: category.id,
    ParentCategoryID: category.parent_category_id,
    Name: category.name,
    AttachmentURL: category.attachment_url ?? '',
    TotalProducts: totalProducts,
    LocalizationJsonData: category.name_ar
      ? [{ langId: LANGUAGES.ar, text: category.name_ar }]
      : [],
  };
}

/**
 * Pictures a list row carries: a product card shows the main one and swaps in the second on
 * hover; the provider's card stacks any third under the grid. The detail row carries them all.
 */
export const LIST_ROW_IMAGES = 2;

/** Builds spec product rows for a page of products, TotalRecords on every row. */
export async function toProductRows(
  db: Kysely<Database>,
  products: repository.ProductRecord[],
  totalRecords: number,
  lang?: Lang,
  images: 'card' | 'all' = 'card',
): Promise<ProductRow[]> {
  const imageLimit = images === 'all' ? Infinity : LIST_ROW_IMAGES;
  const local = (english: string, arabic: string | null | undefined) =>
    lang === 'ar' && arabic ? arabic : english;
  const ids = products.map((product) => product.id);
  const [imageRecords, categories, ratings] = await Promise.all([
    repository.findImages(db, ids),
    repository.findPrimaryCategoryNames(db, ids),
    repository.findRatings(db, ids),
  ]);
  const categoryOf = new Map(
    categories.map((row) => [row.product_id, local(row.name, row.name_ar)]),
  );
  const ratingOf = new Map(ratings.map((row) => [row.product_id, row]));
  const imagesOf = new Map<number, { AttachmentURL: string; ColorID: number | null }[]>();
  for (const image of imageRecords) {
    const list = imagesOf.get(image.product_id) ?? [];
    if (list.length < imageLimit) list.push({ AttachmentURL: image.url, ColorID: image.color_id });
    imagesOf.set(image.product_id, list);
  }
  return products.map((product) => {
    const discounted = product.discounted_price_paise;
    return {
      ProductId: product.id,
      ProductName: local(product.name, product.name_ar),
      CategoryName: categoryOf.get(product.id) ?? '',
      Price: paiseToRupees(product.price_paise),
      DiscountedPrice: discounted === null ? null : paiseToRupees(discounted),
      DiscountId: null,
      IsDiscountCalculated: discounted !== null,
      CouponCode: null,
      Rating: roundRating(ratingOf.get(product.id)?.rating),
      // PostgreSQL answers a count as a string (bigint).
      TotalReviews: Number(ratingOf.get(product.id)?.reviews ?? 0),
      ProductImagesJson: imagesOf.get(product.id) ?? [],
      TotalRecords: totalRecords,
      InStock: product.stock_quantity > 0,
    };
  });
}

/** GET_CAMPAIGN_PRODUCTS (Bazaar addition): what a campaign promotes, as product rows. */
export async function campaignProducts(
  db: Kysely<Database>,
  campaignId: number,
  lang?: Lang,
): Promise<ProductRow[]> {
  const products = await repository.findCampaignProducts(db, campaignId);
  return toProductRows(db, products, products.length, lang);
}

/**
 * GET_PRODUCTS_LIST_BY_IDS: the published products among `ids`, in the order asked for, each
 * also under `ProductID` and with its per-unit `ShippingCharges` (the provider's cart reads
 * both). Unknown or unpublished ids are left out.
 */
export async function listProductsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<ProductsByIdsRow[]> {
  const found = new Map((await repository.findProductsByIds(db, ids)).map((p) => [p.id, p]));
  const products = ids.flatMap((id) => found.get(id) ?? []);
  const rows = await toProductRows(db, products, products.length);
  return rows.map((row, index) => {
    const product = products[index];
    const free = !product || product.is_shipping_free === 1;
    return {
      ...row,
      ProductID: row.ProductId,
      ShippingCharges: free ? 0 : paiseToRupees(product.shipping_charge_paise),
    };
  });
}

/**
 * Categories with TotalProducts: the distinct published products of the category and of all
 * its descendants, from the stored whole-catalogue counts (catalogue-counts.ts).
 */
async function withTotals(
  db: Kysely<Database>,
  categories: repository.CategoryRecord[],
): Promise<CategoryRow[]> {
  const { category } = await catalogueCounts(db, ['category']);
  const totalOf = new Map(category.map((value) => [value.id, value.count]));
  return categories.map((c) => toCategoryRow(c, totalOf.get(c.id) ?? 0));
}

export async function listCategories(
  db: Kysely<Database>,
  pageNo: number,
  pageSize: number,
): Promise<CategoryRow[]> {
  const categories = await repository.findCategories(db, {
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return withTotals(db, categories);
}

/** The categories marked popular (home page boxes), in their display order. */
export async function listPopularCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  const categories = await repository.findCategories(db, {
    limit: PAGE_SIZES.max,
    offset: 0,
    popularOnly: true,
  });
  return withTotals(db, categories);
}
