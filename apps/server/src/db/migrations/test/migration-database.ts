// What every migration test needs: a blank database migrated up to the step before the one under
// test, and the schema questions asked the same way on both dialects.
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { createBlankTestDatabase } from '../../../test/databases.ts';
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

/** A ₹1 order of `userId` paid by insertCashMethod's method; its id. */
export async function insertOrder(
  db: Kysely<Database>,
  userId: number,
  orderNumber: string,
): Promise<number> {
  const order = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      order_number: orderNumber,
      status_id: 1,
      payment_method_id: 6,
      subtotal_paise: 100,
      shipping_paise: 0,
      total_paise: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The answer version (migration 0011) as a number: PostgreSQL answers the bigint as a string. */
export async function answerVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('answer_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}
