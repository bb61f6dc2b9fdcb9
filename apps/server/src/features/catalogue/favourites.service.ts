// get-customer-favourite-products. For a logged-in shopper: their wish list (issue #19 item 8;
// saved through add- and remove-customer-favourite-product), each row with the size, colour and
// quantity it was saved with. For a visitor: the shop's popular list (the provider's storefront
// shows it as a "Customer Favorites" box on the home page).
import type { Kysely } from 'kysely';
import type { FavouriteProductRow } from '@bazaar/contract/schemas/saved-cart';
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import type { Database } from '../../db/schema.ts';
import { toProductRows } from './catalogue.service.ts';
import { countFavourites, findFavourites } from './favourites.repository.ts';
import { findListRows } from './listing.repository.ts';
import { listOrderedProducts } from './listing.service.ts';

export async function favouriteProducts(
  db: Kysely<Database>,
  user: { id: number } | null,
  { PageNo, PageSize, languageCode }: ParsedRequestOf<'getFavouriteProducts'>,
): Promise<FavouriteProductRow[]> {
  if (!user)
    return listOrderedProducts(db, 'popular', { PageNo, PageSize, languageCode, TabName: '' });
  const offset = (PageNo - 1) * PageSize;
  const entries = await findFavourites(db, user.id, { limit: PageSize, offset });
  if (entries.length === 0) return [];
  // A short page is the last one: its end is the total, no count needed.
  const total =
    entries.length < PageSize ? offset + entries.length : await countFavourites(db, user.id);
  const found = new Map(
    (
      await findListRows(
        db,
        entries.map((entry) => entry.product_id),
      )
    ).map((row) => [row.id, row]),
  );
  const rows = await toProductRows(
    db,
    entries.flatMap((entry) => found.get(entry.product_id) ?? []),
    total,
    languageCode,
  );
  const entryOf = new Map(entries.map((entry) => [entry.product_id, entry]));
  return rows.map((row) => {
    const entry = entryOf.get(row.ProductId);
    if (!entry) return row;
    const colorName = languageCode === 'ar' && entry.color_name_ar ? entry.color_name_ar : null;
    return {
      ...row,
      SizeId: entry.size_id,
      SizeShortName: entry.size_short_name ?? '',
      ColorId: entry.color_id,
      ColorName: colorName ?? entry.color_name ?? '',
      Quantity: entry.quantity,
    };
  });
}
