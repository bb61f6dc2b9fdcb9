// 0002 on a database that already holds orders: every row survives with its id and references,
// the key becomes unique per shopper, and `down` gives back 0001's schema exactly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlankTestDatabase, DIALECTS } from '../../test/databases.ts';
import { createDatabase } from '../database.ts';
import type { DatabaseHandle } from '../database.ts';
import { dialectOf } from '../dialect.ts';
import { migrateTo, migrateToNothing } from '../migrate.ts';
import type { Database } from '../schema.ts';
import {
  describeMigration,
  insertCashMethod,
  insertOrder,
  insertProduct,
  insertUser,
} from './test/migration-database.ts';
import { idempotencyKeyPerUser } from './0002-idempotency-key-per-user.ts';

const NAME = '0002-idempotency-key-per-user';
const ORDER_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'coupon_redemptions',
  'payment_transactions',
] as const;

async function addOrder(db: Kysely<Database>, userId: number, number: string, key: string | null) {
  return { id: await insertOrder(db, userId, number, { idempotency_key: key }) };
}

/** Two shoppers; orders 1–3 with children; order 4 deleted (its id must never come back). */
async function addOrders(db: Kysely<Database>) {
  const ann = await insertUser(db, 'ann@example.com');
  const ben = await insertUser(db, 'ben@example.com');
  await insertCashMethod(db);
  const productId = await insertProduct(db, 'P');
  const coupon = await db
    .insertInto('coupons')
    .values({ code: 'TEN', discount_type_id: 2, discount_percent: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const first = await addOrder(db, ann, 'N1', 'k-1');
  const second = await addOrder(db, ann, 'N2', null);
  await addOrder(db, ben, 'N3', 'k-3');
  const gone = await addOrder(db, ann, 'N4', 'k-4');
  await db.deleteFrom('orders').where('id', '=', gone.id).execute();
  const item = { product_id: productId, product_name: 'P', unit_price_paise: 1000, quantity: 1 };
  const items = await db
    .insertInto('order_items')
    .values(
      [first, second].map((o) => ({
        ...item,
        order_id: o.id,
        total_paise: 1000,
        status_id: 1,
        shipping_status_id: 1,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('order_status_history')
    .values([
      { order_id: first.id, order_item_id: items[0]?.id ?? null, status_id: 2 },
      { order_id: second.id, status_id: 1 },
    ])
    .execute();
  await db
    .insertInto('coupon_redemptions')
    .values({ coupon_id: coupon.id, order_id: first.id, user_id: ann, discount_paise: 100 })
    .execute();
  await db
    .insertInto('payment_transactions')
    .values({
      order_id: first.id,
      user_id: ann,
      payment_method_id: 6,
      provider: 'sandbox',
      provider_reference: 'r-1',
      amount_paise: 900,
      status: 'captured',
    })
    .execute();
  return { ann, ben, first, second, gone };
}

async function rowsOf(db: Kysely<Database>) {
  const rows: Record<string, unknown[]> = {};
  for (const table of ORDER_TABLES) {
    rows[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  }
  return rows;
}

/** Tables, indexes and constraints of this database, for comparing two versions of it. */
async function schemaOf(db: Kysely<Database>): Promise<unknown[]> {
  if (dialectOf(db) === 'sqlite') {
    const { rows } = await sql`
      select type, name, tbl_name, sql from sqlite_master
      where name not like 'kysely_%' order by name`.execute(db);
    return rows;
  }
  const { rows } = await sql`
    select 'index' as kind, indexname as name, indexdef as definition
    from pg_indexes where schemaname = current_schema()
    union all
    select 'constraint', con.conname, pg_get_constraintdef(con.oid)
    from pg_constraint con join pg_namespace ns on ns.oid = con.connamespace
    where ns.nspname = current_schema()
    order by 1, 2`.execute(db);
  return rows;
}

async function foreignKeysOn(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  return rows[0]?.foreign_keys === 1;
}

/** SQLite: foreign keys enforced again and every reference holds. PostgreSQL always enforces. */
async function expectForeignKeysEnforced(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  expect(await foreignKeysOn(db)).toBe(true);
  expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
}

describeMigration(NAME, '0001-initial', (t) => {
  let fixture: Awaited<ReturnType<typeof addOrders>>;
  beforeEach(async () => {
    fixture = await addOrders(t.db);
  });

  it('keeps every order and child row with its id, and the references still hold', async () => {
    const before = await rowsOf(t.db);
    await t.up();
    expect(await rowsOf(t.db)).toEqual(before);
    await expectForeignKeysEnforced(t.db);
    // The children reference the new orders table: a missing order is refused, a deleted one
    // takes its items and history with it.
    await expect(
      t.db.insertInto('order_status_history').values({ order_id: 999, status_id: 1 }).execute(),
    ).rejects.toThrow();
    await t.db.deleteFrom('orders').where('id', '=', fixture.second.id).execute();
    const left = await rowsOf(t.db);
    expect(left.order_items).toHaveLength(1);
    expect(left.order_status_history).toHaveLength(1);
  });

  it('accepts a key another shopper used, never the same key twice from one shopper', async () => {
    await t.up();
    await addOrder(t.db, fixture.ben, 'N5', 'k-1');
    await expect(addOrder(t.db, fixture.ann, 'N6', 'k-1')).rejects.toThrow();
    await expect(addOrder(t.db, fixture.ben, 'N7', 'k-1')).rejects.toThrow();
    await addOrder(t.db, fixture.ann, 'N8', null); // ann's second order without a key
  });

  it('never hands out the id of a deleted order again', async () => {
    await t.up();
    const next = await addOrder(t.db, fixture.ann, 'N5', 'k-5');
    expect(next.id).toBe(fixture.gone.id + 1);
  });

  it('reverts to the global key with the schema exactly as 0001 made it', async () => {
    const schema = await schemaOf(t.db);
    const rows = await rowsOf(t.db);
    await t.up();
    expect(await schemaOf(t.db)).not.toEqual(schema);
    await t.down();
    expect(await schemaOf(t.db)).toEqual(schema);
    expect(await rowsOf(t.db)).toEqual(rows);
    await expectForeignKeysEnforced(t.db);
    await expect(addOrder(t.db, fixture.ben, 'N5', 'k-1')).rejects.toThrow();
    expect(await migrateToNothing(t.db)).toEqual(['0001-initial']);
  });

  it('refuses to revert, changing nothing, once two shoppers share a key', async () => {
    await t.up();
    await addOrder(t.db, fixture.ben, 'N5', 'k-1');
    const rows = await rowsOf(t.db);
    await expect(migrateTo(t.db, '0001-initial')).rejects.toThrow(/0002/);
    expect(await rowsOf(t.db)).toEqual(rows);
    expect(await migrateTo(t.db, NAME)).toEqual([]);
    await expectForeignKeysEnforced(t.db);
  });
});

describe.skipIf(!DIALECTS.includes('postgres'))('migration 0002 on postgres', () => {
  it('finds the global key by its real name, whatever 0001 called it', async () => {
    const handle = createBlankTestDatabase('postgres');
    try {
      const { db } = handle;
      await migrateTo(db, '0001-initial');
      const { ann, ben } = await addOrders(db);
      await sql`alter table orders rename constraint orders_idempotency_key_key to legacy_key`.execute(
        db,
      );
      expect(await migrateTo(db, NAME)).toEqual([NAME]);
      await addOrder(db, ben, 'N5', 'k-1');
      await expect(addOrder(db, ann, 'N6', 'k-1')).rejects.toThrow();
    } finally {
      await handle.destroy();
    }
  });
});

describe('migration 0002 on sqlite: foreign keys', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  beforeEach(async () => {
    handle = createBlankTestDatabase('sqlite');
    db = handle.db;
    await migrateTo(db, '0001-initial');
    await addOrders(db);
  });
  afterEach(async () => {
    await handle.destroy();
  });

  it('refuses to rebuild orders while foreign keys are on (DROP TABLE would cascade)', async () => {
    const rows = await rowsOf(db);
    await expect(db.transaction().execute((trx) => idempotencyKeyPerUser.up(trx))).rejects.toThrow(
      /foreign keys off/,
    );
    expect(await rowsOf(db)).toEqual(rows);
  });

  it('rolls back and turns foreign keys on again when a reference is already broken', async () => {
    await sql`pragma foreign_keys = off`.execute(db);
    await db.insertInto('order_status_history').values({ order_id: 999, status_id: 1 }).execute();
    await sql`pragma foreign_keys = on`.execute(db);
    await expect(migrateTo(db, NAME)).rejects.toThrow(/foreign key check failed/);
    expect(await foreignKeysOn(db)).toBe(true);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(['0001-initial']);
  });
});

describe('migration 0002 on a sqlite file (WAL, separate reader)', () => {
  let dir: string;
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every row and leaves foreign keys on', async () => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-0002-'));
    const handle = createDatabase({ sqliteFile: join(dir, 'bazaar.db') });
    try {
      await migrateTo(handle.db, '0001-initial');
      await addOrders(handle.db);
      const rows = await rowsOf(handle.db);
      expect(await migrateTo(handle.db, NAME)).toEqual([NAME]);
      expect(await rowsOf(handle.db)).toEqual(rows);
      await expectForeignKeysEnforced(handle.db);
    } finally {
      await handle.destroy();
    }
  });
});
