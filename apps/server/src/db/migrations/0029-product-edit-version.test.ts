// Migration 0029: products get edit_version (1) and updated_at (null); raising edit_version moves
// answer_version; down removes both and the trigger.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import {
  answerVersion,
  beforeEachMigratedTo,
  columnsOf,
  insertProduct,
} from './test/migration-database.ts';

const NAME = '0029-product-edit-version';
const BEFORE = '0023-catalogue-arabic-texts';

describe.each(DIALECTS)('migration 0029 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('starts every product at version 1 and bumps the answers on an edit', async () => {
    const id = await insertProduct(db, 'V-1');
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const row = await db
      .selectFrom('products')
      .select(['edit_version', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ edit_version: 1, updated_at: null });
    const start = await answerVersion(db);
    await db.updateTable('products').set({ edit_version: 2 }).where('id', '=', id).execute();
    expect(await answerVersion(db)).toBe(start + 1);
  });

  it('reverts', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await columnsOf(db, 'products')).not.toContain('edit_version');
    await insertProduct(db, 'V-2');
  });
});
