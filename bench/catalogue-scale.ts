// The catalogue at scale: single requests (1 connection) of the listing, facets, search,
// suggestions and product detail against a server in its own process on a generated catalogue
// (catalogue-generate.ts), p50/p95/p99 of BENCH_RUNS (default 30) after one warm-up each.
// BENCH_BASE_ROOT=<another checkout> starts that checkout's server too, on its own copy of the
// same catalogue, and sends each request to both in turn: before and after in one run, with
// the answers compared byte for byte ("same" column). Usage, from the repository root:
//   npx tsx bench/catalogue-scale.ts sqlite            (BENCH_PRODUCTS, default 100 000)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/catalogue-scale.ts postgres
// BENCH_SQLITE_FILE / BENCH_PG_SCHEMA: a catalogue generated before (kept, reused).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { generateInto } from './catalogue-generate.ts';
import { percentile, SCENARIOS } from './catalogue-scenarios.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server-process.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3451);
const BASE_ROOT = process.env.BENCH_BASE_ROOT;
const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const databaseUrl = process.env.DATABASE_URL ?? '';
if (dialect === 'postgres' && !databaseUrl) throw new Error('postgres needs DATABASE_URL');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-scale-'));

/** The catalogue: generated now unless a kept one is named. Returns what to drop after. */
async function prepare(): Promise<{ file?: string; schema?: string; generated: boolean }> {
  if (dialect === 'sqlite') {
    const kept = process.env.BENCH_SQLITE_FILE;
    if (kept && fs.existsSync(kept)) return { file: kept, generated: false };
    const file = kept ?? path.join(dir, 'scale.db');
    const { handle } = await generateInto({ sqliteFile: file }, PRODUCTS);
    await handle.destroy();
    return { file, generated: true };
  }
  const kept = process.env.BENCH_PG_SCHEMA;
  const schema = kept ?? `perf_scale_${process.pid}`;
  if (kept) {
    const probe = createDatabase({ databaseUrl, pgSchema: kept });
    const found = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = ${kept} and table_name = 'products'`.execute(probe.db);
    await probe.destroy();
    if (found.rows[0]?.n === 1) return { schema, generated: false };
  }
  const { handle } = await generateInto({ databaseUrl, pgSchema: schema }, PRODUCTS);
  await handle.destroy();
  return { schema, generated: kept === undefined };
}

/** A copy of the catalogue for one server (SQLite: a file; PostgreSQL: a schema). */
async function copyFor(
  name: string,
  source: { file?: string; schema?: string },
): Promise<{ env: Record<string, string>; drop: () => Promise<void>; handle: DatabaseHandle }> {
  if (source.file) {
    const file = path.join(dir, `${name}.db`);
    const from = createDatabase({ sqliteFile: source.file });
    await sql`vacuum into ${file}`.execute(from.db);
    await from.destroy();
    const handle = createDatabase({ sqliteFile: file });
    return { env: { SQLITE_FILE: file }, drop: () => handle.destroy(), handle };
  }
  // PostgreSQL: pg_dump the schema, restore it under its own name, rename it for this server.
  const from = source.schema ?? '';
  const schema = `${from}_${name}`;
  const dump = path.join(dir, 'catalogue.dump');
  if (!fs.existsSync(dump)) execFileSync('pg_dump', ['-Fc', '-n', from, '-f', dump, databaseUrl]);
  const admin = createDatabase({ databaseUrl });
  const rename = (a: string, b: string) =>
    sql`alter schema ${sql.id(a)} rename to ${sql.id(b)}`.execute(admin.db);
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
  await rename(from, `${from}_keep`);
  try {
    execFileSync('pg_restore', ['--no-owner', '-d', databaseUrl, dump]);
    await rename(from, schema);
  } finally {
    await rename(`${from}_keep`, from);
    await admin.destroy();
  }
  // pg_restore leaves no statistics and no visibility map: as after the generator's VACUUM.
  const handle = createDatabase({ databaseUrl, pgSchema: schema });
  const tables = await sql<{ name: string }>`select table_name as name
    from information_schema.tables where table_schema = ${schema}`.execute(handle.db);
  const names = sql.join(tables.rows.map((row) => sql.id(row.name)));
  await sql`vacuum analyze ${names}`.execute(handle.db);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    env: { DATABASE_URL: url.toString() },
    handle,
    drop: async () => {
      await handle.destroy();
      const admin = createDatabase({ databaseUrl });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.destroy();
    },
  };
}

interface Target {
  label: string;
  server: RunningServer;
  /** The server's own database (to raise answer_version: BENCH_COLD). */
  handle: DatabaseHandle;
}

/** BENCH_COLD=1: every request finds its cached answer stale, as after a write. */
const COLD = process.env.BENCH_COLD === '1';

async function post(target: Target, key: EndpointKey, params: object) {
  if (COLD) {
    await sql`update answer_version set version = version + 1 where id = 1`.execute(
      target.handle.db,
    );
  }
  const started = performance.now();
  const response = await fetch(`${target.server.url}${endpointPath(ENDPOINTS[key])}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestParameters: params }),
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${target.label} ${key}: HTTP ${response.status} ${body}`);
  return { elapsed, body };
}

async function measure(targets: Target[]) {
  const rows: Record<string, string | number>[] = [];
  for (const scenario of SCENARIOS) {
    const times = targets.map((): number[] => []);
    const bodies = targets.map(() => '');
    let count = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const params = scenario.params(run);
      for (const [i, target] of targets.entries()) {
        const { elapsed, body } = await post(target, scenario.key, params);
        if (run > 0) times[i]?.push(elapsed); // the first run warms caches
        bodies[i] = body;
      }
      count = (JSON.parse((JSON.parse(bodies[0] ?? '{}') as { data: string }).data) as []).length;
      if (bodies.some((body) => body !== bodies[0])) bodies[0] = 'DIFFERENT';
    }
    const row: Record<string, string | number> = { scenario: scenario.label, rows: count };
    targets.forEach((target, i) => {
      const list = times[i] ?? [];
      row[`${target.label} p50`] = Number(percentile(list, 0.5).toFixed(1));
      row[`${target.label} p95`] = Number(percentile(list, 0.95).toFixed(1));
      row[`${target.label} p99`] = Number(percentile(list, 0.99).toFixed(1));
    });
    if (targets.length > 1) {
      const [before, after] = [times[0] ?? [], times[1] ?? []];
      row['p95 after/before'] = Number(
        (percentile(after, 0.95) / percentile(before, 0.95)).toFixed(2),
      );
      row.same = bodies[0] === 'DIFFERENT' ? 'NO' : 'yes';
    }
    row.target = `≤ ${scenario.target[dialect]} ms`;
    rows.push(row);
  }
  return rows;
}

const cleanups: (() => Promise<void>)[] = [];
try {
  const load = os.loadavg().map((n) => n.toFixed(2));
  const started = performance.now();
  const source = await prepare();
  if (source.generated)
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const roots: [string, string][] = BASE_ROOT
    ? [
        ['before', BASE_ROOT],
        ['after', REPO_ROOT],
      ]
    : [['now', REPO_ROOT]];
  const targets: Target[] = [];
  for (const [i, [label, root]] of roots.entries()) {
    const copy = await copyFor(label, source);
    cleanups.push(copy.drop);
    const server = await startServer(
      PORT + i,
      { ...copy.env, SEED_ON_START: '0' },
      undefined,
      path.join(root, 'apps/server/src/server.ts'),
    );
    cleanups.push(() => server.stop());
    targets.push({ label, server, handle: copy.handle });
  }
  const rows = await measure(targets);
  console.table(rows);
  const missed = rows.filter((row) => {
    const last = targets.at(-1)?.label ?? '';
    return Number(row[`${last} p95`]) > Number(String(row.target).replace(/\D+/g, ''));
  });
  console.log(
    `summary: ${dialect}, ${PRODUCTS} products, ${RUNS} runs each${COLD ? ' (cold: answer_version raised before each request)' : ''}, load ${load.join(' ')} → ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rows.length - missed.length}/${rows.length} within target p95` +
      (missed.length ? ` (missed: ${missed.map((r) => String(r.scenario)).join(', ')})` : ''),
  );
  if (source.generated && source.schema && !process.env.BENCH_PG_SCHEMA) {
    cleanups.push(async () => {
      const admin = createDatabase({ databaseUrl });
      await sql`drop schema if exists ${sql.id(source.schema ?? '')} cascade`.execute(admin.db);
      await admin.destroy();
    });
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
}
