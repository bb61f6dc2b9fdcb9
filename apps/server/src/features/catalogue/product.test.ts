// The product page's endpoints and the lookup lists, on each dialect (reviews: features/reviews/).
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const detail = z.array(API_SCHEMAS.getProductDetail.row);
const attributes = z.array(API_SCHEMAS.getProductAttributes.row);
const products = z.array(API_SCHEMAS.getRelatedProducts.row);

describe.each(DIALECTS)('product page on %s', (dialect) => {
  const t = useTestApp(dialect);
  let productId = 0;
  beforeAll(async () => {
    const withSizes = await t.db
      .selectFrom('products')
      .innerJoin('product_sizes', 'product_sizes.product_id', 'products.id')
      .select('products.id')
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    productId = withSizes.id;
  });

  it('get-product_detail answers every detail field, FullDescription sanitised', async () => {
    const { data } = await call(t.app, 'getProductDetail', { ProductId: String(productId) });
    const [row] = detail.parse(data);
    expect(row?.ProductId).toBe(productId);
    expect(row?.ProductSizesJson.length).toBeGreaterThan(0);
    expect(row?.ManufacturerName).not.toBe('');
    expect(row?.VendorName).not.toBe('');
    expect(row?.FullDescription).toMatch(/^<p>/);
    expect(row?.FullDescription).not.toMatch(/<script|on\w+=/i);
    const stored = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(row?.TotalReviews).toBe(stored.n);
  });

  it('answers [] for an unknown or unpublished product', async () => {
    await t.db.updateTable('products').set({ published: 0 }).where('id', '=', 2).execute();
    for (const key of [
      'getProductDetail',
      'getProductAttributes',
      'getProductReviews',
      'getRelatedProducts',
    ] as const) {
      for (const ProductId of [2, 999_999]) {
        const { status, data } = await call(t.app, key, { ProductId });
        expect(status).toBe(200);
        expect(data, key).toEqual([]);
      }
    }
  });

  it('get-product-all-attributes-by-productId lists size options', async () => {
    const { data } = await call(t.app, 'getProductAttributes', { ProductId: productId });
    const rows = attributes.parse(data);
    expect(rows.some((row) => row.ProductAttributeID === 2)).toBe(true);
    expect(rows.every((row) => row.ProductId === productId)).toBe(true);
  });

  it('get-related-products-list: same leaf category first, at most 20, never itself', async () => {
    const rows = products.parse(
      (await call(t.app, 'getRelatedProducts', { ProductId: productId, PageNo: 1, PageSize: 20 }))
        .data,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.map((row) => row.ProductId)).not.toContain(productId);
    const primary = await t.db
      .selectFrom('product_categories')
      .select('category_id')
      .where('product_id', '=', productId)
      .where('is_primary', '=', 1)
      .executeTakeFirstOrThrow();
    const sameLeaf = new Set(
      (
        await t.db
          .selectFrom('product_categories')
          .select('product_id')
          .where('category_id', '=', primary.category_id)
          .execute()
      ).map((row) => row.product_id),
    );
    const inLeaf = rows.map((row) => sameLeaf.has(row.ProductId));
    expect(inLeaf[0]).toBe(true);
    expect(
      inLeaf.slice(inLeaf.indexOf(false) === -1 ? inLeaf.length : inLeaf.indexOf(false)),
    ).not.toContain(true);
  });

  it('answers the size, brand, tag and colour lists', async () => {
    for (const key of [
      'getSizeList',
      'getManufacturerList',
      'getTagsList',
      'getColorsList',
    ] as const) {
      const { status, data } = await call(t.app, key, { PageNo: 1, PageSize: 100 });
      expect(status).toBe(200);
      expect(z.array(API_SCHEMAS[key].row).parse(data).length, key).toBeGreaterThan(0);
    }
    const tags = z
      .array(API_SCHEMAS.getTagsList.row)
      .parse((await call(t.app, 'getTagsList', {})).data);
    expect(tags.some((tag) => tag.LocalizationJsonData.length > 0)).toBe(true);
  });

  it('get-latest-hot-product answers the best sellers first', async () => {
    const { data } = await call(t.app, 'getLatestHotProduct', { PageNo: 1, PageSize: 5 });
    const rows = products.parse(data);
    expect(rows).toHaveLength(5);
    const top = await t.db
      .selectFrom('products')
      .select('id')
      .where('published', '=', 1)
      .orderBy('sales_count', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(rows[0]?.ProductId).toBe(top.id);
  });
});
