// The operator's Arabic catalogue commands: list the gaps, write a product's Arabic description
// from a file, refuse what cannot be done with a line that says why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { runAdminCommand } from './admin.ts';
import { adminContextOf } from './admin.test-support.ts';

describe.each(DIALECTS)('npm run admin -- catalogue on %s', (dialect) => {
  const t = useTestApp(dialect);
  const admin = (...args: string[]) => runAdminCommand(adminContextOf(t), args);
  const file = (text: string) => {
    const name = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-ar-')), 'ar.html');
    fs.writeFileSync(name, text);
    return name;
  };

  it('lists the texts without Arabic and writes a description from a file', async () => {
    expect(await admin('catalogue', 'arabic-gaps')).toEqual({
      lines: ['Every shown catalogue text has its Arabic.'],
      code: 0,
    });
    const { sku } = await t.db
      .selectFrom('products')
      .select('sku')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await admin('catalogue', 'arabic-description', sku, file(''))).toEqual({
      lines: [`Arabic full description of ${sku} cleared: English is answered.`],
      code: 0,
    });
    expect(await admin('catalogue', 'arabic-gaps')).toEqual({
      lines: ['1 catalogue text(s) without Arabic:', `products.full_description_ar[${sku}]`],
      code: 1,
    });
    const written = await admin('catalogue', 'arabic-description', sku, file('<p>وصف</p>'));
    expect(written).toEqual({ lines: [`Arabic full description of ${sku} saved.`], code: 0 });
    expect((await admin('catalogue', 'arabic-gaps')).code).toBe(0);
  });

  it('says why nothing was written', async () => {
    const english = file('<p>Only English</p>');
    expect(await admin('catalogue', 'arabic-description', 'NO-SKU', file('<p>وصف</p>'))).toEqual({
      lines: ['No product with SKU NO-SKU.'],
      code: 1,
    });
    const { sku } = await t.db.selectFrom('products').select('sku').executeTakeFirstOrThrow();
    expect(await admin('catalogue', 'arabic-description', sku, english)).toEqual({
      lines: [`Nothing saved: "${english}" has no Arabic text.`],
      code: 1,
    });
    expect((await admin('catalogue', 'arabic-description', sku, '/no/such/file')).code).toBe(1);
    expect((await admin('catalogue', 'arabic-description', sku)).code).toBe(2);
    expect((await admin('catalogue', 'nonsense')).code).toBe(2);
  });
});
