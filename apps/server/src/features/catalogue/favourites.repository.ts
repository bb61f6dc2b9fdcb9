// A logged-in shopper's wish list (wish_list_items, 0017) for get-customer-favourite-products:
// only their own entries, only published products, in the order they were saved.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

function wishListOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('wish_list_items as w')
    .innerJoin('products', 'products.id', 'w.product_id')
    .where('w.user_id', '=', userId)
    .where('products.published', '=', 1);
}

export interface FavouriteEntry {
  product_id: number;
  size_id: number | null;
  size_short_name: string | null;
  color_id: number | null;
  color_name: string | null;
  color_name_ar: string | null;
  quantity: number;
}

/** One page of the wish list, with the size and colour each entry was saved with. */
export async function findFavourites(
  db: Kysely<Database>,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<FavouriteEntry[]> {
  return wishListOf(db, userId)
    .leftJoin('sizes', 'sizes.id', 'w.size_id')
    .leftJoin('colors', 'colors.id', 'w.color_id')
    .select([
      'w.product_id',
      'w.size_id',
      'sizes.short_name as size_short_name',
      'w.color_id',
      'colors.name as color_name',
      'colors.name_ar as color_name_ar',
      'w.quantity',
    ])
    .orderBy('w.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFavourites(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await wishListOf(db, userId)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
