// The schema applies on both dialects and stores money, flags and timestamps the same way.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/databases.ts';
import { DIALECTS } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { dialectOf } from './dialect.ts';
import { migrateToLatest, migrateToNothing } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { insertUser } from './migrations/test/migration-database.ts';
import type { Database, TableName } from './schema.ts';

const TABLES: readonly TableName[] = [
  'categories',
  'manufacturers',
  'vendors',
  'products',
  'product_categories',
  'product_images',
  'colors',
  'sizes',
  'product_colors',
  'product_sizes',
  'tags',
  'product_tags',
  'attributes',
  'product_attributes',
  'product_attribute_options',
  'shipping_methods',
  'product_shipping_methods',
  'reviews',
  'banners',
  'campaigns',
  'payment_methods',
  'app_config',
  'countries',
  'states_provinces',
  'cities',
  'localization_labels',
  'subscribers',
  'contact_messages',
  'seller_requests',
  'outbox_emails',
  'rate_limit_buckets',
  'users',
  'auth_tokens',
  'password_reset_otps',
  'coupons',
  'coupon_redemptions',
  'orders',
  'order_items',
  'order_status_history',
  'payment_transactions',
];

/** Tables of this database only: PostgreSQL's introspection lists every schema's tables. */
async function ownTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  if (dialectOf(db) === 'sqlite') return tables.map((t) => t.name);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return tables.filter((t) => t.schema === rows[0]?.schema).map((t) => t.name);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await handle.destroy();
  });

  it('creates every table and is a no-op when run again', async () => {
    expect(await ownTables(handle.db)).toEqual(expect.arrayContaining([...TABLES]));
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('reverts cleanly and applies again', async () => {
    const names = Object.keys(MIGRATIONS);
    expect(await migrateToNothing(handle.db)).toEqual([...names].reverse());
    const left = await ownTables(handle.db);
    expect(left.filter((name) => (TABLES as readonly string[]).includes(name))).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(names);
  });

  it('fills ids, ISO timestamps and 0/1 flag defaults identically', async () => {
    const { db } = handle;
    await db.insertInto('subscribers').values({ email: 'a@example.com' }).execute();
    await db.insertInto('categories').values({ name: 'Apparel' }).execute();
    const subscriber = await db.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow();
    const category = await db.selectFrom('categories').selectAll().executeTakeFirstOrThrow();
    expect(subscriber.id).toBe(1);
    expect(subscriber.created_at).toMatch(ISO_TIMESTAMP);
    expect(Math.abs(Date.parse(subscriber.created_at) - Date.now())).toBeLessThan(60_000);
    expect(category).toMatchObject({ is_popular: 0, display_order: 0, parent_category_id: null });
  });

  it('returns counts, sums and averages as numbers (BIGINT money included)', async () => {
    const { db } = handle;
    const base = { short_description: '', full_description: '', stock_quantity: 1 };
    await db
      .insertInto('products')
      .values([
        { ...base, sku: 'A', name: 'A', price_paise: 2_000_000_000_00 },
        { ...base, sku: 'B', name: 'B', price_paise: 150 },
      ])
      .execute();
    const row = await db
      .selectFrom('products')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('price_paise').as('total'),
        eb.fn.avg<number>('stock_quantity').as('average'),
        eb.fn.max('price_paise').as('highest'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      n: 2,
      total: 2_000_000_000_00 + 150,
      average: 1,
      highest: 2_000_000_000_00,
    });
  });

  it('enforces the safety constraints', async () => {
    const { db } = handle;
    const product = {
      sku: 'S',
      name: 'S',
      short_description: '',
      full_description: '',
      price_paise: 1000,
    };
    await db
      .insertInto('products')
      .values({ ...product, stock_quantity: 1 })
      .execute();
    // Stock can never go negative, so a racing order fails instead of overselling.
    await expect(
      db
        .updateTable('products')
        .set({ stock_quantity: sql<number>`stock_quantity - 2` })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('products')
        .values({ ...product, sku: 'T', stock_quantity: 1, discounted_price_paise: 1000 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('users')
      .values({ email: 'x@example.com', password_hash: 'h', first_name: 'X', last_name: 'Y' })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ email: 'x@example.com', password_hash: 'h', first_name: 'X', last_name: 'Y' })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('coupons')
      .values({ code: 'ONE', discount_type_id: 1, usage_limit: 1, times_used: 1 })
      .execute();
    await expect(
      db
        .updateTable('coupons')
        .set({ times_used: sql<number>`times_used + 1` })
        .execute(),
    ).rejects.toThrow();
  });

  it('lets several orders have no idempotency key but never one shopper two with the same key', async () => {
    const { db } = handle;
    const userId = await insertUser(db, 'o@example.com');
    await db
      .insertInto('payment_methods')
      .values({ id: 6, name: 'Cash', image_url: '/x.svg' })
      .execute();
    const order = (n: string, key: string | null) => ({
      user_id: userId,
      order_number: n,
      status_id: 1,
      payment_method_id: 6,
      subtotal_paise: 100,
      shipping_paise: 0,
      total_paise: 100,
      idempotency_key: key,
    });
    await db
      .insertInto('orders')
      .values([order('N1', null), order('N2', null), order('N3', 'k-1')])
      .execute();
    await expect(db.insertInto('orders').values(order('N4', 'k-1')).execute()).rejects.toThrow();
  });
});
