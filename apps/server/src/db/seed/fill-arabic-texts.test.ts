// Filling a demo catalogue seeded before 0023 (the seed does, finding the catalogue there): the demo's own rows get their Arabic, a product
// whose English an owner has rewritten, or a row already translated, keeps what it has.
import { describe, expect, it } from 'vitest';
import { buildProducts } from '@bazaar/demo-catalogue/catalogue';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { fillDemoArabicTexts } from './fill-arabic-texts.ts';

describe.each(DIALECTS)('filling the demo Arabic texts on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('fills only the untranslated rows the demo still owns', async () => {
    const arabicOf = (sku: string) =>
      t.db
        .selectFrom('products')
        .select('full_description_ar')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow();
    const seeded = await arabicOf('APP-SAR-001');
    const setProducts = (skus: string[], values: Record<string, string | null>) =>
      t.db.updateTable('products').set(values).where('sku', 'in', skus).execute();
    await setProducts(['APP-SAR-001', 'APP-SAR-002', 'APP-SAR-003'], { full_description_ar: null });
    await setProducts(['APP-SAR-002'], { full_description: '<p>Rewritten by the owner.</p>' });
    await setProducts(['APP-SAR-003'], { full_description_ar: '<p>نص المالك.</p>' });
    await t.db
      .updateTable('manufacturers')
      .set({ name_ar: null })
      .where('name', '=', 'Padukaa')
      .execute();
    const vendor = 'Bengaluru Beauty Hub';
    await t.db
      .updateTable('vendors')
      .set({ name_ar: 'اسم المالك' })
      .where('name', '=', vendor)
      .execute();

    expect(await fillDemoArabicTexts(t.db, buildProducts())).toBe(2);
    expect(await fillDemoArabicTexts(t.db, buildProducts())).toBe(0);

    expect(await arabicOf('APP-SAR-001')).toEqual(seeded);
    expect(await arabicOf('APP-SAR-002')).toEqual({ full_description_ar: null });
    expect(await arabicOf('APP-SAR-003')).toEqual({ full_description_ar: '<p>نص المالك.</p>' });
    const nameAr = (table: 'manufacturers' | 'vendors', name: string) =>
      t.db.selectFrom(table).select('name_ar').where('name', '=', name).executeTakeFirstOrThrow();
    expect(await nameAr('manufacturers', 'Padukaa')).toEqual({ name_ar: 'بادوكا' });
    expect(await nameAr('vendors', vendor)).toEqual({ name_ar: 'اسم المالك' });
  });
});
