// Migration 0018: stock moving above zero leaves answer_version alone; selling out and coming
// back raise it (the cached home lists show InStock); down removes only that trigger.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { answerVersion, describeMigration, productRow } from './test/migration-database.ts';

describeMigration('0018-stock-crossing-zero', '0017-saved-carts', (t) => {
  const version = () => answerVersion(t.db);
  const setStock = (stock_quantity: number) =>
    t.db.updateTable('products').set({ stock_quantity }).execute();
  /** One product with this stock; answers the version it leaves. */
  const productWithStock = async (sku: string, stock_quantity: number) => {
    await t.db.insertInto('products').values(productRow(sku, { stock_quantity })).execute();
    return version();
  };

  it('raises the version when a product sells out or comes back, not on other stock moves', async () => {
    await t.up();
    const start = await productWithStock('S-1', 3);
    await setStock(2);
    expect(await version()).toBe(start);
    await setStock(0);
    expect(await version()).toBe(start + 1);
    await setStock(0);
    expect(await version()).toBe(start + 1);
    await setStock(5);
    expect(await version()).toBe(start + 2);
  });

  it.runIf(t.dialect === 'postgres')(
    'bumps the version of the schema written, whatever the session reaches',
    async () => {
      await t.up();
      const start = await productWithStock('S-3', 1);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.db,
      );
      const products = sql.table(`${rows[0]?.schema ?? ''}.products`);
      await t.db.transaction().execute(async (trx) => {
        await sql`set local search_path to pg_catalog`.execute(trx);
        await sql`update ${products} set stock_quantity = 0`.execute(trx);
      });
      expect(await version()).toBe(start + 1);
    },
  );

  it('reverts to 0017: selling out no longer raises it', async () => {
    await t.up();
    await t.down();
    const start = await productWithStock('S-2', 1);
    await setStock(0);
    expect(await version()).toBe(start);
  });
});
