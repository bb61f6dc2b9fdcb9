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
    await t.db
      .updateTable('products')
      .set({ full_description_ar: null })
      .where('sku', 'in', ['APP-SAR-001', 'APP-SAR-002', 'APP-SAR-003'])
      .execute();
    await t.db
      .updateTable('products')
      .set({ full_description: '<p>Rewritten by the owner.</p>' })
      .where('sku', '=', 'APP-SAR-002')
      .execute();
    await t.db
      .updateTable('products')
      .set({ full_description_ar: '<p>نص المالك.</p>' })
      .where('sku', '=', 'APP-SAR-003')
      .execute();
    await t.db
      .updateTable('manufacturers')
      .set({ name_ar: null })
      .where('name', '=', 'Padukaa')
      .execute();
    await t.db
      .updateTable('vendors')
      .set({ name_ar: 'اسم المالك' })
      .where('name', '=', 'Bengaluru Beauty Hub')
      .execute();

    expect(await fillDemoArabicTexts(t.db, buildProducts())).toBe(2);
    expect(await fillDemoArabicTexts(t.db, buildProducts())).toBe(0);

    expect(await arabicOf('APP-SAR-001')).toEqual(seeded);
    expect(await arabicOf('APP-SAR-002')).toEqual({ full_description_ar: null });
    expect(await arabicOf('APP-SAR-003')).toEqual({ full_description_ar: '<p>نص المالك.</p>' });
    const brand = await t.db
      .selectFrom('manufacturers')
      .select('name_ar')
      .where('name', '=', 'Padukaa')
      .executeTakeFirstOrThrow();
    expect(brand.name_ar).toBe('بادوكا');
    const vendor = await t.db
      .selectFrom('vendors')
      .select('name_ar')
      .where('name', '=', 'Bengaluru Beauty Hub')
      .executeTakeFirstOrThrow();
    expect(vendor.name_ar).toBe('اسم المالك');
  });
});
