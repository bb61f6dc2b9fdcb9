// PostgreSQL faults against the real server process: its connections terminated under it,
// the database unreachable, the database hanging. Runs when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import {
  eventually,
  startServerProcess,
  waitForListening,
  type ServerProcess,
} from './test/server-process.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('PostgreSQL faults', () => {
  const schema = `fault_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    const url = new URL(databaseUrl ?? '');
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = startServerProcess({
      DATABASE_URL: url.toString(),
      DATABASE_SCHEMA: schema,
      SEED_ON_START: 'false',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    });
    base = `http://127.0.0.1:${await waitForListening(server, 60_000)}`;
  }, 90_000);

  afterAll(async () => {
    server.child.kill('SIGKILL');
    await proxy.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  const health = async () => (await fetch(`${base}/health`)).status;
  const categories = () =>
    fetch(`${base}${endpointPath(ENDPOINTS.getCategoriesList)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestParameters: {} }),
    });

  it('survives its connections being terminated, and reconnects', async () => {
    expect((await categories()).status).toBe(200);
    // The first count of the category totals is stored in the background
    // (features/catalogue/catalogue-counts.ts): let it land, so the connections terminated
    // below are idle ones, as this test means.
    const stored = async () =>
      (
        await admin.query(
          `select 1 from ${schema}.catalogue_counts_state
           where facet = 'category' and counted_version = version`,
        )
      ).rowCount === 1;
    expect(await eventually(stored, 10_000)).toBe(true);
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [`bazaar/${schema}`],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    expect(await eventually(async () => (await categories()).status === 200, 10_000)).toBe(true);
    expect(await health()).toBe(200);
    expect(server.output()).toMatch(/database connection lost/);
  }, 30_000);

  it('answers 503 while the database is unreachable and 200 again after', async () => {
    proxy.setMode('cut');
    expect(await eventually(async () => (await health()) === 503, 5_000)).toBe(true);
    const during = await categories();
    expect(during.status).toBe(503);
    expect(((await during.json()) as { errorMessage: string }).errorMessage).toMatch(/unavailable/);
    proxy.setMode('pass');
    expect(await eventually(async () => (await health()) === 200, 10_000)).toBe(true);
    expect((await categories()).status).toBe(200);
  }, 30_000);

  it('answers /health when the database hangs', async () => {
    proxy.setMode('hang');
    // The probe's query never returns while the proxy holds it: only the 1 s bound can answer.
    const status = await health();
    proxy.setMode('pass');
    expect(status).toBe(503);
    expect(await eventually(async () => (await health()) === 200, 15_000)).toBe(true);
    expect(server.child.exitCode).toBeNull();
  }, 30_000);
});
