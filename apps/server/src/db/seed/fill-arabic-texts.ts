// A demo database seeded before migration 0023 has the demo catalogue without its Arabic full
// descriptions, brand and vendor names. The seed (npm run seed, SEED_ON_START) fills them in
// when it finds the catalogue already there, only where the row is still the demo's own: same
// SKU and English text, Arabic still empty. What an owner has written or renamed stays.
import type { Kysely } from 'kysely';
import { MANUFACTURER_NAMES_AR, VENDORS } from '@bazaar/demo-catalogue/dataset/lookups';
import type { ProductRecord } from '@bazaar/demo-catalogue/product-record';
import { sanitizeProductHtml } from '../product-html.ts';
import type { Database } from '../schema.ts';
import { rebuildSearchIndex } from '../search-index.ts';

/** Fills the demo's Arabic where missing; answers how many rows it wrote. */
export async function fillDemoArabicTexts(
  db: Kysely<Database>,
  products: readonly ProductRecord[],
): Promise<number> {
  const demo = new Map(products.map((product) => [product.sku, product]));
  const untranslated = await db
    .selectFrom('products')
    .select(['sku', 'full_description'])
    .where('full_description_ar', 'is', null)
    .execute();
  let written = 0;
  for (const row of untranslated) {
    const product = demo.get(row.sku);
    if (!product || sanitizeProductHtml(product.fullDescription) !== row.full_description) continue;
    const result = await db
      .updateTable('products')
      .set({ full_description_ar: sanitizeProductHtml(product.fullDescriptionAr) })
      .where('sku', '=', row.sku)
      .where('full_description_ar', 'is', null)
      .executeTakeFirst();
    written += Number(result.numUpdatedRows);
  }
  const names = [
    ...Object.entries(MANUFACTURER_NAMES_AR).map(
      ([name, nameAr]) => ['manufacturers', name, nameAr] as const,
    ),
    ...VENDORS.map((vendor) => ['vendors', vendor.name, vendor.nameAr] as const),
  ];
  for (const [table, name, nameAr] of names) {
    const result = await db
      .updateTable(table)
      .set({ name_ar: nameAr })
      .where('name', '=', name)
      .where('name_ar', 'is', null)
      .executeTakeFirst();
    written += Number(result.numUpdatedRows);
  }
  // The brands' Arabic names are searchable (search-index.ts).
  if (written > 0) await rebuildSearchIndex(db);
  return written;
}
