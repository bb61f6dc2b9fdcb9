// The SQLite `orders` table as 0001 made it, with the idempotency key unique either globally
// (0001) or per user (0002): SQLite can only change that by rebuilding the table.
import type { Kysely } from 'kysely';
import { nowIsoSql, timestampNow, withId } from '../frozen/dialect.ts';
import { rebuildSqliteTable } from '../frozen/sqlite-rebuild.ts';
import { MONEY, required, withDefault } from '../0001/columns.ts';

export type KeyScope = 'global' | 'per-user';

/** UNIQUE (user_id, idempotency_key), the same name on both dialects. */
export const PER_USER_KEY_INDEX = 'orders_user_idempotency_key';

const COLUMNS = [
  'id',
  'user_id',
  'order_number',
  'status_id',
  'payment_method_id',
  'coupon_id',
  'coupon_code',
  'subtotal_paise',
  'shipping_paise',
  'discount_paise',
  'total_paise',
  'note',
  'idempotency_key',
  'payment_reference',
  'created_at',
  'updated_at',
] as const;

/** 0001's definition, column for column; only the idempotency key's UNIQUE depends on `scope`. */
async function createOrders(db: Kysely<unknown>, name: string, scope: KeyScope): Promise<void> {
  await withId(db.schema.createTable(name), 'sqlite')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('status_id', 'integer', required)
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'text')
    .addColumn('subtotal_paise', MONEY, required)
    .addColumn('shipping_paise', MONEY, required)
    .addColumn('discount_paise', MONEY, withDefault(0))
    .addColumn('total_paise', MONEY, required)
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => (scope === 'global' ? c.unique() : c))
    .addColumn('payment_reference', 'text')
    .addColumn('created_at', 'text', timestampNow('sqlite'))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoSql('sqlite')))
    .execute();
}

/** Rebuilds `orders` with the key unique in `scope`, keeping every row, id and child row. */
export async function rebuildOrders(db: Kysely<unknown>, scope: KeyScope): Promise<void> {
  await rebuildSqliteTable(db, {
    table: 'orders',
    columns: COLUMNS,
    createTable: (name) => createOrders(db, name, scope),
    async createIndexes() {
      await db.schema
        .createIndex('orders_user_idx')
        .on('orders')
        .columns(['user_id', 'created_at'])
        .execute();
      if (scope === 'per-user') {
        await db.schema
          .createIndex(PER_USER_KEY_INDEX)
          .on('orders')
          .columns(['user_id', 'idempotency_key'])
          .unique()
          .execute();
      }
    },
  });
}
