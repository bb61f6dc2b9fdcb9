// `npm run seed`: migrate the configured database, sync its labels and seed the demo catalogue
// (whatever SEED_ON_START says), print one line. Reads the same settings as the server
// (DATABASE_URL, DATABASE_SCHEMA, SQLITE_FILE, FILES_DIR; see config.ts).
import { isAbsolute, relative } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../config.ts';
import { configuredLocation, createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedLabels } from './labels.ts';
import { seedDemoCatalogue } from './seed/seed.ts';

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
  const config = loadConfig();
  const filesDir = config.FILES_DIR;
  const target = config.DATABASE_URL
    ? `${describeUrl(config.DATABASE_URL)} (schema ${config.DATABASE_SCHEMA ?? 'public'})`
    : display(config.SQLITE_FILE);

  const started = performance.now();
  const handle = createDatabase(configuredLocation(config));
  try {
    const applied = await migrateToLatest(handle.db);
    await seedLabels(handle.db);
    const { seeded } = await seedDemoCatalogue(handle.db, { filesDir });
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
  console.error(error instanceof ConfigError ? message : `Seeding failed: ${message}`);
  if (error instanceof Error && error.cause) console.error('Cause:', error.cause);
  process.exitCode = 1;
});
