// Search through get-all-products: prefixes, substrings, English and Arabic variants, typo
// correction, ranking — and the same result ids on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp, type TestApp } from '../../test/test-app.ts';

const products = z.array(API_SCHEMAS.getAllProducts.row);

async function search(t: TestApp, SearchTerm: string, extra: Record<string, unknown> = {}) {
  const ids: number[] = [];
  const rows: z.infer<typeof products> = [];
  for (let page = 1; ; page += 1) {
    const { status, envelope, data } = await call(t.app, 'getAllProducts', {
      SearchTerm,
      CategoryID: '0',
      PageNo: page,
      PageSize: 100,
      ...extra,
    });
    expect(status, envelope.errorMessage).toBe(200);
    const list = products.parse(data);
    rows.push(...list);
    ids.push(...list.map((row) => row.ProductId));
    if (list.length < 100) return { ids, rows };
  }
}

/** Queries whose answers must agree across databases (and variants within one). */
const QUERIES = [
  'kurta',
  'kurt',
  'urta',
  'Silk saree',
  'body mist',
  'kurtta',
  'sandlewood',
  'العطور',
  'ٱلعُطُـور',
  'احمر',
  'هدية',
  '٢٠٠',
  'ma',
];

describe.each(DIALECTS)('search on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('finds kurtas by a prefix and by a substring of 3+', async () => {
    const whole = await search(t, 'kurta');
    expect(whole.ids.length).toBeGreaterThan(5);
    expect(whole.rows[0]?.ProductName).toMatch(/kurt/i);
    expect(whole.rows.every((row) => row.SearchTermUsed === 'kurta')).toBe(true);
    const prefix = await search(t, 'kurt');
    expect(prefix.ids).toEqual(expect.arrayContaining(whole.ids));
    const substring = await search(t, 'URTA');
    expect(substring.ids).toEqual(expect.arrayContaining(whole.ids));
  });

  it('ranks name matches above category, brand and tag matches under Featured', async () => {
    const { rows } = await search(t, 'silk');
    const inName = rows.map((row) => /silk/i.test(row.ProductName));
    expect(inName[0]).toBe(true);
    expect(inName.includes(false)).toBe(true);
    // Once a row without the word in its name appears, no named match follows.
    expect(inName.slice(inName.indexOf(false)).includes(true)).toBe(false);
  });

  it('needs every word', async () => {
    const both = await search(t, 'body mist');
    const mist = await search(t, 'mist');
    expect(both.ids.length).toBeGreaterThan(0);
    expect(mist.ids).toEqual(expect.arrayContaining(both.ids));
    expect((await search(t, 'body zzqx')).ids).toEqual([]);
  });

  it.each([
    ['العطور', ['ٱلعطور', 'العُطُور', 'العطـــور']],
    ['احمر', ['أحمر', 'أَحْمَر']],
    ['الاكثر', ['الأكثر']],
    ['هديه', ['هدية', 'هَدِيَّة']],
    ['200ml', ['٢٠٠ml', '۲۰۰ml']],
  ])('finds the same products for every spelling of %s', async (plain, variants) => {
    const expected = await search(t, plain);
    expect(expected.ids.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect((await search(t, variant)).ids, variant).toEqual(expected.ids);
    }
  });

  it('corrects a typo when nothing is found, and says which query it used', async () => {
    const right = await search(t, 'kurta');
    const typo = await search(t, 'kurtta');
    expect(typo.ids).toEqual(right.ids);
    expect(typo.rows[0]?.SearchTermUsed).toBe('kurta');
    const two = await search(t, 'sandlewood');
    expect(two.rows[0]?.SearchTermUsed).toBe('sandalwood');
    expect(two.ids).toEqual((await search(t, 'sandalwood')).ids);
    // Three letters are never corrected; a hopeless word finds nothing.
    expect((await search(t, 'kut')).ids).toEqual([]);
    expect((await search(t, 'qqqqqqqq')).ids).toEqual([]);
  });

  it('suggests up to 6 products and 3 categories from 2 characters, in the language asked', async () => {
    const suggestions = z.array(API_SCHEMAS.getSearchSuggestions.row);
    const rows = suggestions.parse(
      (await call(t.app, 'getSearchSuggestions', { SearchTerm: 'kurt' })).data,
    );
    const productRows = rows.filter((row) => row.Kind === 'product');
    expect(productRows.length).toBeGreaterThan(0);
    expect(productRows.length).toBeLessThanOrEqual(6);
    expect(productRows[0]?.ImageUrl).not.toBe('');
    expect(productRows.map((row) => row.ID)).toEqual((await search(t, 'kurt')).ids.slice(0, 6));
    expect(rows.filter((row) => row.Kind === 'category').map((row) => row.Name)).toContain(
      'Kurtas & Kurtis',
    );
    expect((await call(t.app, 'getSearchSuggestions', { SearchTerm: 'k' })).data).toEqual([]);
    const arabic = suggestions.parse(
      (await call(t.app, 'getSearchSuggestions', { SearchTerm: 'ٱلعطور', languageCode: 'ar' }))
        .data,
    );
    const categories = arabic.filter((row) => row.Kind === 'category');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(3);
    expect(categories.every((row) => /[\u0600-\u06ff]/.test(row.Name))).toBe(true);
  });

  it('offers the typo correction first when a typed term suggests nothing', async () => {
    const suggestions = z.array(API_SCHEMAS.getSearchSuggestions.row);
    const ask = async (SearchTerm: string) =>
      suggestions.parse((await call(t.app, 'getSearchSuggestions', { SearchTerm })).data);
    const [first, ...rest] = await ask('sandlewood');
    expect(first).toMatchObject({ Kind: 'correction', Name: 'sandalwood', Price: null });
    const right = await ask('sandalwood');
    expect(right.every((row) => row.Kind !== 'correction')).toBe(true);
    expect(rest).toEqual(right);
    // A term with matches is never corrected; a hopeless one gets nothing.
    expect((await ask('kurt')).some((row) => row.Kind === 'correction')).toBe(false);
    expect(await ask('qqqqqqqq')).toEqual([]);
  });

  it('combines a search with filters, facets and sorts', async () => {
    const { rows } = await search(t, 'kurta', { MinPrice: 1000, OrderByColumnName: 'Price ASC' });
    const paid = rows.map((row) => row.DiscountedPrice ?? row.Price);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((price) => price >= 1000)).toBe(true);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const { data } = await call(t.app, 'getProductFacets', { SearchTerm: 'kurta', MinPrice: 1000 });
    const facets = z.array(API_SCHEMAS.getProductFacets.row).parse(data);
    const ratingOne = facets.find((row) => row.Facet === 'rating' && row.ID === 1);
    const withRating = await search(t, 'kurta', { MinPrice: 1000, Rating: 1 });
    expect(ratingOne?.Count).toBe(withRating.ids.length);
  });
});

describe.skipIf(!DIALECTS.includes('postgres'))('search on SQLite and PostgreSQL', () => {
  const sqlite = useTestApp('sqlite');
  const postgres = useTestApp('postgres');

  it.each(QUERIES)('answers the same ids, in the same order, for %s', async (query) => {
    for (const OrderByColumnName of ['', 'Price DESC']) {
      const a = await search(sqlite, query, { OrderByColumnName });
      const b = await search(postgres, query, { OrderByColumnName });
      expect(b.ids, `${query} ${OrderByColumnName}`).toEqual(a.ids);
      expect(b.rows[0]?.SearchTermUsed).toBe(a.rows[0]?.SearchTermUsed);
    }
  });
});
