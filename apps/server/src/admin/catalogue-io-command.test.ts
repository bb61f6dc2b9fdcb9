// The operator's file commands: export the catalogue, import it back as a dry run and applied
// (nothing changes), an import with a bad row says it in Arabic and writes nothing, orders of a
// date range export one row per line with exact amounts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { createShopper, insertTestOrder } from '../features/orders/orders.test-support.ts';
import { runAdminCommand } from './admin.ts';
import { adminContextOf } from './admin.test-support.ts';

describe.each(DIALECTS)(
  'npm run admin -- catalogue export/import, orders export on %s',
  (dialect) => {
    const t = useTestApp(dialect);
    const admin = (...args: string[]) => runAdminCommand(adminContextOf(t), args);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-io-'));
    const products = () => t.db.selectFrom('products').selectAll().orderBy('id').execute();

    it('exports the catalogue and imports it back: a dry run, then applied, changing nothing', async () => {
      const before = await products();
      const out = path.join(dir, 'catalogue.csv');
      expect(await admin('catalogue', 'export', '--format', 'csv', '--out', out)).toEqual({
        lines: [`Products written to ${out}.`],
        code: 0,
      });
      const dry = await admin('catalogue', 'import', out);
      expect(dry).toEqual({
        lines: [
          `${before.length} row(s): 0 new, 0 changed, ${before.length} unchanged.`,
          'Dry run: nothing was written. Add --apply to write it.',
        ],
        code: 0,
      });
      expect((await admin('catalogue', 'import', out, '--apply')).lines.at(-1)).toBe('Written.');
      const json = path.join(dir, 'catalogue.json');
      expect((await admin('catalogue', 'export', '--out', json)).code).toBe(0);
      expect((await admin('catalogue', 'import', json, '--apply')).code).toBe(0);
      expect(await products()).toEqual(before);
    });

    it('says each problem of an import in Arabic and writes nothing', async () => {
      const file = path.join(dir, 'bad.csv');
      fs.writeFileSync(file, 'sku,name,price,categories\r\nNEW-1,Lamp,abc,Lamps & Lighting\r\n');
      const result = await admin('catalogue', 'import', file, '--apply', '--lang', 'ar');
      expect(result).toEqual({
        lines: [
          'الصف 2، العمود price: يجب أن تكون قيمة السعر مبلغًا بالروبية، مثل 1499 أو 1499.50.',
          '1 problem(s). Nothing was written.',
        ],
        code: 1,
      });
      expect(
        await t.db.selectFrom('products').where('sku', '=', 'NEW-1').selectAll().execute(),
      ).toEqual([]);
      expect((await admin('catalogue', 'import', file, '--lang', 'fr')).code).toBe(2);
    });

    it('exports the orders placed between two dates, India time, one row per line', async () => {
      const shopper = await createShopper(t.db);
      const { id: productId } = await t.db
        .selectFrom('products')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      // 00:10 on 2 March in India is still 1 March in UTC.
      await insertTestOrder(t.db, {
        userId: shopper.id,
        lines: [{ productId, quantity: 3 }],
        createdAt: '2026-03-01T18:40:00.000Z',
      });
      await insertTestOrder(t.db, {
        userId: shopper.id,
        lines: [{ productId, quantity: 1 }],
        createdAt: '2026-03-03T19:00:00.000Z',
      });
      const out = path.join(dir, 'orders.csv');
      const result = await admin(
        'orders',
        'export',
        '--from',
        '2026-03-02',
        '--to',
        '2026-03-02',
        '--out',
        out,
      );
      expect(result).toEqual({ lines: [`1 order line(s) written to ${out}.`], code: 0 });
      const records: string[][] = parse(fs.readFileSync(out, 'utf8'), { bom: true });
      const [header = [], row = []] = records;
      const cell = (name: string) => row[header.indexOf(name)];
      expect(cell('quantity')).toBe('3');
      expect(cell('placed_at')).toBe('2026-03-01T18:40:00.000Z');
      expect(Number(cell('line_total'))).toBeCloseTo(3 * Number(cell('unit_price')), 2);
      expect(cell('unit_price')).toMatch(/^\d+\.\d{2}$/);
      expect(
        (
          await admin(
            'orders',
            'export',
            '--from',
            '2026-03-05',
            '--to',
            '2026-03-02',
            '--out',
            out,
          )
        ).code,
      ).toBe(2);
    });

    it('adds a picture to a product from a file, and refuses an SVG', async () => {
      const { sku } = await t.db
        .selectFrom('products')
        .select('sku')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const photo = path.join(dir, 'shot.png');
      const png = sharp({ create: { width: 300, height: 300, channels: 3, background: '#222' } });
      fs.writeFileSync(photo, await png.png().toBuffer());
      const added = await admin('catalogue', 'add-image', sku, photo, '--main');
      expect(added.code).toBe(0);
      expect(added.lines[0]).toMatch(
        new RegExp(`^Picture added to ${sku}: /files/images/products/[0-9a-f-]{36}-300\\.png `),
      );
      const svg = path.join(dir, 'logo.svg');
      fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(await admin('catalogue', 'add-image', sku, svg)).toEqual({
        lines: ['SVG pictures are refused (they can carry script): upload a JPEG, PNG or WebP.'],
        code: 1,
      });
    });
  },
);
