// Two fresh seeds are identical (rows and files), and processes seeding at once seed exactly once.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS } from '../test/databases.ts';
import { createDatabase } from './database.ts';
import type { DatabaseHandle } from './database.ts';
import type { DialectName } from './schema.ts';
import { seedDemoCatalogue } from './seed/seed.ts';

const temp: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-repeat-'));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

function treeHash(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        out[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(root);
  return out;
}

async function snapshot(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    images: await db.selectFrom('product_images').selectAll().orderBy('id').execute(),
    options: await db.selectFrom('product_attribute_options').selectAll().orderBy('id').execute(),
    reviews: await db.selectFrom('reviews').selectAll().orderBy('id').execute(),
    banners: await db.selectFrom('banners').selectAll().orderBy('id').execute(),
  };
}

async function seededSnapshot(dialect: DialectName) {
  const handle = await createTestDatabase(dialect);
  const filesDir = tempDir();
  try {
    await seedDemoCatalogue(handle.db, { filesDir });
    return { rows: await snapshot(handle), files: treeHash(filesDir) };
  } finally {
    await handle.destroy();
  }
}

describe('seed determinism', () => {
  it.each(DIALECTS)(
    'produces identical rows and files on two fresh %s databases',
    async (dialect) => {
      const [first, second] = [await seededSnapshot(dialect), await seededSnapshot(dialect)];
      expect(second.rows).toEqual(first.rows);
      expect(second.files).toEqual(first.files);
      expect(Object.keys(first.files).length).toBeGreaterThan(400);
    },
  );

  it.runIf(DIALECTS.length > 1)('produces the same rows on SQLite and PostgreSQL', async () => {
    const [sqlite, postgres] = [await seededSnapshot('sqlite'), await seededSnapshot('postgres')];
    expect(postgres.rows).toEqual(sqlite.rows);
  });
});

const SEED_COMMAND = fileURLToPath(new URL('./seed-command.ts', import.meta.url));
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

function runSeedCommand(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, SEED_COMMAND], {
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('seed command run by two processes at once', () => {
  it.each(DIALECTS)('migrates and seeds %s exactly once', async (dialect) => {
    const dir = tempDir();
    const env: Record<string, string> = {
      FILES_DIR: join(dir, 'files'),
      SQLITE_FILE: join(dir, 'bazaar.db'),
      DATABASE_URL: '',
    };
    const schema = `t_${randomBytes(6).toString('hex')}`;
    if (dialect === 'postgres') {
      // The seed reads DATABASE_SCHEMA like the server does.
      env.DATABASE_URL = process.env.DATABASE_URL ?? '';
      env.DATABASE_SCHEMA = schema;
    }
    const check = createDatabase(
      dialect === 'postgres'
        ? { databaseUrl: process.env.DATABASE_URL, pgSchema: schema }
        : { sqliteFile: env.SQLITE_FILE },
    );
    try {
      // The commands find an empty schema (PostgreSQL) or no file (SQLite), as on a first start.
      if (dialect === 'postgres')
        await check.db.schema.createSchema(schema).ifNotExists().execute();
      const runs = await Promise.all([runSeedCommand(env), runSeedCommand(env)]);
      for (const run of runs) expect(run.code, run.output).toBe(0);
      const outputs = runs.map((r) => r.output.trim()).sort();
      expect(outputs[0]).toMatch(/^Already seeded /);
      expect(outputs[1]).toMatch(/^Seeded /);
      const products = await check.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(products.n).toBe((await seededSnapshot('sqlite')).rows.products.length);
    } finally {
      if (dialect === 'postgres')
        await check.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await check.destroy();
    }
  });
});
