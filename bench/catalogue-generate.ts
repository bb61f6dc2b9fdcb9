// The catalogue generator: N products (default 100 000) into a fresh SQLite file or a
// PostgreSQL schema (catalogue-variants.ts makes them), with a progress bar on stderr, the
// seconds per phase and a one-line summary on stdout.
//   npx tsx bench/catalogue-generate.ts --products 100000 --sqlite /tmp/scale.db
//   DATABASE_URL=postgres://… npx tsx bench/catalogue-generate.ts --pg-schema perf_scale
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import {
  generateCatalogue,
  type GenerateResult,
} from '../apps/server/src/db/seed/catalogue-variants.ts';

/** A fresh SQLite file or PostgreSQL schema, with the generated catalogue. */
export async function generateInto(
  target: { sqliteFile: string } | { databaseUrl: string; pgSchema: string },
  products: number,
): Promise<{ handle: DatabaseHandle; result: GenerateResult }> {
  if ('sqliteFile' in target) {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(target.sqliteFile + suffix, { force: true });
  }
  const handle = createDatabase(target);
  if ('pgSchema' in target) {
    await sql`drop schema if exists ${sql.id(target.pgSchema)} cascade`.execute(handle.db);
    await sql`create schema ${sql.id(target.pgSchema)}`.execute(handle.db);
  }
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-generate-'));
  const bar = new SingleBar(
    {
      format: 'products {bar} {value}/{total} {percentage}% eta {eta}s',
      stream: process.stderr,
      // In a log (no terminal): a line every 5 s instead of nothing.
      noTTYOutput: true,
      notTTYSchedule: 5_000,
    },
    Presets.shades_classic,
  );
  bar.start(products, 0);
  try {
    const result = await generateCatalogue(handle, {
      products,
      filesDir,
      onProgress: (made) => bar.update(made),
    });
    return { handle, result };
  } finally {
    bar.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      sqlite: { type: 'string' },
      'pg-schema': { type: 'string' },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1) throw new Error('--products: a whole number');
  const postgres = values['pg-schema'] !== undefined;
  const databaseUrl = process.env.DATABASE_URL;
  if (postgres && !databaseUrl) throw new Error('--pg-schema needs DATABASE_URL');
  const target =
    postgres && databaseUrl
      ? { databaseUrl, pgSchema: values['pg-schema'] ?? '' }
      : { sqliteFile: values.sqlite ?? path.join(os.tmpdir(), 'bazaar-catalogue.db') };
  const started = performance.now();
  const { handle, result } = await generateInto(target, products);
  await handle.destroy();
  const seconds = (performance.now() - started) / 1000;
  console.table(
    Object.entries(result.seconds).map(([phase, s]) => ({ phase, seconds: Number(s.toFixed(1)) })),
  );
  const where = 'sqliteFile' in target ? target.sqliteFile : `schema ${target.pgSchema}`;
  console.log(
    `summary: ${result.products} products, ${result.reviews} reviews into ${where} in ${seconds.toFixed(1)} s (target ≤ 60 s for 100 000 on SQLite)`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
