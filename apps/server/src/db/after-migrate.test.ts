// Data steps after migrating: each runs once per database, with its marker in the same
// transaction, so a failed step runs again at the next start and a finished one never does.
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlankTestDatabase, DIALECTS } from '../test/databases.ts';
import { AFTER_MIGRATE_STEPS, runAfterMigrateSteps } from './after-migrate.ts';
import { afterMigrateKey } from './app-config-keys.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

async function addProduct(db: Kysely<Database>, name: string): Promise<void> {
  await db
    .insertInto('products')
    .values({
      sku: name,
      name,
      price_paise: 100,
      short_description: '',
      full_description: '',
      stock_quantity: 1,
    })
    .execute();
}

const markers = (db: Kysely<Database>) =>
  db.selectFrom('app_config').select('key').where('key', 'like', 'after_migrate:%').execute();

describe.each(DIALECTS)('after-migrate steps on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(() => {
    handle = createBlankTestDatabase(dialect);
  });
  afterEach(() => handle.destroy());

  it('run once, after the first migrateToLatest, and are remembered', async () => {
    await migrateToLatest(handle.db);
    expect(await markers(handle.db)).toEqual(
      AFTER_MIGRATE_STEPS.map((step) => ({ key: afterMigrateKey(step.name) })),
    );
    await addProduct(handle.db, 'Later');
    expect(await runAfterMigrateSteps(handle.db)).toEqual([]);
    // The seed and product writes keep the index current; the step does not run again.
    expect(await handle.db.selectFrom('product_search').selectAll().execute()).toEqual([]);
  });

  it('roll a failed step back with its marker, so it runs again', async () => {
    await migrateToLatest(handle.db);
    let calls = 0;
    const step = {
      name: 'flaky',
      async run(db: Kysely<Database>) {
        calls += 1;
        await addProduct(db, `Written by attempt ${calls}`);
        if (calls === 1) throw new Error('interrupted');
      },
    };
    await expect(runAfterMigrateSteps(handle.db, [step])).rejects.toThrow('interrupted');
    expect(await runAfterMigrateSteps(handle.db, [step])).toEqual(['flaky']);
    expect(await runAfterMigrateSteps(handle.db, [step])).toEqual([]);
    const names = await handle.db.selectFrom('products').select('name').execute();
    expect(names).toEqual([{ name: 'Written by attempt 2' }]);
  });
});
