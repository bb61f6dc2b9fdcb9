// Frozen copy of the DDL helpers the shipped migrations were written with (once db/dialect.ts).
// Migrations are history: they import only kysely and files in migrations/, so a change to live
// code can never change what an old migration does. Never edit this file; a migration that needs
// a different helper gets its own copy.
import { PostgresAdapter, SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, RawBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  // getExecutor() is marked internal but is the only synchronous way to see the adapter.
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`);
}

/** Auto-increment integer primary key named `id`. */
export function withId<T extends string>(
  table: CreateTableBuilder<T>,
  dialect: DialectName,
): CreateTableBuilder<T, 'id'> {
  // AUTOINCREMENT on SQLite so ids of deleted rows (orders!) are never reused.
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Current UTC time as ISO-8601 text with milliseconds, identical to Date#toISOString. */
export function nowIsoSql(dialect: DialectName): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** Column callback for a NOT NULL timestamp defaulting to now. */
export function timestampNow(dialect: DialectName) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(nowIsoSql(dialect));
}
