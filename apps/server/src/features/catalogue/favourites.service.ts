// get-customer-favourite-products. The spec keeps the wish list in the browser (§1, §3
// customerWishList), so the server holds none; what it can answer is what its customers
// favour: for a logged-in shopper the products they have bought most, from their own orders
// only; for a visitor the shop's popular list (the provider's storefront shows it as a
// "Customer Favorites" box on the home page, with or without a login).
import type { Kysely } from 'kysely';
import type { ProductRow } from '@bazaar/contract/schemas/catalogue';
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import type { Database } from '../../db/schema.ts';
import { toProductRows } from './catalogue.service.ts';
import { countFavourites, findFavouriteIds } from './favourites.repository.ts';
import { findListRows } from './listing.repository.ts';
import { listOrderedProducts } from './listing.service.ts';

export async function favouriteProducts(
  db: Kysely<Database>,
  user: { id: number } | null,
  { PageNo, PageSize, languageCode }: ParsedRequestOf<'getFavouriteProducts'>,
): Promise<ProductRow[]> {
  if (!user)
    return listOrderedProducts(db, 'popular', { PageNo, PageSize, languageCode, TabName: '' });
  const offset = (PageNo - 1) * PageSize;
  const ids = await findFavouriteIds(db, user.id, { limit: PageSize, offset });
  if (ids.length === 0) return [];
  // A short page is the last one: its end is the total, no count needed.
  const total = ids.length < PageSize ? offset + ids.length : await countFavourites(db, user.id);
  const found = new Map((await findListRows(db, ids)).map((row) => [row.id, row]));
  return toProductRows(
    db,
    ids.flatMap((id) => found.get(id) ?? []),
    total,
    languageCode,
  );
}
