// Migration 0011: one version row, raised by writes a cached answer shows (a bulk statement on
// PostgreSQL once, on SQLite once per row) and not by stock; down removes table and triggers.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { answerVersion, describeMigration, productRow } from './test/migration-database.ts';

const product = (sku: string) => productRow(sku, { stock_quantity: 3 });

describeMigration('0011-answer-version', '0010-campaign-products', (t) => {
  const version = () => answerVersion(t.db);

  it('raises the version on catalogue and content writes, not on stock', async () => {
    await t.up();
    expect(await version()).toBe(1);
    await t.db.insertInto('products').values(product('A-1')).execute();
    expect(await version()).toBe(2);
    await t.db.updateTable('products').set({ stock_quantity: 1 }).execute();
    expect(await version()).toBe(2);
    await t.db.updateTable('products').set({ name: 'Brass Lamp' }).execute();
    expect(await version()).toBe(3);
    await t.db
      .insertInto('banners')
      .values({ theme_type_id: 1, image_url: '/files/images/b.svg', main_title: 'Diwali' })
      .execute();
    expect(await version()).toBe(4);
    // PostgreSQL also bumps once per table the delete cascades to (statement triggers).
    await t.db.deleteFrom('products').execute();
    expect(await version()).toBeGreaterThan(4);
    await expect(
      sql`insert into answer_version (id, version) values (2, 1)`.execute(t.db),
    ).rejects.toThrow();
  });

  it('reverts to 0010', async () => {
    await t.up();
    await t.down();
    await t.db.insertInto('products').values(product('A-2')).execute();
    await expect(sql`select * from answer_version`.execute(t.db)).rejects.toThrow();
    expect((await t.db.selectFrom('products').select('id').execute()).length).toBe(1);
  });
});
