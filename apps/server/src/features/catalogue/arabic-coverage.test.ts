// Every catalogue text a shopper reads in the seeded demo has its Arabic: a gap fails the test
// and is named by table, row key and column, so the message says what to write. An owner's
// Arabic full description is sanitised like the English one and answered to Arabic requests.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { arabicGaps, writeArabicFullDescription } from './arabic-texts.service.ts';

describe.each(DIALECTS)('the seeded catalogue in Arabic on %s', (dialect) => {
  const t = useTestApp(dialect);
  const firstProduct = () =>
    t.db
      .selectFrom('products')
      .select(['id', 'sku', 'full_description_ar'])
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('has Arabic for every text the storefront shows', async () => {
    expect(await arabicGaps(t.db)).toEqual([]);
  });

  it('names each gap by its key', async () => {
    const product = await firstProduct();
    const method = await t.db
      .selectFrom('shipping_methods')
      .select(['id', 'name', 'name_ar'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const untranslate = async (arabic: { product: string | null; method: string | null }) => {
      await t.db
        .updateTable('products')
        .set({ full_description_ar: arabic.product })
        .where('id', '=', product.id)
        .execute();
      await t.db
        .updateTable('shipping_methods')
        .set({ name_ar: arabic.method })
        .where('id', '=', method.id)
        .execute();
    };
    await untranslate({ product: null, method: 'Standard' });
    try {
      expect(await arabicGaps(t.db)).toEqual([
        `products.full_description_ar[${product.sku}]`,
        `shipping_methods.name_ar[${method.name}]`,
      ]);
    } finally {
      await untranslate({ product: product.full_description_ar, method: method.name_ar });
    }
  });

  it("writes an owner's Arabic description sanitised, and answers it to 'ar'", async () => {
    const product = await firstProduct();
    const description = async () => {
      const { data } = await call(t.app, 'getProductDetail', {
        ProductId: product.id,
        languageCode: 'ar',
      });
      return z.array(API_SCHEMAS.getProductDetail.row).parse(data)[0]?.FullDescription;
    };
    const html = '<p onclick="steal()">وصف <strong>جديد</strong></p><script>alert(1)</script>';
    expect(await writeArabicFullDescription(t.db, product.sku, html)).toBe('saved');
    expect(await description()).toBe('<p>وصف <strong>جديد</strong></p>');

    expect(await writeArabicFullDescription(t.db, product.sku, '<p>English only</p>')).toBe(
      'not-arabic',
    );
    expect(await writeArabicFullDescription(t.db, 'NO-SUCH-SKU', '<p>وصف</p>')).toBe(
      'unknown-product',
    );
    expect(await writeArabicFullDescription(t.db, product.sku, '  ')).toBe('cleared');
    const english = await t.db
      .selectFrom('products')
      .select('full_description')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(await description()).toBe(english.full_description);
    expect(
      await writeArabicFullDescription(t.db, product.sku, product.full_description_ar ?? ''),
    ).toBe('saved');
  });
});
