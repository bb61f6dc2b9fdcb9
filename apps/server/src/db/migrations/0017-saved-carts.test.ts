// Migration 0017: a shopper's saved cart lines (one per choice) and wish list (one per product),
// removed with the shopper or the product; down drops only them.
import { expect, it } from 'vitest';
import {
  describeMigration,
  hasTable,
  insertProduct,
  insertUser,
} from './test/migration-database.ts';

describeMigration('0017-saved-carts', '0015-address-book', (t) => {
  async function userAndProduct() {
    return {
      user_id: await insertUser(t.db, 'a@example.in'),
      product_id: await insertProduct(t.db),
    };
  }

  it('keeps one line per choice and one wish list entry per product, gone with the shopper', async () => {
    await t.up();
    const owner = await userAndProduct();
    const line = { ...owner, choice_key: '1|', options_json: '[]', quantity: 2 };
    await t.db.insertInto('saved_cart_lines').values(line).execute();
    await expect(t.db.insertInto('saved_cart_lines').values(line).execute()).rejects.toThrow();
    await t.db.insertInto('wish_list_items').values(owner).execute();
    await expect(t.db.insertInto('wish_list_items').values(owner).execute()).rejects.toThrow();
    const saved = await t.db.selectFrom('wish_list_items').selectAll().executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ quantity: 1, size_id: null, color_id: null });
    expect(saved.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    await t.db.deleteFrom('users').where('id', '=', owner.user_id).execute();
    expect(await t.db.selectFrom('saved_cart_lines').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('wish_list_items').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0015', async () => {
    await t.up();
    expect(await hasTable(t.db, 'saved_cart_lines')).toBe(true);
    await t.down();
    expect(await hasTable(t.db, 'saved_cart_lines')).toBe(false);
    expect(await hasTable(t.db, 'wish_list_items')).toBe(false);
  });
});
