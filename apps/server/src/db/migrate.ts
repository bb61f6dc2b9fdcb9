// Brings a database to the latest schema with Kysely's Migrator.
import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import type { Kysely, MigrationResultSet } from 'kysely';
import { runAfterMigrateSteps } from './after-migrate.ts';
import { dialectOf } from './dialect.ts';
import { MIGRATIONS } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { withForeignKeysOff } from './sqlite-rebuild.ts';

export type MigrationName = keyof typeof MIGRATIONS;

function migratorFor(db: Kysely<Database>, schema: string | undefined): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    // Kysely looks for its bookkeeping tables in every schema unless told which; with several
    // test schemas in one PostgreSQL database it would otherwise find another schema's table.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : 'see cause';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

async function run(
  db: Kysely<Database>,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = migratorFor(db, await currentSchema(db));
  // One transaction per run on both databases: an advisory lock on PostgreSQL, BEGIN IMMEDIATE
  // on SQLite (see sqlite-driver.ts), so a second process waits instead of racing.
  if (dialectOf(db) === 'postgres') return unwrap(await step(migrator));
  // SQLite rebuilds tables (sqlite-rebuild.ts): foreign keys off around the transaction, then
  // checked, then on again.
  return withForeignKeysOff(db, async () => unwrap(await step(migrator)));
}

/**
 * Applies all pending migrations, then the data steps not yet run (after-migrate.ts); returns
 * the names of the migrations applied now (empty when up to date).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const applied = await run(db, (migrator) => migrator.migrateToLatest());
  await runAfterMigrateSteps(db);
  return applied;
}

/**
 * The migrations this code knows that the database has not run, oldest first (empty when its
 * schema is current). Reads only: for tools that must not migrate (npm run admin).
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = migratorFor(db, await currentSchema(db));
  const known = await migrator.getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Migrates up or down to `target` (tests of a migration start from the one before it). */
export async function migrateTo(db: Kysely<Database>, target: MigrationName): Promise<string[]> {
  return run(db, (migrator) => migrator.migrateTo(target));
}

/** Reverts every migration (tests and local resets only). */
export async function migrateToNothing(db: Kysely<Database>): Promise<string[]> {
  return run(db, (migrator) => migrator.migrateTo(NO_MIGRATIONS));
}
