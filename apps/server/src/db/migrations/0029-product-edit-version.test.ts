// Migration 0029: products get edit_version (1) and updated_at (null); raising edit_version moves
// answer_version; down removes both and the trigger.
import { expect, it } from 'vitest';
import {
  answerVersion,
  describeMigration,
  expectColumns,
  insertProduct,
} from './test/migration-database.ts';

const ADDED = { products: ['edit_version', 'updated_at'] };

describeMigration('0029-product-edit-version', '0027-console-lists', (t) => {
  it('starts every product at version 1 and bumps the answers on an edit', async () => {
    const id = await insertProduct(t.db, 'V-1');
    await t.up();
    const row = await t.db
      .selectFrom('products')
      .select(['edit_version', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ edit_version: 1, updated_at: null });
    const start = await answerVersion(t.db);
    await t.db.updateTable('products').set({ edit_version: 2 }).where('id', '=', id).execute();
    expect(await answerVersion(t.db)).toBe(start + 1);
  });

  it('reverts', async () => {
    await t.up();
    await t.down();
    await expectColumns(t.db, ADDED, false);
    await insertProduct(t.db, 'V-2');
  });
});
