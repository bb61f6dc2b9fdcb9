// Opens the configured database, brings its schema up to date, syncs the UI labels and, with
// SEED_ON_START, seeds the demo catalogue into an empty database. Several app processes may
// start at once: migrations, the label sync and the seed are idempotent.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from './config.ts';
import {
  configuredLocation,
  createDatabase,
  type DatabaseHandle as OpenedDatabase,
} from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { seedLabels } from './db/labels.ts';

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

const RETRY_PAUSE_MS = 2_000;

/**
 * At start the database may still be coming up (containers start together): retry for a
 * bounded time, saying so, then give up with a message that names the cause.
 */
async function waitForDatabase(
  db: Kysely<Database>,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() + RETRY_PAUSE_MS > deadline) {
        throw new Error(
          `the database did not answer within ${Math.round(timeoutMs / 1000)} s ` +
            `(${attempt} attempts; last error: ${reason})`,
        );
      }
      log.warn(
        { attempt, reason },
        `database not reachable; retrying in ${RETRY_PAUSE_MS / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

export async function openDatabase(
  config: Config,
  log: FastifyBaseLogger,
): Promise<DatabaseHandle> {
  const opened = createDatabase({
    ...configuredLocation(config),
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    poolSize: config.DATABASE_POOL_SIZE,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    onPoolError: (error) => {
      // Not the whole error: pg hangs its client (configuration and all) on it.
      const { message, code } = error as Error & { code?: string };
      log.warn({ message, code }, 'database connection lost; the pool reconnects on next use');
    },
  });
  try {
    await waitForDatabase(opened.db, config.DATABASE_STARTUP_TIMEOUT_MS, log);
    await migrateToLatest(opened.db);
    // Every start, seeding or not: a real shop starts without a catalogue but needs its labels.
    const labels = await seedLabels(opened.db);
    log.info({ dialect: opened.dialect, ...labels }, 'labels synced');
    if (config.SEED_ON_START) {
      const started = performance.now();
      // Loaded only here, so a shop that never seeds never loads the demo catalogue's code.
      const { seedDemoCatalogue } = await import('./db/seed/seed.ts');
      const { seeded } = await seedDemoCatalogue(opened.db, { filesDir: config.FILES_DIR });
      const ms = Math.round(performance.now() - started);
      log.info(
        { dialect: opened.dialect, seeded, ms },
        seeded ? 'demo catalogue seeded' : 'demo catalogue already present',
      );
    }
  } catch (error) {
    await opened.destroy();
    throw error;
  }
  return wrapDatabase(opened);
}
