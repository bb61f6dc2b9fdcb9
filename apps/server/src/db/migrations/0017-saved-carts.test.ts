// Migration 0017: a shopper's saved cart lines (one per choice) and wish list (one per product),
// removed with the shopper or the product; down drops only them.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import {
  beforeEachMigratedTo,
  hasTable,
  insertProduct,
  insertUser,
} from './test/migration-database.ts';

const NAME = '0017-saved-carts';
const BEFORE = '0015-address-book';

describe.each(DIALECTS)('migration 0017 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  async function userAndProduct() {
    return { user_id: await insertUser(db, 'a@example.in'), product_id: await insertProduct(db) };
  }

  it('keeps one line per choice and one wish list entry per product, gone with the shopper', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const owner = await userAndProduct();
    const line = { ...owner, choice_key: '1|', options_json: '[]', quantity: 2 };
    await db.insertInto('saved_cart_lines').values(line).execute();
    await expect(db.insertInto('saved_cart_lines').values(line).execute()).rejects.toThrow();
    await db.insertInto('wish_list_items').values(owner).execute();
    await expect(db.insertInto('wish_list_items').values(owner).execute()).rejects.toThrow();
    const saved = await db.selectFrom('wish_list_items').selectAll().executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ quantity: 1, size_id: null, color_id: null });
    expect(saved.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    await db.deleteFrom('users').where('id', '=', owner.user_id).execute();
    expect(await db.selectFrom('saved_cart_lines').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('wish_list_items').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0015', async () => {
    await migrateTo(db, NAME);
    expect(await hasTable(db, 'saved_cart_lines')).toBe(true);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, 'saved_cart_lines')).toBe(false);
    expect(await hasTable(db, 'wish_list_items')).toBe(false);
  });
});
