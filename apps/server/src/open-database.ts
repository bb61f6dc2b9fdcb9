// Opens the configured database, brings its schema up to date and seeds an empty catalogue.
// Several app processes may start at once: migrations and the seed are idempotent.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle as OpenedDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';

/** An open database the app serves from: the opened handle plus a health probe. */
export interface DatabaseHandle extends OpenedDatabase {
  /** True when the database answers a trivial query (health checks). */
  ping(): Promise<boolean>;
}

export function wrapDatabase(opened: OpenedDatabase): DatabaseHandle {
  return {
    ...opened,
    async ping() {
      try {
        await sql`select 1`.execute(opened.db);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export async function openDatabase(
  config: Config,
  log: FastifyBaseLogger,
): Promise<DatabaseHandle> {
  const opened = createDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.SQLITE_FILE,
    pgSchema: config.DATABASE_SCHEMA,
  });
  try {
    await migrateToLatest(opened.db);
    if (config.SEED_ON_START) {
      const started = performance.now();
      const { seeded } = await seedDatabase(opened.db, { filesDir: config.FILES_DIR });
      const ms = Math.round(performance.now() - started);
      log.info(
        { dialect: opened.dialect, seeded, ms },
        seeded ? 'catalogue seeded' : 'seed already present',
      );
    }
  } catch (error) {
    await opened.destroy();
    throw error;
  }
  return wrapDatabase(opened);
}
