// A migration that rebuilds a SQLite table (SQLite's 12-step procedure, see
// migrations/frozen/sqlite-rebuild.ts) needs foreign keys OFF — with them ON, DROP TABLE deletes
// the rows first and cascades to child tables — and `PRAGMA foreign_keys` is a no-op inside a
// transaction, so migrate.ts turns them off around the whole migration run (withForeignKeysOff).
import { sql } from 'kysely';
import type { QueryExecutorProvider } from 'kysely';

/** Any Kysely instance or transaction, whatever its table types. */
type Db = QueryExecutorProvider;

interface ForeignKeyViolation {
  table: string;
  rowid: number | null;
  parent: string;
  fkid: number;
}

async function foreignKeysOn(db: Db): Promise<boolean> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  return rows[0]?.foreign_keys === 1;
}

async function setForeignKeys(db: Db, on: boolean): Promise<void> {
  await (on ? sql`pragma foreign_keys = on` : sql`pragma foreign_keys = off`).execute(db);
  if ((await foreignKeysOn(db)) !== on) {
    throw new Error(`Could not turn SQLite foreign keys ${on ? 'on' : 'off'} (in a transaction?)`);
  }
}

/** Throws when any row of the database references a missing parent row. */
export async function assertForeignKeysHold(db: Db): Promise<void> {
  const { rows } = await sql<ForeignKeyViolation>`pragma foreign_key_check`.execute(db);
  if (rows.length === 0) return;
  const sample = rows
    .slice(0, 5)
    .map((r) => `${r.table} rowid ${String(r.rowid)} → ${r.parent}`)
    .join('; ');
  throw new Error(`SQLite foreign key check failed (${rows.length} rows): ${sample}`);
}

/**
 * Runs `work` (the migrations, in their own transaction) with foreign keys off on this connection,
 * then checks every reference and restores the previous setting. Writes of this process made
 * meanwhile would go unchecked too, so this runs before the app serves (open-database.ts).
 */
export async function withForeignKeysOff<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const wereOn = await foreignKeysOn(db);
  await setForeignKeys(db, false);
  try {
    const result = await work();
    await assertForeignKeysHold(db);
    return result;
  } finally {
    if (wereOn) await setForeignKeys(db, true);
  }
}
