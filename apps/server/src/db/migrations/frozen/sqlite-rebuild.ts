// Frozen copy of the SQLite table rebuild the shipped migrations use (once in db/sqlite-rebuild.ts).
// SQLite cannot drop or change a constraint in place: the table is rebuilt, following SQLite's
// 12-step procedure (https://www.sqlite.org/lang_altertable.html#otheralter), inside the
// migration run's transaction, with foreign keys off (migrate.ts: withForeignKeysOff). Never edit
// this file: migrations are history.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

async function foreignKeysOn(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  return rows[0]?.foreign_keys === 1;
}

/** Throws when any row references a missing parent row. */
async function assertReferencesHold(db: Kysely<unknown>, table: string): Promise<void> {
  const { rows } = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
  if (rows.length > 0) {
    const tables = [...new Set(rows.map((r) => r.table))].join(', ');
    throw new Error(`SQLite foreign key check failed after rebuilding ${table}: ${tables}`);
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

async function assertColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  const info = sql<{ name: string }>`select name from pragma_table_info(${table})`;
  const have = (await info.execute(db)).rows
    .map((r) => r.name)
    .sort()
    .join(', ');
  const want = [...columns].sort().join(', ');
  if (have !== want) throw new Error(`Rebuilding: ${table} has columns ${have}, expected ${want}`);
}

/** The AUTOINCREMENT high-water mark, or undefined when the table has never had a row. */
async function sequenceOf(db: Kysely<unknown>, table: string): Promise<number | undefined> {
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
  await assertReferencesHold(db, table);
}
