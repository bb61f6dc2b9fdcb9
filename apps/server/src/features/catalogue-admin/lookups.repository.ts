// The catalogue's named things a product refers to, read once per operation (an import of
// 10 000 rows resolves every name from memory).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface Named {
  id: number;
  name: string;
}

export interface LookupRows {
  categories: Named[];
  brands: Named[];
  vendors: Named[];
  colours: Named[];
  sizes: Named[];
  tags: Named[];
  attributes: Named[];
}

export async function readLookupRows(db: Kysely<Database>): Promise<LookupRows> {
  const [categories, brands, vendors, colours, sizes, tags, attributes] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('manufacturers').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('vendors').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('colors').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('sizes').select(['id', 'short_name as name']).orderBy('id').execute(),
    db.selectFrom('tags').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('attributes').select(['id', 'name']).orderBy('id').execute(),
  ]);
  return { categories, brands, vendors, colours, sizes, tags, attributes };
}
