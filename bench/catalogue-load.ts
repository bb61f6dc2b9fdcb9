// API load on a big catalogue: autocannon at BENCH_CONNECTIONS (50) for BENCH_SECONDS (3) per
// scenario of catalogue-scenarios.ts against the real server in its own process, each scenario
// right after the bare route (a constant answer in the same process: bare-route-server.ts), so
// both see the same machine load: req/s, p50/p99, errors and the ratio to the bare route. Each
// scenario sends one request over and over (what the answer cache serves, as for a popular
// listing); catalogue-scale.ts times the cold path. On a catalogue made before:
//   BENCH_SQLITE_FILE=/tmp/scale.db npx tsx bench/catalogue-load.ts
//   DATABASE_URL=postgres://…/test BENCH_PG_SCHEMA=perf_scale npx tsx bench/catalogue-load.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { SCENARIOS } from './catalogue-scenarios.ts';
import { BARE_ROUTE, REPO_ROOT, startServer } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3455);
const GOAL = 0.3;
const postgres = process.env.BENCH_PG_SCHEMA !== undefined;

function serverEnv(): Record<string, string> {
  if (postgres) {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${process.env.BENCH_PG_SCHEMA ?? ''},public`);
    return { DATABASE_URL: url.toString(), SEED_ON_START: '0' };
  }
  const file = process.env.BENCH_SQLITE_FILE;
  if (!file || !fs.existsSync(file)) throw new Error('BENCH_SQLITE_FILE: a generated catalogue');
  // A copy: the server writes (stored counts, WAL) and the catalogue stays as generated.
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-load-')), 'load.db');
  fs.copyFileSync(file, copy);
  return { SQLITE_FILE: copy, SEED_ON_START: '0' };
}

async function rate(url: string, body?: unknown) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(body === undefined
      ? {}
      : {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const load = os.loadavg().map((n) => n.toFixed(2));
const env = serverEnv();
const server = await startServer(
  PORT,
  env,
  undefined,
  path.join(REPO_ROOT, 'bench/bare-route-server.ts'),
);
const rows: Record<string, string | number>[] = [];
try {
  const bareUrl = `${server.url}${BARE_ROUTE}`;
  await rate(bareUrl); // warm-up: JIT, connections
  for (const scenario of SCENARIOS) {
    const url = `${server.url}${endpointPath(ENDPOINTS[scenario.key])}`;
    const body = { requestParameters: scenario.params(0) };
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }); // its first answer, made once
    const bare = await rate(bareUrl);
    const run = await rate(url, body);
    rows.push({
      scenario: scenario.label,
      'req/s': Math.round(run.rps),
      'p50 ms': run.p50,
      'p99 ms': run.p99,
      errors: run.errors,
      'bare req/s': Math.round(bare.rps),
      ratio: Number((run.rps / bare.rps).toFixed(2)),
    });
  }
} finally {
  await server.stop();
  if (env.SQLITE_FILE) fs.rmSync(path.dirname(env.SQLITE_FILE), { recursive: true, force: true });
}
console.table(rows);
const worst = rows.reduce((a, b) => (Number(a.ratio) < Number(b.ratio) ? a : b));
const errors = rows.reduce((sum, row) => sum + Number(row.errors), 0);
console.log(
  `summary: ${postgres ? 'PostgreSQL' : 'SQLite'}, ${CONNECTIONS} connections, ${SECONDS}s each, load ${load.join(' ')} → ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(
      ' ',
    )}; lowest ratio ${String(worst.ratio)} (${String(worst.scenario)}), ${rows.filter((row) => Number(row.ratio) >= GOAL).length}/${rows.length} at ≥ ${GOAL} of the bare route, ${errors} errors`,
);
