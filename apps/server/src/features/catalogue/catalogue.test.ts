import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { LANGUAGES } from '@bazaar/contract/constants';
import { DIALECTS, SEEDED_PARENT_CATEGORIES } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import { roundRating } from './catalogue.service.ts';

const categories = z.array(API_SCHEMAS.getCategoriesList.row);
const products = z.array(API_SCHEMAS.getPopularProducts.row);
const productsByIds = z.array(API_SCHEMAS.getProductsByIds.row);

describe('catalogue rules', () => {
  it('rounds ratings to one decimal and keeps "no rating" as null', () => {
    expect(roundRating('4.3333')).toBe(4.3);
    expect(roundRating(null)).toBeNull();
  });
});

describe.each(DIALECTS)('catalogue endpoints on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('get-categories-list answers six parents, each with children and Arabic names', async () => {
    const { data } = await call(t.app, 'getCategoriesList', { PageNo: 1, PageSize: 100 });
    const rows = categories.parse(data);
    const parents = rows.filter((row) => row.ParentCategoryID === null);
    expect(parents.map((row) => row.Name)).toEqual(
      expect.arrayContaining([...SEEDED_PARENT_CATEGORIES]),
    );
    for (const parent of parents) {
      expect(
        rows.filter((row) => row.ParentCategoryID === parent.CategoryID).length,
      ).toBeGreaterThanOrEqual(3);
    }
    const children = rows.filter((row) => row.ParentCategoryID !== null);
    expect(
      children.every((row) => row.LocalizationJsonData.some((l) => l.langId === LANGUAGES.ar)),
    ).toBe(true);
    expect(children.some((row) => row.TotalProducts > 0)).toBe(true);
  });

  it("counts a parent's TotalProducts over its descendants, each product once", async () => {
    const all = categories.parse(
      (await call(t.app, 'getCategoriesList', { PageNo: 1, PageSize: 100 })).data,
    );
    const apparel = all.find((row) => row.Name === 'Apparel');
    if (!apparel) throw new Error('Apparel is not seeded');
    const children = all.filter((row) => row.ParentCategoryID === apparel.CategoryID);
    // The same product also filed under the parent itself must not count twice.
    const shared = await t.db
      .selectFrom('product_categories')
      .select('product_id')
      .where(
        'category_id',
        'in',
        children.map((row) => row.CategoryID),
      )
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('product_categories')
      .values({ product_id: shared.product_id, category_id: apparel.CategoryID, is_primary: 0 })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const distinct = await t.db
      .selectFrom('product_categories')
      .innerJoin('products', 'products.id', 'product_categories.product_id')
      .select('product_categories.product_id')
      .distinct()
      .where('products.published', '=', 1)
      .where('product_categories.category_id', 'in', [
        apparel.CategoryID,
        ...children.map((row) => row.CategoryID),
      ])
      .execute();
    const after = categories.parse(
      (await call(t.app, 'getCategoriesList', { PageNo: 1, PageSize: 100 })).data,
    );
    const counted = after.find((row) => row.CategoryID === apparel.CategoryID);
    expect(distinct.length).toBeGreaterThan(children.length);
    expect(counted?.TotalProducts).toBe(distinct.length);
  });

  it('get-categories-list pages', async () => {
    const first = categories.parse(
      (await call(t.app, 'getCategoriesList', { PageNo: 1, PageSize: 5 })).data,
    );
    const second = categories.parse(
      (await call(t.app, 'getCategoriesList', { PageNo: '2', PageSize: '5' })).data,
    );
    expect(first).toHaveLength(5);
    expect(second[0]?.CategoryID).not.toBe(first[0]?.CategoryID);
  });

  it('get-popular-categories answers exactly the categories marked popular', async () => {
    const rows = categories.parse(
      (await call(t.app, 'getPopularCategories', { recordValueJson: '[]' })).data,
    );
    const marked = await t.db
      .selectFrom('categories')
      .select('id')
      .where('is_popular', '=', 1)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.CategoryID).sort()).toEqual(marked.map((row) => row.id).sort());
  });

  it('get-popular-products answers 20 products, most popular first, with TotalRecords', async () => {
    const rows = products.parse(
      (await call(t.app, 'getPopularProducts', { PageNo: 1, PageSize: 20 })).data,
    );
    expect(rows).toHaveLength(20);
    expect(rows[0]?.TotalRecords).toBeGreaterThanOrEqual(150);
    expect(rows.every((row) => row.ProductImagesJson.length > 0 && row.CategoryName !== '')).toBe(
      true,
    );
    for (const row of rows) {
      if (row.DiscountedPrice !== null) expect(row.DiscountedPrice).toBeLessThan(row.Price);
    }
  });

  it('get-recents-products-list answers the newest products first', async () => {
    const recent = products.parse(
      (await call(t.app, 'getRecentProducts', { PageNo: 1, PageSize: 20, TabName: 'new products' }))
        .data,
    );
    const popular = products.parse(
      (await call(t.app, 'getPopularProducts', { PageNo: 1, PageSize: 20 })).data,
    );
    expect(recent).toHaveLength(20);
    expect(recent.map((row) => row.ProductId)).not.toEqual(popular.map((row) => row.ProductId));
    const newest = await t.db
      .selectFrom('products')
      .select('id')
      .where('published', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(recent[0]?.ProductId).toBe(newest.id);
  });

  it('get-products-list-by-ids reads ProductsIds as the provider sends it', async () => {
    const [first, second] = products.parse(
      (await call(t.app, 'getPopularProducts', { PageNo: 1, PageSize: 2 })).data,
    );
    if (!first || !second) throw new Error('no products seeded');
    const ProductsIds = JSON.stringify([
      { ProductId: second.ProductId },
      { ProductId: 999_999 },
      { ProductId: first.ProductId },
      { ProductId: 0 },
    ]);
    const { status, data } = await call(t.app, 'getProductsByIds', {
      ProductsIds,
      recordValueJson: '[]',
    });
    expect(status).toBe(200);
    const rows = productsByIds.parse(data);
    expect(rows.map((row) => row.ProductID)).toEqual([second.ProductId, first.ProductId]);
    expect(rows.every((row) => row.ProductID === row.ProductId && row.TotalRecords === 2)).toBe(
      true,
    );
    const stored = await t.db
      .selectFrom('products')
      .select(['id', 'is_shipping_free', 'shipping_charge_paise'])
      .where('id', '=', second.ProductId)
      .executeTakeFirstOrThrow();
    expect(rows[0]?.ShippingCharges).toBe(
      stored.is_shipping_free === 1 ? 0 : paiseToRupees(stored.shipping_charge_paise),
    );
    expect((await call(t.app, 'getProductsByIds', { ProductsIds: '[]' })).data).toEqual([]);
  });

  it('refuses a page size above the limit', async () => {
    const { status, envelope } = await call(t.app, 'getPopularProducts', { PageSize: 500 });
    expect(status).toBe(400);
    expect(envelope.errorMessage).toMatch(/^PageSize: /);
  });
});
