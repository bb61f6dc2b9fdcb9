// Migration 0018: stock moving above zero leaves answer_version alone; selling out and coming
// back raise it (the cached home lists show InStock); down removes only that trigger.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { answerVersion, beforeEachMigratedTo, productRow } from './test/migration-database.ts';

const NAME = '0018-stock-crossing-zero';
const BEFORE = '0017-saved-carts';

describe.each(DIALECTS)('migration 0018 on %s', (dialect) => {
  let db: Kysely<Database>;
  const version = () => answerVersion(db);
  const setStock = (stock_quantity: number) =>
    db.updateTable('products').set({ stock_quantity }).execute();
  /** One product with this stock; answers the version it leaves. */
  const productWithStock = async (sku: string, stock_quantity: number) => {
    await db.insertInto('products').values(productRow(sku, { stock_quantity })).execute();
    return version();
  };
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('raises the version when a product sells out or comes back, not on other stock moves', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
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

  it.runIf(dialect === 'postgres')(
    'bumps the version of the schema written, whatever the session reaches',
    async () => {
      await migrateTo(db, NAME);
      const start = await productWithStock('S-3', 1);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const products = sql.table(`${rows[0]?.schema ?? ''}.products`);
      await db.transaction().execute(async (trx) => {
        await sql`set local search_path to pg_catalog`.execute(trx);
        await sql`update ${products} set stock_quantity = 0`.execute(trx);
      });
      expect(await version()).toBe(start + 1);
    },
  );

  it('reverts to 0017: selling out no longer raises it', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    const start = await productWithStock('S-2', 1);
    await setStock(0);
    expect(await version()).toBe(start);
  });
});
