// get-all-products, its filters, sorts, pages and errors, and the facet counts, on each dialect.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { FACET_PRICE_BANDS } from '@bazaar/contract/constants';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const products = z.array(API_SCHEMAS.getAllProducts.row);
const facets = z.array(API_SCHEMAS.getProductFacets.row);
type Params = Record<string, unknown>;

describe.each(DIALECTS)('get-all-products on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function list(params: Params) {
    const { status, envelope, data } = await call(t.app, 'getAllProducts', {
      PageNo: 1,
      PageSize: 100,
      ...params,
    });
    expect(status, envelope.errorMessage).toBe(200);
    return products.parse(data);
  }
  const total = async (params: Params) =>
    (await list({ ...params, PageSize: 1 }))[0]?.TotalRecords ?? 0;
  /** Every matching id, across pages. */
  async function allIds(params: Params): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const rows = await list({ ...params, PageNo: page });
      ids.push(...rows.map((row) => row.ProductId));
      if (rows.length < 100) return ids;
    }
  }
  const idsWhere = async (facet: 'tag' | 'size', values: number[]) => {
    const rows =
      facet === 'tag'
        ? await t.db
            .selectFrom('product_tags')
            .select('product_id')
            .where('tag_id', 'in', values)
            .execute()
        : await t.db
            .selectFrom('product_sizes')
            .select('product_id')
            .where('size_id', 'in', values)
            .execute();
    return new Set(rows.map((row) => row.product_id));
  };
  const published = async () =>
    (await t.db.selectFrom('products').select('id').where('published', '=', 1).execute()).length;

  it("answers the provider's request: CategoryID '0', page size 22, TotalRecords", async () => {
    const rows = await list({ CategoryID: '0', PageSize: 22, OrderByColumnName: null });
    expect(rows).toHaveLength(22);
    expect(rows[0]?.TotalRecords).toBe(await published());
  });

  it('includes every descendant of a parent category, each product once', async () => {
    const apparel = await t.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Apparel')
      .executeTakeFirstOrThrow();
    const children = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_category_id', '=', apparel.id)
      .execute();
    const expected = await t.db
      .selectFrom('product_categories')
      .select('product_id')
      .distinct()
      .where('category_id', 'in', [apparel.id, ...children.map((c) => c.id)])
      .execute();
    const ids = await allIds({ CategoryID: `0,${apparel.id}` });
    expect(ids.sort()).toEqual(expected.map((row) => row.product_id).sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ORs values within a facet and ANDs facets', async () => {
    const tags = await t.db.selectFrom('tags').select('id').orderBy('id').limit(2).execute();
    const [a, b] = tags.map((tag) => tag.id);
    if (a === undefined || b === undefined) throw new Error('tags are not seeded');
    const either = await idsWhere('tag', [a, b]);
    expect(new Set(await allIds({ TagID: `${a},${b}` }))).toEqual(either);
    const size = await t.db.selectFrom('sizes').select('id').executeTakeFirstOrThrow();
    const sized = await idsWhere('size', [size.id]);
    const both = [...either].filter((id) => sized.has(id));
    expect(both.length).toBeGreaterThan(0);
    expect(new Set(await allIds({ TagID: `${a},${b}`, SizeID: size.id }))).toEqual(new Set(both));
  });

  it('filters and sorts by the price the shopper pays', async () => {
    const rows = await list({
      MinPrice: 600,
      MaxPrice: '1000000000',
      OrderByColumnName: 'Price ASC',
    });
    const paid = rows.map((row) => row.DiscountedPrice ?? row.Price);
    expect(paid.every((price) => price >= 600)).toBe(true);
    expect(paid).toEqual([...paid].sort((x, y) => x - y));
    const desc = await list({ MinPrice: 1000, MaxPrice: 2000, OrderByColumnName: 'Price DESC' });
    const paidDesc = desc.map((row) => row.DiscountedPrice ?? row.Price);
    expect(paidDesc.every((price) => price >= 1000 && price <= 2000)).toBe(true);
    expect(paidDesc).toEqual([...paidDesc].sort((x, y) => y - x));
  });

  it('matches ratings on the average of reviews; unreviewed products never match', async () => {
    await t.db.deleteFrom('reviews').where('product_id', '=', 1).execute();
    await t.db
      .updateTable('products')
      .set({ review_count: 0, rating_sum: 0 })
      .where('id', '=', 1)
      .execute();
    for (const n of [1, 4, 5]) {
      const ids = await allIds({ Rating: n });
      const expected = await t.db
        .selectFrom('reviews')
        .select('product_id')
        .where('approved', '=', 1)
        .groupBy('product_id')
        .having((eb) => eb.fn.avg('rating'), '>=', n)
        .execute();
      expect(ids.sort()).toEqual(expected.map((row) => row.product_id).sort());
      expect(ids).not.toContain(1);
    }
  });

  it('answers on each row how many approved reviews its rating averages', async () => {
    const rows = await list({});
    const counts = await t.db
      .selectFrom('reviews')
      .select((eb) => ['product_id', eb.fn.countAll<number | string>().as('n')])
      .where('approved', '=', 1)
      .groupBy('product_id')
      .execute();
    const countOf = new Map(counts.map((row) => [row.product_id, Number(row.n)]));
    expect(rows.some((row) => (row.TotalReviews ?? 0) > 0)).toBe(true);
    for (const row of rows) {
      expect(row.TotalReviews, `product ${row.ProductId}`).toBe(countOf.get(row.ProductId) ?? 0);
      expect(row.Rating === null).toBe(row.TotalReviews === 0);
    }
  });

  it('answers on each row whether a unit can be ordered (InStock: stock above 0)', async () => {
    const [soldOut, stocked] = await t.db
      .selectFrom('products')
      .select('id')
      .where('published', '=', 1)
      .orderBy('id')
      .limit(2)
      .execute();
    if (!soldOut || !stocked) throw new Error('the test catalogue has two products');
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 0 })
      .where('id', '=', soldOut.id)
      .execute();
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 3 })
      .where('id', '=', stocked.id)
      .execute();
    const all = [];
    for (let page = 1; ; page += 1) {
      const rows = await list({ PageNo: page });
      all.push(...rows);
      if (rows.length < 100) break;
    }
    const inStockOf = new Map(all.map((row) => [row.ProductId, row.InStock]));
    expect(inStockOf.get(soldOut.id)).toBe(false);
    expect(inStockOf.get(stocked.id)).toBe(true);
    const { data } = await call(t.app, 'getProductsByIds', {
      ProductsIds: `${soldOut.id},${stocked.id}`,
    });
    const byIds = z.array(API_SCHEMAS.getProductsByIds.row).parse(data);
    expect(byIds.map((row) => row.InStock)).toEqual([false, true]);
  });

  it('sorts newest and oldest first', async () => {
    const newest = await list({ OrderByColumnName: 'Date DESC', PageSize: 30 });
    const oldest = await list({ OrderByColumnName: 'Date ASC', PageSize: 30 });
    const created = async (ids: number[]) => {
      const rows = await t.db
        .selectFrom('products')
        .select(['id', 'created_at'])
        .where('id', 'in', ids)
        .execute();
      const at = new Map(rows.map((row) => [row.id, row.created_at]));
      return ids.map((id) => at.get(id) ?? '');
    };
    const down = await created(newest.map((row) => row.ProductId));
    expect(down).toEqual([...down].sort().reverse());
    const up = await created(oldest.map((row) => row.ProductId));
    expect(up).toEqual([...up].sort());
  });

  it('pages without overlap, the last page short, past the end empty', async () => {
    const count = await published();
    const pages = Math.ceil(count / 22);
    const ids = new Set<number>();
    for (let page = 1; page <= pages; page += 1) {
      const rows = await list({ PageNo: page, PageSize: 22 });
      expect(rows[0]?.TotalRecords).toBe(count);
      for (const row of rows) ids.add(row.ProductId);
    }
    expect(ids.size).toBe(count);
    expect(await list({ PageNo: pages + 1, PageSize: 22 })).toEqual([]);
  });

  it.each([
    [{ CategoryID: '12,abc' }, 'CategoryID'],
    [{ TagID: '-3' }, 'TagID'],
    [{ MinPrice: -1 }, 'MinPrice'],
    [{ MinPrice: 500, MaxPrice: 100 }, 'MaxPrice'],
    [{ PageSize: 0 }, 'PageSize'],
    [{ PageSize: 101 }, 'PageSize'],
    [{ OrderByColumnName: 'Name ASC' }, 'OrderByColumnName'],
    [{ Rating: 6 }, 'Rating'],
  ])('refuses %o with a 400 naming %s', async (params, field) => {
    const { status, envelope } = await call(t.app, 'getAllProducts', params);
    expect(status).toBe(400);
    expect(envelope.errorMessage).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
  });

  it("answers Arabic category names for languageCode 'ar', English without it", async () => {
    const english = await list({ PageSize: 10 });
    const arabic = await list({ PageSize: 10, languageCode: 'ar' });
    expect(arabic.map((row) => row.ProductId)).toEqual(english.map((row) => row.ProductId));
    expect(english.every((row) => /^[\x20-\x7e]+$/.test(row.CategoryName))).toBe(true);
    expect(arabic.every((row) => /[\u0600-\u06ff]/.test(row.CategoryName))).toBe(true);
    const { data } = await call(t.app, 'getProductDetail', {
      ProductId: english[0]?.ProductId,
      languageCode: 'ar',
    });
    const [detail] = z.array(API_SCHEMAS.getProductDetail.row).parse(data);
    expect(detail?.CategoryName).toBe(arabic[0]?.CategoryName);
  });

  it('filters the popular and recent lists the same way', async () => {
    const filtered = await list({ MinPrice: 2000 });
    const { data } = await call(t.app, 'getPopularProducts', {
      PageNo: 1,
      PageSize: 100,
      MinPrice: 2000,
    });
    const popular = products.parse(data);
    expect(popular[0]?.TotalRecords).toBe(filtered[0]?.TotalRecords);
    expect(popular.every((row) => (row.DiscountedPrice ?? row.Price) >= 2000)).toBe(true);
    const recent = await call(t.app, 'getRecentProducts', {
      PageSize: 5,
      TabName: 'new products',
      MinPrice: 2000,
    });
    expect(
      products.parse(recent.data).every((row) => (row.DiscountedPrice ?? row.Price) >= 2000),
    ).toBe(true);
  });

  describe('get-product-facets', () => {
    const base = { MinPrice: 300, Rating: 3 };
    it('counts each value as the listing would with that value added', async () => {
      const { status, data } = await call(t.app, 'getProductFacets', {
        ...base,
        recordValueJson: '[]',
      });
      expect(status).toBe(200);
      const rows = facets.parse(data);
      const param = {
        category: 'CategoryID',
        brand: 'ManufacturerID',
        size: 'SizeID',
        tag: 'TagID',
        color: 'ColorID',
      } as const;
      for (const facet of ['category', 'brand', 'size', 'tag', 'color'] as const) {
        const values = rows.filter((row) => row.Facet === facet);
        expect(values.length, facet).toBeGreaterThan(0);
        for (const value of values.slice(0, 3)) {
          expect(await total({ ...base, [param[facet]]: value.ID }), `${facet} ${value.ID}`).toBe(
            value.Count,
          );
        }
      }
      for (const band of rows.filter((row) => row.Facet === 'price')) {
        const limits = FACET_PRICE_BANDS[band.ID];
        expect(await total({ Rating: 3, MinPrice: limits?.min, MaxPrice: limits?.max })).toBe(
          band.Count,
        );
      }
      for (const rating of rows.filter((row) => row.Facet === 'rating')) {
        expect(await total({ MinPrice: 300, Rating: rating.ID })).toBe(rating.Count);
      }
    });

    it("keeps a chosen value's count and its siblings' counts true", async () => {
      const brands = await t.db
        .selectFrom('manufacturers')
        .select('id')
        .orderBy('id')
        .limit(2)
        .execute();
      const chosen = brands[0]?.id ?? 0;
      const { data } = await call(t.app, 'getProductFacets', { ManufacturerID: chosen });
      const rows = facets.parse(data).filter((row) => row.Facet === 'brand');
      for (const row of rows.slice(0, 3)) {
        expect(row.Count).toBe(await total({ ManufacturerID: row.ID }));
      }
    });
  });
});
