// orders.idempotency_key becomes unique per user, UNIQUE (user_id, idempotency_key), instead of
// globally: a key only has to be unique among one shopper's requests, and one shopper's key must
// not refuse another shopper's order. Every row of orders and of its child tables is kept.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';
import { PER_USER_KEY_INDEX, rebuildOrders } from './0002/orders-sqlite.ts';

/** The name PostgreSQL gives a column's UNIQUE by default; `down` gives it back. */
const GLOBAL_KEY_CONSTRAINT = 'orders_idempotency_key_key';

/** The real name of 0001's UNIQUE (idempotency_key) in the current schema, from the catalog. */
async function globalKeyConstraint(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select con.conname as name
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class rel on rel.oid = con.conrelid
    join pg_catalog.pg_namespace ns on ns.oid = rel.relnamespace
    join pg_catalog.pg_attribute att on att.attrelid = rel.oid
    where ns.nspname = current_schema()
      and rel.relname = 'orders'
      and att.attname = 'idempotency_key'
      and con.contype = 'u'
      and con.conkey = array[att.attnum]
  `.execute(db);
  const [only, ...others] = rows;
  if (!only || others.length > 0) {
    throw new Error(`Expected one UNIQUE (idempotency_key) on orders, found ${rows.length}`);
  }
  return only.name;
}

export const idempotencyKeyPerUser: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') {
      await rebuildOrders(db, 'per-user');
      return;
    }
    await db.schema
      .alterTable('orders')
      .dropConstraint(await globalKeyConstraint(db))
      .execute();
    await db.schema
      .createIndex(PER_USER_KEY_INDEX)
      .on('orders')
      .columns(['user_id', 'idempotency_key'])
      .unique()
      .execute();
  },
  // Fails (and changes nothing) once two shoppers have used the same key.
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') {
      await rebuildOrders(db, 'global');
      return;
    }
    await db.schema.dropIndex(PER_USER_KEY_INDEX).execute();
    await db.schema
      .alterTable('orders')
      .addUniqueConstraint(GLOBAL_KEY_CONSTRAINT, ['idempotency_key'])
      .execute();
  },
};
