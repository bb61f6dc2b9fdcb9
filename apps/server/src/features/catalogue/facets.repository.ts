// Facet counts of the listing: for each facet, the matching products per value with every
// OTHER facet's filter applied (listingFilter(db, filter, facet)). One grouped query per facet.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listingFilter, type ListingFilter } from './listing.repository.ts';

export interface ValueCount {
  id: number;
  count: number;
}

const counted = (rows: { id: number | null; count: number | string }[]): ValueCount[] =>
  rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, count: Number(row.count) }]));

/** Distinct matching products per category, a parent counting its descendants' products once. */
export async function countByCategory(
  db: Kysely<Database>,
  filter: ListingFilter,
): Promise<ValueCount[]> {
  const rows = await db
    .withRecursive('category_tree(ancestor_id, category_id)', (cte) =>
      cte
        .selectFrom('categories')
        .select(['id as ancestor_id', 'id as category_id'])
        .union(
          cte
            .selectFrom('categories as child')
            .innerJoin('category_tree', 'category_tree.category_id', 'child.parent_category_id')
            .select(['category_tree.ancestor_id', 'child.id as category_id']),
        ),
    )
    .selectFrom('category_tree')
    .innerJoin('product_categories', 'product_categories.category_id', 'category_tree.category_id')
    .innerJoin('products', 'products.id', 'product_categories.product_id')
    .where(listingFilter(db, filter, 'category'))
    .select((eb) => [
      'category_tree.ancestor_id as id',
      eb.fn.count<number>('product_categories.product_id').distinct().as('count'),
    ])
    .groupBy('category_tree.ancestor_id')
    .execute();
  return counted(rows);
}

export async function countByBrand(
  db: Kysely<Database>,
  filter: ListingFilter,
): Promise<ValueCount[]> {
  const rows = await db
    .selectFrom('products')
    .where(listingFilter(db, filter, 'brand'))
    .select((eb) => ['products.manufacturer_id as id', eb.fn.countAll<number>().as('count')])
    .groupBy('products.manufacturer_id')
    .execute();
  return counted(rows);
}

/** Sizes, tags or colours: one link row per product and value, so count(*) is distinct. */
export async function countByLink(
  db: Kysely<Database>,
  filter: ListingFilter,
  facet: 'size' | 'tag' | 'color',
): Promise<ValueCount[]> {
  // Each link row joined to its product by primary key; the product filter applies there.
  const query =
    facet === 'size'
      ? db
          .selectFrom('product_sizes')
          .innerJoin('products', 'products.id', 'product_sizes.product_id')
          .where(listingFilter(db, filter, facet))
          .select((eb) => ['product_sizes.size_id as id', eb.fn.countAll<number>().as('count')])
          .groupBy('product_sizes.size_id')
      : facet === 'tag'
        ? db
            .selectFrom('product_tags')
            .innerJoin('products', 'products.id', 'product_tags.product_id')
            .where(listingFilter(db, filter, facet))
            .select((eb) => ['product_tags.tag_id as id', eb.fn.countAll<number>().as('count')])
            .groupBy('product_tags.tag_id')
        : db
            .selectFrom('product_colors')
            .innerJoin('products', 'products.id', 'product_colors.product_id')
            .where(listingFilter(db, filter, facet))
            .select((eb) => ['product_colors.color_id as id', eb.fn.countAll<number>().as('count')])
            .groupBy('product_colors.color_id');
  return counted(await query.execute());
}

/** Matching products per price band ([minPaise, maxPaise], inclusive), price filter left out. */
export async function countByPriceBand(
  db: Kysely<Database>,
  filter: ListingFilter,
  bands: readonly { minPaise: number; maxPaise: number }[],
): Promise<number[]> {
  const row = await db
    .selectFrom('products')
    .where(listingFilter(db, filter, 'price'))
    .select(
      bands.map((band, i) =>
        sql<number>`coalesce(sum(case when products.paid_price_paise between ${band.minPaise}
            and ${band.maxPaise} then 1 else 0 end), 0)`.as(`band_${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | string>;
  return bands.map((_, i) => Number(values[`band_${i}`] ?? 0));
}

/** Matching products rated at least n stars on average, for each n; rating filter left out. */
export async function countByRating(
  db: Kysely<Database>,
  filter: ListingFilter,
  stars: readonly number[],
): Promise<number[]> {
  const row = await db
    .selectFrom('products')
    .where(listingFilter(db, filter, 'rating'))
    .select(
      stars.map((n) =>
        sql<number>`coalesce(sum(case when products.rating_average >= ${n}
            then 1 else 0 end), 0)`.as(`stars_${n}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | string>;
  return stars.map((n) => Number(values[`stars_${n}`] ?? 0));
}
