// Migration 0023: the Arabic full description, brand and vendor names are nullable columns; an
// Arabic full description written moves answer_version; down removes the columns and trigger.
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

const NAME = '0023-catalogue-arabic-texts';
const BEFORE = '0022-verified-reviews';

describe.each(DIALECTS)('migration 0023 on %s', (dialect) => {
  let db: Kysely<Database>;
  const version = () => answerVersion(db);
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('adds the Arabic columns, empty, and bumps the version on an Arabic description', async () => {
    const id = await insertProduct(db, 'D-1');
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    expect(await columnsOf(db, 'products')).toContain('full_description_ar');
    expect(await columnsOf(db, 'manufacturers')).toContain('name_ar');
    expect(await columnsOf(db, 'vendors')).toContain('name_ar');
    const row = await db
      .selectFrom('products')
      .select('full_description_ar')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.full_description_ar).toBeNull();
    const start = await version();
    await db
      .updateTable('products')
      .set({ full_description_ar: '<p>مصباح نحاسي</p>' })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBe(start + 1);
  });

  it('reverts to 0018', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await columnsOf(db, 'products')).not.toContain('full_description_ar');
    expect(await columnsOf(db, 'manufacturers')).not.toContain('name_ar');
    expect(await columnsOf(db, 'vendors')).not.toContain('name_ar');
    await insertProduct(db, 'D-2');
  });
});
