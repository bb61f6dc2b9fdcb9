// `npm run seed -w @bazaar/server`: migrate and seed the configured database, print one line.
// Env: DATABASE_URL (PostgreSQL, optional), SQLITE_FILE (default data/bazaar.db at the repo root),
// FILES_DIR (default data/files at the repo root). Relative paths resolve against the repo root,
// not the working directory, because npm -w runs scripts inside apps/server.
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

function fromRoot(value: string | undefined, fallback: string): string {
  const path = value && value.trim() !== '' ? value : fallback;
  return path === ':memory:' || isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Paths inside the repository are shown relative to its root, others in full. */
function display(path: string): string {
  const inside = relative(REPO_ROOT, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

/** postgres://user:secret@host/db → postgres://host/db, so no password reaches the terminal. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (unparsable URL)';
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const sqliteFile = fromRoot(process.env.SQLITE_FILE, 'data/bazaar.db');
  const filesDir = fromRoot(process.env.FILES_DIR, 'data/files');
  const target = databaseUrl ? describeUrl(databaseUrl) : display(sqliteFile);

  const started = performance.now();
  const handle = createDatabase({ databaseUrl, sqliteFile });
  try {
    const applied = await migrateToLatest(handle.db);
    const { seeded } = await seedDatabase(handle.db, { filesDir });
    const count = async (table: 'products' | 'categories' | 'reviews') =>
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const [products, categories, reviews] = await Promise.all([
      count('products'),
      count('categories'),
      count('reviews'),
    ]);
    const ms = Math.round(performance.now() - started);
    console.log(
      `${seeded ? 'Seeded' : 'Already seeded'} ${handle.dialect} ${target}: ${products} products, ` +
        `${categories} categories, ${reviews} reviews; ${applied.length} migration(s) applied; ` +
        `files in ${display(filesDir)} (${ms} ms)`,
    );
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Seeding failed: ${message}`);
  if (error instanceof Error && error.cause) console.error('Cause:', error.cause);
  process.exitCode = 1;
});
