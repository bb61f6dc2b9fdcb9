// Export and import: an export imported back changes nothing (CSV and JSON); quotes, commas,
// line breaks, Arabic, a BOM and CRLF survive the trip; a file with bad rows lists every problem
// by row and column in English or Arabic and changes nothing, even when asked to apply; a
// changed cell changes exactly that field.
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  exportProducts,
  importProducts,
  readProductDraft,
  updateProduct,
  type FileFormat,
} from './index.ts';

const OPERATOR = { kind: 'operator', label: 'test' } as const;

describe.each(DIALECTS)('catalogue import and export on %s', (dialect) => {
  const t = useTestApp(dialect);
  const answerVersion = async () =>
    Number(
      (await t.db.selectFrom('answer_version').select('version').executeTakeFirstOrThrow()).version,
    );
  const catalogue = () => t.db.selectFrom('products').selectAll().orderBy('id').execute();
  const run = (text: string, format: FileFormat, apply: boolean, lang: 'en' | 'ar' = 'en') =>
    importProducts(t.db, { text, format, apply, lang }, OPERATOR);

  it.each(['csv', 'json'] as const)(
    'an unchanged %s export imports as no change',
    async (format) => {
      const { sku } = await t.db
        .selectFrom('products')
        .select('sku')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const draft = await readProductDraft(t.db, sku);
      const tricky = await updateProduct(
        t.db,
        {
          sku,
          version: draft?.version,
          name: 'Kurta "Noor", cotton, 2 pcs',
          short_description: 'Line one,\r\nline "two"\nthree',
          name_ar: 'كرتة "نور"، قطن',
        },
        OPERATOR,
      );
      expect(tricky.ok).toBe(true);
      const before = await catalogue();
      const version = await answerVersion();
      const file = await exportProducts(t.db, format);
      if (format === 'csv') {
        expect(file.startsWith('\ufeffsku,name,name_ar,')).toBe(true);
        expect(file).toContain('\r\n');
        expect(file).toContain('"Kurta ""Noor"", cotton, 2 pcs"');
      }
      const report = await run(file, format, true);
      expect(report).toMatchObject({ problems: [], applied: true, created: 0, updated: 0 });
      expect(report.unchanged).toBe(before.length);
      expect(report.changeSet?.changes).toEqual([]);
      expect(await catalogue()).toEqual(before);
      expect(await answerVersion()).toBe(version);
      const back = await readProductDraft(t.db, sku);
      expect(back?.short_description).toBe('Line one,\r\nline "two"\nthree');
      expect(back?.name_ar).toBe('كرتة "نور"، قطن');
    },
  );

  it('a changed cell changes that field only', async () => {
    const file = await exportProducts(t.db, 'csv');
    const records: string[][] = parse(file, { bom: true });
    const [header = [], first = [], ...rest] = records;
    const price = header.indexOf('price');
    const sku = first[header.indexOf('sku')] ?? '';
    first[price] = '2222.20';
    const edited = [header, first, ...rest]
      .map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))
      .join('\n');
    const report = await run(edited, 'csv', true);
    expect(report).toMatchObject({ applied: true, updated: 1, problems: [] });
    expect(report.changeSet?.changes).toEqual([
      expect.objectContaining({
        key: sku,
        fields: [expect.objectContaining({ field: 'price', after: '2222.20' })],
      }),
    ]);
    const row = await t.db
      .selectFrom('products')
      .select('price_paise')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
    expect(row.price_paise).toBe(222220);
  });

  it('lists every problem by row and column, in the staff language, and changes nothing', async () => {
    const lines = [
      'sku,name,name_ar,price,categories,published,colour',
      'NEW-OK-1,Good Lamp,مصباح جيد,999,Lamps & Lighting,yes,',
      'NEW-BAD-2,Bad Lamp,,12abc,Lamps & Lighting,yes,',
      'NEW-BAD-3,Odd Lamp,مصباح,100,Nowhere,no,',
      'NEW-OK-1,Twin,توأم,100,Lamps & Lighting,no,',
    ];
    const before = await catalogue();
    const csv = `${lines.join('\r\n')}\r\n`;
    const report = await run(csv, 'csv', true);
    expect(report.applied).toBe(false);
    expect(report.problems.map((p) => p.text)).toEqual(['File: Unknown column "colour".']);
    const fixed = csv.replace(',colour', ',tags');
    const en = await run(fixed, 'csv', true);
    expect(en.applied).toBe(false);
    expect(en.problems.map((p) => p.text)).toEqual([
      'Row 2, column sku: SKU NEW-OK-1 is in the file more than once (rows 2, 5).',
      'Row 3, column name_ar: Arabic name is required for a published product.',
      'Row 3, column price: Price must be an amount in rupees, like 1499 or 1499.50.',
      'Row 4, column categories: Unknown category: "Nowhere".',
      'Row 5, column sku: SKU NEW-OK-1 is in the file more than once (rows 2, 5).',
    ]);
    const ar = await run(fixed, 'csv', false, 'ar');
    expect(ar.problems[1]?.text).toBe(
      'الصف 3، العمود name_ar: حقل الاسم بالعربية مطلوب للمنتج المنشور.',
    );
    expect(await catalogue()).toEqual(before);
  });

  it('imports 10 000 new rows in one transaction, reporting progress', async () => {
    const header = 'sku,name,name_ar,price,discounted_price,stock,categories,tags,published';
    const rows = Array.from(
      { length: 10_000 },
      (_, i) =>
        `BULK-${i},"Bulk lamp ${i}, brass",مصباح ${i},${100 + (i % 900)}.${String(i % 100).padStart(2, '0')},,${i % 50},Lamps & Lighting,Festive,yes`,
    );
    const text = [header, ...rows].join('\n');
    const seen: number[] = [];
    const started = performance.now();
    const dry = await importProducts(
      t.db,
      { text, format: 'csv', apply: false, lang: 'en' },
      OPERATOR,
    );
    const dryMs = performance.now() - started;
    expect(dry).toMatchObject({ created: 10_000, problems: [], applied: false });
    const applied = await importProducts(
      t.db,
      { text, format: 'csv', apply: true, lang: 'en' },
      OPERATOR,
      (done, total) => seen.push(done / total),
    );
    const totalMs = performance.now() - started;
    console.log(
      `[catalogue import] ${dialect}: 10 000 rows dry run ${Math.round(dryMs)} ms, dry run + apply ${Math.round(totalMs)} ms`,
    );
    expect(applied).toMatchObject({ created: 10_000, applied: true });
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThan(5);
    const row = await t.db
      .selectFrom('products')
      .select(['price_paise', 'name'])
      .where('sku', '=', 'BULK-1234')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_paise: 43434, name: 'Bulk lamp 1234, brass' });
    expect(totalMs).toBeLessThan(60_000);
  }, 120_000);
});
