// What every migration test needs: a blank database migrated up to the step before the one under
// test, and the schema questions asked the same way on both dialects.
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { DIALECTS, createBlankTestDatabase } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../database.ts';
import { dialectOf } from '../../dialect.ts';
import { migrateTo } from '../../migrate.ts';
import type { MigrationName } from '../../migrate.ts';
import type { Database, DialectName } from '../../schema.ts';

/**
 * Before each test: a blank database on `dialect`, migrated to `before`, handed to `seed` (which
 * keeps it and writes the rows the test starts from); after each test it is dropped.
 */
export function beforeEachMigratedTo(
  dialect: DialectName,
  before: MigrationName,
  seed: (db: Kysely<Database>) => Promise<void> | void,
): void {
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    handle = createBlankTestDatabase(dialect);
    await migrateTo(handle.db, before);
    await seed(handle.db);
  });
  afterEach(() => handle?.destroy());
}

/** What one migration's tests work with: the test's database and the step under test. */
export interface MigrationTest {
  /** This test's database: blank, migrated to the step before (a fresh one for each test). */
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** Runs the migration under test; fails unless it was the one step run. */
  up(): Promise<void>;
  /** Migrates back to the step before; fails unless only the migration under test was undone. */
  down(): Promise<void>;
}

/**
 * The tests of migration `name` on each dialect, each test on a fresh database migrated to
 * `before`. The body's own beforeEach hooks run after that, so they write the starting rows.
 */
export function describeMigration(
  name: MigrationName,
  before: MigrationName,
  body: (t: MigrationTest) => void,
): void {
  describe.each(DIALECTS)(`migration ${name.slice(0, 4)} on %s`, (dialect) => {
    let current: Kysely<Database> | undefined;
    const t: MigrationTest = {
      get db() {
        if (!current) throw new Error('the migration test database exists only inside a test');
        return current;
      },
      dialect,
      up: async () => {
        expect(await migrateTo(t.db, name)).toEqual([name]);
      },
      down: async () => {
        expect(await migrateTo(t.db, before)).toEqual([name]);
      },
    };
    beforeEachMigratedTo(dialect, before, (fresh) => {
      current = fresh;
    });
    body(t);
  });
}

/** Checks that each table has (with `present` false: lacks) every column listed for it. */
export async function expectColumns(
  db: Kysely<Database>,
  columns: Record<string, readonly string[]>,
  present = true,
): Promise<void> {
  for (const [table, names] of Object.entries(columns)) {
    const have = await columnsOf(db, table);
    for (const column of names) expect(have.includes(column), `${table}.${column}`).toBe(present);
  }
}

/** The column names of `table`, in the order the database lists them. */
export async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.map((row) => row.name);
}

/** Whether `table` exists (in the test's own schema on PostgreSQL). */
export async function hasTable(db: Kysely<Database>, table: string): Promise<boolean> {
  const { rows } =
    dialectOf(db) === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name = ${table}`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.length === 1;
}

/** A user row with only what every schema version requires; its id. */
export async function insertUser(db: Kysely<Database>, email: string): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: 'h', first_name: 'A', last_name: 'B' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

type ProductRow = Insertable<Database['products']>;

/** A product row with only what every schema version requires, `extra` columns over it. */
export function productRow(sku = 'A-1', extra: Partial<ProductRow> = {}): ProductRow {
  return {
    sku,
    name: 'Brass Diya',
    price_paise: 49_900,
    short_description: '',
    full_description: '',
    stock_quantity: 1,
    ...extra,
  };
}

/** A product row (productRow) written; its id. */
export async function insertProduct(db: Kysely<Database>, sku = 'A-1'): Promise<number> {
  const product = await db
    .insertInto('products')
    .values(productRow(sku))
    .returning('id')
    .executeTakeFirstOrThrow();
  return product.id;
}

/** A cash-on-delivery payment method (id 6) for orders to name. */
export async function insertCashMethod(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('payment_methods')
    .values({ id: 6, name: 'Cash', image_url: '/c.svg' })
    .execute();
}

type OrderRow = Insertable<Database['orders']>;

/** A ₹1 placed order of `userId`, paid by insertCashMethod's method, `extra` columns over it. */
export function orderRow(userId: number, orderNumber: string, extra: Partial<OrderRow> = {}) {
  return {
    user_id: userId,
    order_number: orderNumber,
    status_id: 1,
    payment_method_id: 6,
    subtotal_paise: 100,
    shipping_paise: 0,
    total_paise: 100,
    ...extra,
  } satisfies OrderRow;
}

/** An order row (orderRow) written; its id. */
export async function insertOrder(
  db: Kysely<Database>,
  userId: number,
  orderNumber: string,
  extra: Partial<OrderRow> = {},
): Promise<number> {
  const order = await db
    .insertInto('orders')
    .values(orderRow(userId, orderNumber, extra))
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The answer version (migration 0011) as a number: PostgreSQL answers the bigint as a string. */
export async function answerVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('answer_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}
