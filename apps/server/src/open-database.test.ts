// Start-up: the configured database is migrated and its labels synced on every start; the demo
// catalogue is seeded once, and only with SEED_ON_START; a second start keeps the data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from './config.ts';
import { openDatabase } from './open-database.ts';
import { DIALECTS } from './test/databases.ts';

const quietLog = { info: () => undefined } as unknown as Parameters<typeof openDatabase>[1];
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-open-'));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

/** Starts on `config` and counts what the start left in the database. */
async function startAndCount(config: Config): Promise<{ products: number; labels: number }> {
  const database = await openDatabase(config, quietLog);
  try {
    const count = async (table: 'products' | 'localization_labels') =>
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await database.ping()).toBe(true);
    return { products: await count('products'), labels: await count('localization_labels') };
  } finally {
    await database.destroy();
  }
}

describe.each(DIALECTS)('openDatabase on %s', (dialect) => {
  const schema = `open_${randomBytes(4).toString('hex')}`;
  const emptyShopSchema = `open_${randomBytes(4).toString('hex')}`;
  const configFor = (name: string, pgSchema: string, seed: boolean) =>
    testConfig({
      SEED_ON_START: seed,
      FILES_DIR: path.join(tempDir, `files-${name}-${dialect}`),
      SQLITE_FILE: path.join(tempDir, 'nested', `${name}.db`),
      ...(dialect === 'postgres'
        ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: pgSchema }
        : { DATABASE_URL: undefined }),
    });
  const config = configFor('store', schema, true);

  afterAll(async () => {
    if (dialect !== 'postgres') return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    for (const name of [schema, emptyShopSchema])
      await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    await client.end();
  });

  it('migrates and seeds an empty database, and keeps it on the next start', async () => {
    const first = await startAndCount(config);
    expect(first.products).toBeGreaterThanOrEqual(150);
    expect(first.labels).toBeGreaterThan(0);
    expect(await startAndCount(config)).toEqual(first);
    expect(fs.existsSync(path.join(config.FILES_DIR, 'images'))).toBe(true);
  });

  it('with SEED_ON_START=false, gives an empty database its labels but no catalogue', async () => {
    const shop = configFor('shop', emptyShopSchema, false);
    const { products, labels } = await startAndCount(shop);
    expect(products).toBe(0);
    expect(labels).toBe((await startAndCount(config)).labels);
    expect(fs.existsSync(shop.FILES_DIR)).toBe(false);
  });

  it.runIf(dialect === 'postgres')('keeps every table inside DATABASE_SCHEMA', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'products'",
      [schema],
    );
    await client.end();
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
