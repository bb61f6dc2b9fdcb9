// Brings a database to the latest schema with Kysely's Migrator.
import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import type { Kysely, MigrationResultSet } from 'kysely';
import { dialectOf } from './dialect.ts';
import { MIGRATIONS } from './migrations/index.ts';
import type { Database } from './schema.ts';

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

/** Applies all pending migrations; returns the names applied now (empty when up to date). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const schema = await currentSchema(db);
  // One transaction per run on both databases: an advisory lock on PostgreSQL, BEGIN IMMEDIATE
  // on SQLite (see sqlite-driver.ts), so a second process waits instead of racing.
  return unwrap(await migratorFor(db, schema).migrateToLatest());
}

/** Reverts every migration (tests and local resets only). */
export async function migrateToNothing(db: Kysely<Database>): Promise<string[]> {
  const schema = await currentSchema(db);
  return unwrap(await migratorFor(db, schema).migrateTo(NO_MIGRATIONS));
}
