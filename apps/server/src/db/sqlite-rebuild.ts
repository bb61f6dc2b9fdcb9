// SQLite cannot drop or change a constraint in place: the table is rebuilt, following SQLite's
// 12-step procedure (https://www.sqlite.org/lang_altertable.html#otheralter). Foreign keys must be
// OFF for it — with them ON, DROP TABLE deletes the rows first and cascades to child tables — and
// `PRAGMA foreign_keys` is a no-op inside a transaction, so migrate.ts turns them off around the
// whole migration run (withForeignKeysOff) and a migration rebuilds inside the run's transaction
// (rebuildSqliteTable).
import { sql } from 'kysely';
import type { Kysely, QueryExecutorProvider } from 'kysely';

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

export interface SqliteRebuild {
  table: string;
  /** Every column of the table, the same in the old and the new one; all are copied. */
  columns: readonly string[];
  /** Creates the new table, with every column and the changed constraints, under `name`. */
  createTable(name: string): Promise<void>;
  /** Creates the table's indexes again (DROP TABLE dropped them). */
  createIndexes(): Promise<void>;
}

async function assertColumns(db: Db, table: string, columns: readonly string[]): Promise<void> {
  const info = sql<{ name: string }>`select name from pragma_table_info(${table})`;
  const have = (await info.execute(db)).rows
    .map((r) => r.name)
    .sort()
    .join(', ');
  const want = [...columns].sort().join(', ');
  if (have !== want) throw new Error(`Rebuilding: ${table} has columns ${have}, expected ${want}`);
}

/** The AUTOINCREMENT high-water mark, or undefined when the table has never had a row. */
async function sequenceOf(db: Db, table: string): Promise<number | undefined> {
  const seq = sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`;
  return (await seq.execute(db)).rows[0]?.seq;
}

/**
 * Rebuilds `table` inside the current migration transaction, keeping every row with its id, so
 * child tables' references still hold. Needs foreign keys off (withForeignKeysOff).
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  rebuild: SqliteRebuild,
): Promise<void> {
  const { table, columns } = rebuild;
  if (await foreignKeysOn(db)) {
    throw new Error(
      `Rebuilding ${table} needs SQLite foreign keys off (DROP TABLE would cascade-delete child ` +
        'rows): run migrations through migrate.ts',
    );
  }
  const temporary = `${table}_rebuild`;
  await assertColumns(db, table, columns);
  await rebuild.createTable(temporary);
  await assertColumns(db, temporary, columns);
  const list = sql.join(columns.map((c) => sql.id(c)));
  const [from, to] = [sql.table(table), sql.table(temporary)];
  await sql`insert into ${to} (${list}) select ${list} from ${from}`.execute(db);
  // Ids of deleted rows must stay unused: carry AUTOINCREMENT's high-water mark over, since the
  // copy only raised the new table's to the highest id still present.
  const highWater = await sequenceOf(db, table);
  await db.schema.dropTable(table).execute();
  // Renaming the new table (never the old one) leaves the child tables' REFERENCES untouched.
  await db.schema.alterTable(temporary).renameTo(table).execute();
  const copied = await sequenceOf(db, table);
  if (highWater !== undefined && (copied === undefined || copied < highWater)) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${highWater})`.execute(db);
  }
  await rebuild.createIndexes();
  // Inside the transaction, so a broken reference rolls the whole migration back.
  await assertForeignKeysHold(db);
}
