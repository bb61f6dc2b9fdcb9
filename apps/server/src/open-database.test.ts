// Start-up: the configured database is migrated and seeded once; a second start keeps the data.
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

async function countProducts(config: Config): Promise<number> {
  const database = await openDatabase(config, quietLog);
  try {
    const row = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await database.ping()).toBe(true);
    return row.n;
  } finally {
    await database.destroy();
  }
}

describe.each(DIALECTS)('openDatabase on %s', (dialect) => {
  const schema = `open_${randomBytes(4).toString('hex')}`;
  const config = testConfig({
    SEED_ON_START: true,
    FILES_DIR: path.join(tempDir, `files-${dialect}`),
    SQLITE_FILE: path.join(tempDir, 'nested', 'store.db'),
    ...(dialect === 'postgres'
      ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
      : { DATABASE_URL: undefined }),
  });

  afterAll(async () => {
    if (dialect !== 'postgres') return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('migrates and seeds an empty database, and keeps it on the next start', async () => {
    const first = await countProducts(config);
    expect(first).toBeGreaterThanOrEqual(150);
    expect(await countProducts(config)).toBe(first);
    expect(fs.existsSync(path.join(config.FILES_DIR, 'images'))).toBe(true);
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
