// Migration 0023: the Arabic full description, brand and vendor names are nullable columns; an
// Arabic full description written moves answer_version; down removes the columns and trigger.
import { expect, it } from 'vitest';
import {
  answerVersion,
  describeMigration,
  expectColumns,
  insertProduct,
} from './test/migration-database.ts';

const ADDED = {
  products: ['full_description_ar'],
  manufacturers: ['name_ar'],
  vendors: ['name_ar'],
};

describeMigration('0023-catalogue-arabic-texts', '0022-verified-reviews', (t) => {
  const version = () => answerVersion(t.db);

  it('adds the Arabic columns, empty, and bumps the version on an Arabic description', async () => {
    const id = await insertProduct(t.db, 'D-1');
    await t.up();
    await expectColumns(t.db, ADDED);
    const row = await t.db
      .selectFrom('products')
      .select('full_description_ar')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.full_description_ar).toBeNull();
    const start = await version();
    await t.db
      .updateTable('products')
      .set({ full_description_ar: '<p>مصباح نحاسي</p>' })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBe(start + 1);
  });

  it('reverts to 0018', async () => {
    await t.up();
    await t.down();
    await expectColumns(t.db, ADDED, false);
    await insertProduct(t.db, 'D-2');
  });
});
