// A product card shows two pictures (main, and the second on hover); the provider's card stacks a
// third under the grid. List rows carry at most two, the first two in display order; the
// product's own page keeps them all.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { LIST_ROW_IMAGES } from './catalogue.service.ts';

interface Row {
  ProductId: number;
  ProductImagesJson: { AttachmentURL: string }[];
}

describe.each(DIALECTS)('list-row images on %s', (dialect) => {
  const t = useTestApp(dialect);
  let many: { id: number; urls: string[] };
  beforeAll(async () => {
    const counted = await t.db
      .selectFrom('product_images')
      .select('product_id')
      .groupBy('product_id')
      .having(sql<number>`count(*)`, '>', LIST_ROW_IMAGES)
      .executeTakeFirstOrThrow();
    const images = await t.db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', counted.product_id)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    many = { id: counted.product_id, urls: images.map((image) => image.url) };
  });

  const urls = (row: Row | undefined) => row?.ProductImagesJson.map((image) => image.AttachmentURL);

  it('answers at most two pictures in every list row, the first two in order', async () => {
    const lists = await Promise.all([
      call<Row[]>(t.app, 'getAllProducts', { PageNo: 1, PageSize: 100 }),
      call<Row[]>(t.app, 'getAllProducts', { PageNo: 2, PageSize: 100 }),
      call<Row[]>(t.app, 'getPopularProducts', { PageNo: 1, PageSize: 20 }),
      call<Row[]>(t.app, 'getRecentProducts', { PageNo: 1, PageSize: 20 }),
      call<Row[]>(t.app, 'getProductsByIds', {
        ProductsIds: JSON.stringify([{ ProductId: many.id }]),
      }),
    ]);
    const rows = lists.flatMap((list) => list.data);
    expect(rows.length).toBeGreaterThan(150);
    expect(Math.max(...rows.map((row) => row.ProductImagesJson.length))).toBe(LIST_ROW_IMAGES);
    expect(urls(rows.find((row) => row.ProductId === many.id))).toEqual(many.urls.slice(0, 2));
  });

  it('keeps every picture on the product detail', async () => {
    const { data } = await call<Row[]>(t.app, 'getProductDetail', { ProductId: many.id });
    expect(many.urls.length).toBeGreaterThan(LIST_ROW_IMAGES);
    expect(urls(data[0])).toEqual(many.urls);
  });
});
