// The Arabic catalogue: every seeded product has an Arabic name, short and full description,
// the Arabic request answers them (and the delivery, brand and vendor names), and an Arabic word from either finds the product — with the
// same ids on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp, type TestApp } from '../../test/test-app.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;
const rows = z.array(API_SCHEMAS.getAllProducts.row);

async function searchIds(t: TestApp, SearchTerm: string): Promise<number[]> {
  const { status, data } = await call(t.app, 'getAllProducts', {
    SearchTerm,
    CategoryID: '0',
    PageNo: 1,
    PageSize: 100,
    languageCode: 'ar',
  });
  expect(status).toBe(200);
  return rows.parse(data).map((row) => row.ProductId);
}

async function idOfSku(t: TestApp, sku: string): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The product detail of a SKU, with the request's other fields (languageCode) from `extra`. */
async function detailOf(t: TestApp, sku: string, extra: Record<string, unknown> = {}) {
  const ProductId = await idOfSku(t, sku);
  const { data } = await call(t.app, 'getProductDetail', { ProductId, ...extra });
  return z.array(API_SCHEMAS.getProductDetail.row).parse(data)[0];
}

/** An Arabic word of a product's name, one of its description only, and a product having it. */
const WORDS = [
  ['جومكا', 'ACC-JWL-001'],
  ['كولهابوري', 'FTW-SND-001'],
  ['الزردوزي', 'FTW-JUT-002'],
  ['شيكانكاري', 'APP-KUR-002'],
  ['المانجو', 'HOM-LMP-001'],
  ['مطرزه', 'APP-DEN-006'],
  ['كيساري', 'APP-KUR-001'],
] as const;

describe.each(DIALECTS)('Arabic catalogue on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('seeds an Arabic name and short description for every product', async () => {
    const products = await t.db
      .selectFrom('products')
      .select(['sku', 'name_ar', 'short_description_ar'])
      .execute();
    expect(products.length).toBeGreaterThan(150);
    for (const p of products) {
      expect(p.name_ar, p.sku).toMatch(ARABIC_LETTER);
      expect(p.short_description_ar, p.sku).toMatch(ARABIC_LETTER);
    }
    const names = products.map((p) => p.name_ar);
    expect(new Set(names).size).toBe(names.length);
  });

  it("answers the Arabic name and description for languageCode 'ar' only", async () => {
    const detail = (extra: Record<string, unknown>) => detailOf(t, 'APP-SAR-001', extra);
    const english = await detail({});
    const arabic = await detail({ languageCode: 'ar' });
    expect(english?.ProductName).toBe('Banarasi Silk Saree with Zari Border');
    expect(english?.ShortDescription).toMatch(/^Handwoven Banarasi/);
    expect(arabic?.ProductName).toBe('ساري بنارسي حريري بحواف زري');
    expect(arabic?.ShortDescription).toMatch(/^ساري من حرير بنارس/);

    const { data } = await call(t.app, 'getAllProducts', {
      CategoryID: '0',
      PageNo: 1,
      PageSize: 20,
      languageCode: 'ar',
    });
    expect(rows.parse(data).every((row) => ARABIC_LETTER.test(row.ProductName))).toBe(true);

    const suggestions = z
      .array(API_SCHEMAS.getSearchSuggestions.row)
      .parse(
        (await call(t.app, 'getSearchSuggestions', { SearchTerm: 'جومكا', languageCode: 'ar' }))
          .data,
      );
    expect(suggestions.find((row) => row.Kind === 'product')?.Name).toBe('أقراط جومكا فضية مؤكسدة');
  });

  it("answers the full description, delivery, brand and vendor in Arabic for 'ar'", async () => {
    const id = await idOfSku(t, 'APP-SAR-001');
    const detail = (extra: Record<string, unknown>) => detailOf(t, 'APP-SAR-001', extra);
    const english = await detail({});
    const arabic = await detail({ languageCode: 'ar' });
    expect(english?.FullDescription).toMatch(/^<p>Handwoven Banarasi.*<strong>Care:<\/strong>/);
    expect(arabic?.FullDescription).toMatch(/^<p>ساري من حرير بنارس.*<strong>العناية:<\/strong>/);
    expect(arabic?.FullDescription).toContain('منسوج يدويًا على أنوال الحفرة التقليدية');
    expect(arabic?.FullDescription).not.toContain('Handwoven');
    expect(english?.ProductShipMethodsJson.map((m) => m.ShippingMethodName)).toContain(
      'Standard Delivery',
    );
    const methods = arabic?.ProductShipMethodsJson.map((m) => m.ShippingMethodName) ?? [];
    expect(methods).toContain('التوصيل العادي');
    for (const method of methods) expect(method).toMatch(ARABIC_LETTER);
    expect(arabic?.ManufacturerName).toMatch(ARABIC_LETTER);
    expect(arabic?.VendorName).toMatch(ARABIC_LETTER);
    expect(english?.ManufacturerName).toMatch(/^[A-Za-z]/);

    // A product the shop has not translated answers its English description to 'ar' too.
    const untranslated = (full_description_ar: string | null) =>
      t.db.updateTable('products').set({ full_description_ar }).where('id', '=', id).execute();
    await untranslated(null);
    expect((await detail({ languageCode: 'ar' }))?.FullDescription).toBe(english?.FullDescription);
    await untranslated(arabic?.FullDescription ?? null);

    const brands = z
      .array(API_SCHEMAS.getManufacturerList.row)
      .parse((await call(t.app, 'getManufacturerList', { PageNo: 1, PageSize: 100 })).data);
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      expect(brand.LocalizationJsonData[0]?.text ?? '', brand.Name).toMatch(ARABIC_LETTER);
    }
  });

  it("names variants, tags and colours in Arabic for languageCode 'ar' only", async () => {
    const [option] = await t.db
      .selectFrom('product_attribute_options as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select(['o.product_id', 'o.display_value', 'o.display_value_ar'])
      .where('o.attribute_id', '>', 2)
      .where('p.published', '=', 1)
      .limit(1)
      .execute();
    if (!option) throw new Error('the seed should offer a variant beyond colour and size');
    const attributes = async (extra: Record<string, unknown>) =>
      z
        .array(API_SCHEMAS.getProductAttributes.row)
        .parse(
          (await call(t.app, 'getProductAttributes', { ProductId: option.product_id, ...extra }))
            .data,
        )
        .filter((row) => row.ProductAttributeID > 2);
    const english = await attributes({});
    const arabic = await attributes({ languageCode: 'ar' });
    expect(english.map((row) => row.PrimaryKeyDisplayValue)).toContain(option.display_value);
    expect(arabic.map((row) => row.PrimaryKeyDisplayValue)).toContain(option.display_value_ar);
    for (const row of arabic) {
      expect(row.AttributeDisplayName).toMatch(ARABIC_LETTER);
      expect(row.PrimaryKeyDisplayValue).toMatch(ARABIC_LETTER);
    }

    const detail = z.array(API_SCHEMAS.getProductDetail.row).parse(
      (
        await call(t.app, 'getProductDetail', {
          ProductId: option.product_id,
          languageCode: 'ar',
        })
      ).data,
    )[0];
    for (const tag of detail?.ProductTagsJson ?? []) expect(tag.TagName).toMatch(ARABIC_LETTER);

    const colours = z
      .array(API_SCHEMAS.getColorsList.row)
      .parse((await call(t.app, 'getColorsList', { PageNo: 1, PageSize: 100 })).data);
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) {
      expect(colour.LocalizationJsonData[0]?.text ?? '', colour.ColorName).toMatch(ARABIC_LETTER);
    }
  });

  it.each(WORDS)('finds %s (%s) by its Arabic word', async (word, sku) => {
    expect(await searchIds(t, word)).toContain(await idOfSku(t, sku));
  });
});

describe.skipIf(!DIALECTS.includes('postgres'))('Arabic search on SQLite and PostgreSQL', () => {
  const sqlite = useTestApp('sqlite');
  const postgres = useTestApp('postgres');

  it.each([...WORDS.map(([word]) => word), 'ساري حرير', 'عطر عود', 'كورتي'])(
    'answers the same ids for %s',
    async (word) => {
      const ids = await searchIds(sqlite, word);
      expect(ids.length).toBeGreaterThan(0);
      expect(await searchIds(postgres, word)).toEqual(ids);
    },
  );
});
