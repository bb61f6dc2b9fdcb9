// DATABASE_POOL_SIZE and DATABASE_ACQUIRE_TIMEOUT_MS reach the PostgreSQL pool: no more
// connections than the size, and a query that finds none free gives up after the timeout.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import { postgresPoolConfig } from './db/database.ts';
import { isDatabaseUnavailable } from './db/faults.ts';
import { openDatabase, type DatabaseHandle } from './open-database.ts';
import { DIALECTS } from './test/databases.ts';

const quietLog = { info: () => undefined } as unknown as Parameters<typeof openDatabase>[1];

describe('the PostgreSQL pool settings', () => {
  it('take the size and both timeouts given, with the old fixed values as defaults', () => {
    const set = postgresPoolConfig('postgres://x', {
      poolSize: 40,
      acquireTimeoutMs: 1_500,
      connectTimeoutMs: 700,
    });
    expect(set).toMatchObject({ max: 40, connectionTimeoutMillis: 1_500 });
    // The connect timeout rides on each new client, apart from the wait for a free one.
    const Client = set.Client as unknown as new (config?: pg.ClientConfig) => pg.Client;
    const client = new Client({ connectionString: 'postgres://x' });
    expect(
      (client as unknown as { _connectionTimeoutMillis: number })._connectionTimeoutMillis,
    ).toBe(700);
    expect(postgresPoolConfig('postgres://x', {})).toMatchObject({
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
  });
});

describe.runIf(DIALECTS.includes('postgres'))('a server database on PostgreSQL', () => {
  const schema = `pool_${randomBytes(4).toString('hex')}`;
  let database: DatabaseHandle | undefined;

  afterAll(async () => {
    await database?.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database?.destroy();
  });

  it('opens at most DATABASE_POOL_SIZE connections and waits DATABASE_ACQUIRE_TIMEOUT_MS', async () => {
    database = await openDatabase(
      testConfig({
        DATABASE_URL: process.env.DATABASE_URL,
        DATABASE_SCHEMA: schema,
        DATABASE_POOL_SIZE: 3,
        DATABASE_ACQUIRE_TIMEOUT_MS: 600,
      }),
      quietLog,
    );
    const { db } = database;
    const backend = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db))
        .rows[0]?.pid;
    const pids = await Promise.all(Array.from({ length: 6 }, backend));
    expect(new Set(pids).size).toBe(3);

    // All three busy for 1.5 s: a fourth query gives up after 0.6 s, as "unavailable" (503).
    const busy = Array.from({ length: 3 }, () => sql`select pg_sleep(1.5)`.execute(db));
    const started = performance.now();
    const error: unknown = await sql`select 1`.execute(db).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const waited = performance.now() - started;
    await Promise.all(busy);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(550);
    expect(waited).toBeLessThan(1_400);
  }, 30_000);
});
