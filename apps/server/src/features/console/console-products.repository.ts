// Queries of the console's products: a keyset page (exact SKU, or a name prefix, and whether
// published), newest first by id, so page 4 000 of 100 000 products costs what page 1 does; and
// an edit that applies only from the version it was read at (a conditional update: of two
// edits from one version exactly one applies). Writing the watched columns raises
// answer_version by trigger (0011), so every instance's answer cache lets the old answer go.
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'name',
  'name_ar',
  'price_paise',
  'discounted_price_paise',
  'stock_quantity',
  'order_maximum_quantity',
  'published',
  'edit_version',
] as const;

export interface ProductFilter {
  /** An exact SKU, or the start of the English name; '' for every product. */
  term: string;
  namePrefix: string;
  published?: 0 | 1 | undefined;
  after?: number | undefined;
  limit: number;
}

export function productPage(db: Kysely<Database>, filter: ProductFilter) {
  let query = db
    .selectFrom('products')
    .select([...PRODUCT_COLUMNS])
    .orderBy('id', 'desc')
    .limit(filter.limit + 1);
  if (filter.term !== '') {
    query = query.where((eb) =>
      eb.or([eb('sku', '=', filter.term), eb('name', 'like', `${filter.namePrefix}%`)]),
    );
  }
  if (filter.published !== undefined) query = query.where('published', '=', filter.published);
  if (filter.after !== undefined) query = query.where('id', '<', filter.after);
  return query.execute();
}

export function findProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .select([...PRODUCT_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** True when the product was still at edit `version` and now carries the change (version + 1). */
export async function updateProductAt(
  db: Kysely<Database>,
  id: number,
  version: number,
  set: Updateable<Database['products']>,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...set, edit_version: version + 1, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('edit_version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
