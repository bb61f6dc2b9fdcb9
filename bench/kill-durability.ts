// Acknowledged writes survive kill -9: newsletter sign-ups stream in over 16 connections, the
// server is killed mid-flight (SIGKILL), then every sign-up it answered "saved" is looked for
// in the database file. Rounds repeat on the same file. Usage:
//   npm run bench:kill -w @bazaar/bench   (BENCH_KILL_ROUNDS, default 5)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { startServer } from './server-process.ts';

const ROUNDS = Number(process.env.BENCH_KILL_ROUNDS ?? 5);
const CONNECTIONS = 16;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-kill-'));
// With DATABASE_URL set the rounds run on PostgreSQL, in a schema of their own.
const databaseUrl = process.env.DATABASE_URL;
const schema = `kill_${process.pid}`;
const env = {
  FORM_RATE_LIMIT_PER_MINUTE: '100000',
  SEED_ON_START: 'false',
  ...(databaseUrl ? { DATABASE_SCHEMA: schema } : {}),
};

async function storedEmails(): Promise<Set<string>> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>(
        `select email from ${schema}.subscribers`,
      );
      await client.query(`drop schema ${schema} cascade`);
      return new Set(rows.map((row) => row.email));
    } finally {
      await client.end();
    }
  }
  const db = new BetterSqlite3(path.join(dataDir, 'bench.db'), { readonly: true });
  const rows = db.prepare('select email from subscribers').all() as { email: string }[];
  db.close();
  return new Set(rows.map((row) => row.email));
}
const url = endpointPath(ENDPOINTS.insertSubscriber);

const acknowledged: string[] = [];
let sent = 0;
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const server = await startServer(3220, env, dataDir);
    let killed = false;
    const subscribe = async (worker: number) => {
      for (let i = 0; !killed; i += 1) {
        const email = `r${round}w${worker}n${i}@example.in`;
        sent += 1;
        try {
          const response = await fetch(`${server.url}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ requestParameters: { SubscriberEmail: email } }),
          });
          if (response.ok) acknowledged.push(email);
        } catch {
          return; // the server is gone: this one was never acknowledged
        }
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, worker) => subscribe(worker));
    await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 1_000));
    killed = true;
    await server.kill();
    await Promise.all(workers);
  }
  const stored = await storedEmails();
  const lost = acknowledged.filter((email) => !stored.has(email));
  console.log(
    `kill -9 (${databaseUrl ? 'PostgreSQL' : 'SQLite'}): ${ROUNDS} rounds, ${sent} sign-ups sent, ${acknowledged.length} acknowledged, ${lost.length} acknowledged and lost`,
  );
  process.exitCode = lost.length > 0 ? 1 : 0;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
