// Test databases, one code path per dialect (as in Kysely's own suite): SQLite in memory always,
// PostgreSQL too when DATABASE_URL is set, each test database in its own throw-away schema.
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { createDatabase, wrapSqlite } from '../db/database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DialectName } from '../db/schema.ts';
import { seedLabels } from '../db/labels.ts';
import { seedDemoCatalogue } from '../db/seed/seed.ts';

/** TEST_DIALECTS=postgres narrows a run to one (CI's PostgreSQL pass, SQLite having run). */
export const DIALECTS: readonly DialectName[] =
  process.env.TEST_DIALECTS === 'postgres' || process.env.TEST_DIALECTS === 'sqlite'
    ? [process.env.TEST_DIALECTS]
    : process.env.DATABASE_URL
      ? ['sqlite', 'postgres']
      : ['sqlite'];

function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set to test on PostgreSQL');
  return url;
}

/** A fresh database with no tables (not migrated). destroy() drops everything it created. */
export function createBlankTestDatabase(dialect: DialectName): DatabaseHandle {
  if (dialect === 'sqlite') return createDatabase({ sqliteFile: ':memory:' });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = createDatabase({ databaseUrl: postgresUrl(), pgSchema: schema });
  return { ...handle, destroy: () => dropSchemaAndClose(handle, schema) };
}

/** A fresh, migrated, empty database. destroy() drops everything it created. */
export async function createTestDatabase(dialect: DialectName): Promise<DatabaseHandle> {
  const handle = createBlankTestDatabase(dialect);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  return handle;
}

async function dropSchemaAndClose(handle: DatabaseHandle, schema: string): Promise<void> {
  try {
    await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
  } finally {
    await handle.destroy();
  }
}

/** What a start with SEED_ON_START does after migrating: labels, then the demo catalogue. */
async function seed(handle: DatabaseHandle, filesDir: string): Promise<void> {
  await seedLabels(handle.db);
  await seedDemoCatalogue(handle.db, { filesDir });
}

// One seeded SQLite image per test process; each test gets its own in-memory copy of it.
let sqliteTemplate: Promise<Buffer> | undefined;

async function seededSqliteImage(filesDir: string): Promise<Buffer> {
  sqliteTemplate ??= (async () => {
    const connection = new BetterSqlite3(':memory:');
    const handle = wrapSqlite(connection);
    await migrateToLatest(handle.db);
    await seed(handle, filesDir);
    const image = connection.serialize();
    await handle.destroy();
    return image;
  })();
  return sqliteTemplate;
}

/** The demo catalogue's parent categories, in the order it seeds them. */
export const SEEDED_PARENT_CATEGORIES = [
  'Apparel',
  'Fragrance',
  'Accessories',
  'Cosmetics',
  'Footwear',
  'Home Decor',
] as const;

/**
 * A fresh database holding the full seed, with the seed's files written to `filesDir`.
 * On SQLite this copies a per-process template (a few ms instead of a full seed).
 */
export async function createSeededTestDatabase(
  dialect: DialectName,
  { filesDir }: { filesDir: string },
): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const handle = wrapSqlite(new BetterSqlite3(await seededSqliteImage(filesDir)));
    // Rows and labels are already there: this only writes the files.
    await seedDemoCatalogue(handle.db, { filesDir });
    return handle;
  }
  const handle = await createTestDatabase(dialect);
  await seed(handle, filesDir);
  return handle;
}
