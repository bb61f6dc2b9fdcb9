// Bulk inserts in chunks that stay below both dialects' bound-parameter limits.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

// SQLite allows 32 766 parameters per statement, PostgreSQL 65 535.
const MAX_PARAMETERS = 30_000;

export async function insertRows<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    const chunk = rows.slice(start, start + size) as Insertable<Database[keyof Database]>[];
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}
