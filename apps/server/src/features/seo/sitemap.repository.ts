// What the sitemap lists: published products (in id order, a chunk at a time), categories and
// the campaigns on show.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { primaryCategoryName } from './seo.repository.ts';

export async function countPublishedProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The id of the published product `offset` places into id order, if there is one. */
export async function publishedProductIdAt(
  db: Kysely<Database>,
  offset: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('published', '=', 1)
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.id;
}

/** Up to `limit` published products from id `fromId` on, with their primary category's name. */
export function publishedProductsFrom(db: Kysely<Database>, fromId: number, limit: number) {
  return db
    .selectFrom('products')
    .select((eb) => ['products.id', 'products.name', primaryCategoryName(eb)])
    .where('products.published', '=', 1)
    .where('products.id', '>=', fromId)
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

export function allCategories(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
}

export function activeCampaigns(db: Kysely<Database>) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'main_title'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}
