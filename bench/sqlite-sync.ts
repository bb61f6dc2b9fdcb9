// The cost of synchronous=FULL (every commit synced to disk, so an acknowledged order survives a
// power cut) against NORMAL, on a WAL SQLite file in the data folder's file system. Each
// operation is one small write transaction, as an order or a contact message is. Five rounds
// alternating the two settings; prints the median commits per second of each and their ratio.
// Usage: npm run bench:sqlite-sync -w @bazaar/bench
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 2_000);
const ROUNDS = 5;
const dir = fs.mkdtempSync(
  path.join(process.env.BENCH_DIR ?? path.resolve('..', 'data'), '.bench-sync-'),
);

function commitsPerSecond(synchronous: 'FULL' | 'NORMAL'): number {
  const file = path.join(dir, `${synchronous}.db`);
  fs.rmSync(file, { force: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.exec('create table if not exists orders (id integer primary key, note text not null)');
  const insert = db.prepare('insert into orders (note) values (?)');
  const write = db.transaction((note: string) => insert.run(note));
  const started = performance.now();
  for (let i = 0; i < COMMITS; i += 1) write(`order ${i}`);
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return COMMITS / seconds;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results: Record<'FULL' | 'NORMAL', number[]> = { FULL: [], NORMAL: [] };
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    results.NORMAL.push(commitsPerSecond('NORMAL'));
    results.FULL.push(commitsPerSecond('FULL'));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const full = median(results.FULL);
const normal = median(results.NORMAL);
console.table({
  NORMAL: { 'commits/s (median)': Math.round(normal), 'ms per commit': (1000 / normal).toFixed(3) },
  FULL: { 'commits/s (median)': Math.round(full), 'ms per commit': (1000 / full).toFixed(3) },
});
console.log(
  `sqlite-sync: FULL ${Math.round(full)} commits/s vs NORMAL ${Math.round(normal)} (${(full / normal).toFixed(2)}×), ${COMMITS} commits × ${ROUNDS} rounds`,
);
