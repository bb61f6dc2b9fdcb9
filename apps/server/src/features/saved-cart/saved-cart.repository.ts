// Queries of a shopper's saved cart lines and wish list (tables of 0017). Every query names the
// shopper: nothing here reads or writes another shopper's rows. `db` may be a Transaction.
import type { Kysely } from 'kysely';
import type { WishEntry } from '@bazaar/contract/cart/saved-cart';
import type { Database } from '../../db/schema.ts';

export interface StoredLine {
  product_id: number;
  choice_key: string;
  options_json: string;
  quantity: number;
  default_image: string | null;
}

/** The shopper's lines in the order they were first saved. */
export async function findLines(db: Kysely<Database>, userId: number): Promise<StoredLine[]> {
  return db
    .selectFrom('saved_cart_lines')
    .select(['product_id', 'choice_key', 'options_json', 'quantity', 'default_image'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countLines(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_cart_lines')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lineExists(db: Kysely<Database>, userId: number, key: string) {
  const row = await db
    .selectFrom('saved_cart_lines')
    .select('id')
    .where('user_id', '=', userId)
    .where('choice_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves one line: a new choice is added, a known one takes this quantity (the latest wins). */
export async function upsertLine(
  db: Kysely<Database>,
  userId: number,
  line: StoredLine,
  now: string,
): Promise<void> {
  await db
    .insertInto('saved_cart_lines')
    .values({ user_id: userId, ...line, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'choice_key']).doUpdateSet({
        quantity: line.quantity,
        options_json: line.options_json,
        default_image: line.default_image,
        updated_at: now,
      }),
    )
    .execute();
}

export async function deleteLine(db: Kysely<Database>, userId: number, key: string) {
  await db
    .deleteFrom('saved_cart_lines')
    .where('user_id', '=', userId)
    .where('choice_key', '=', key)
    .execute();
}

/** Replaces all of the shopper's lines (the merge, inside its transaction). */
export async function replaceLines(
  db: Kysely<Database>,
  userId: number,
  lines: readonly StoredLine[],
  now: string,
): Promise<void> {
  await db.deleteFrom('saved_cart_lines').where('user_id', '=', userId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('saved_cart_lines')
    .values(lines.map((line) => ({ user_id: userId, ...line, updated_at: now })))
    .execute();
}

/** Each existing product's OrderMaximumQuantity (unknown ids are absent). */
export async function findOrderMaximums(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'order_maximum_quantity'])
    .where('id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.order_maximum_quantity]));
}

/** The shopper's wish list, oldest first. */
export async function findWishEntries(db: Kysely<Database>, userId: number): Promise<WishEntry[]> {
  const rows = await db
    .selectFrom('wish_list_items')
    .select(['product_id', 'size_id', 'color_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ProductId: row.product_id,
    SizeId: row.size_id,
    ColorId: row.color_id,
    Quantity: row.quantity,
  }));
}

export async function countWishEntries(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wish_list_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const wishValues = (userId: number, entry: WishEntry) => ({
  user_id: userId,
  product_id: entry.ProductId,
  size_id: entry.SizeId,
  color_id: entry.ColorId,
  quantity: entry.Quantity,
});

/** Adds entries whose product is not yet in the list (a saved one is kept as it is). */
export async function insertWishEntries(
  db: Kysely<Database>,
  userId: number,
  entries: readonly WishEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('wish_list_items')
    .values(entries.map((entry) => wishValues(userId, entry)))
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

/** Saves one entry; a product already listed takes this size, colour and quantity. */
export async function upsertWishEntry(db: Kysely<Database>, userId: number, entry: WishEntry) {
  const values = wishValues(userId, entry);
  await db
    .insertInto('wish_list_items')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        size_id: values.size_id,
        color_id: values.color_id,
        quantity: values.quantity,
      }),
    )
    .execute();
}

export async function wishEntryExists(db: Kysely<Database>, userId: number, productId: number) {
  const row = await db
    .selectFrom('wish_list_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteWishEntry(db: Kysely<Database>, userId: number, productId: number) {
  await db
    .deleteFrom('wish_list_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
}
