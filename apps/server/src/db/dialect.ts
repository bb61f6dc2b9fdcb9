// Which database a Kysely instance talks to, for the few places that differ by dialect. The
// migrations' DDL helpers live in migrations/frozen/dialect.ts: migrations import no live code.
import { PostgresAdapter, SqliteAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from './schema.ts';

export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  // getExecutor() is marked internal but is the only synchronous way to see the adapter.
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`);
}
