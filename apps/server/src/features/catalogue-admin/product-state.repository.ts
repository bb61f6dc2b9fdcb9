// Reads products whole (row, categories, colours, sizes, tags, attributes, pictures) in a few
// queries for any number of them, and writes a product's changed parts: the row with its
// edit_version checked and raised, and each changed set of links replaced.
import type { Insertable, Kysely } from 'kysely';
import { insertRows } from '../../db/insert-rows.ts';
import type { Database } from '../../db/schema.ts';
import type {
  AttributeState,
  ProductRowState,
  ProductState,
  StoredProduct,
} from './product-state.ts';

/** Ids per `in (…)` list: far below both dialects' parameter limits. */
const CHUNK = 1_000;

const ROW_COLUMNS = [
  'name',
  'name_ar',
  'short_description',
  'short_description_ar',
  'full_description',
  'full_description_ar',
  'price_paise',
  'discounted_price_paise',
  'stock_quantity',
  'order_maximum_quantity',
  'display_stock_quantity',
  'shipping_charge_paise',
  'is_shipping_free',
  'estimated_shipping_days',
  'is_digital',
  'final_sale',
  'published',
  'manufacturer_id',
  'vendor_id',
  'hsn_code',
  'gst_rate_bp',
  'meta_title',
  'meta_description',
  'meta_keywords',
] as const satisfies readonly (keyof ProductRowState)[];

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function rowsOf(db: Kysely<Database>, skus: readonly string[] | undefined) {
  const query = db.selectFrom('products').select(['id', 'sku', 'edit_version', ...ROW_COLUMNS]);
  if (skus === undefined) return query.orderBy('id').execute();
  const found = await Promise.all(
    chunks(skus).map((part) => query.where('sku', 'in', part).execute()),
  );
  return found.flat().sort((a, b) => a.id - b.id);
}

/** The products with these SKUs (all of them when none are named), by SKU. */
export async function readStoredProducts(
  db: Kysely<Database>,
  skus?: readonly string[],
): Promise<Map<string, StoredProduct>> {
  const rows = await rowsOf(db, skus);
  const byId = new Map<number, StoredProduct>();
  for (const { id, sku, edit_version, ...row } of rows) {
    byId.set(id, {
      id,
      sku,
      version: edit_version,
      row,
      categoryIds: [],
      colourIds: [],
      sizeIds: [],
      tagIds: [],
      attributes: [],
      images: [],
    });
  }
  const ids = skus === undefined ? undefined : [...byId.keys()];
  // Every row of a link table when reading the whole catalogue; by id lists otherwise.
  const read = async <T>(query: (part: number[] | undefined) => Promise<T[]>): Promise<T[]> =>
    ids === undefined ? query(undefined) : (await Promise.all(chunks(ids).map(query))).flat();
  const of = (id: number) => byId.get(id);

  const categories = await read((part) => {
    const q = db
      .selectFrom('product_categories')
      .select(['product_id', 'category_id', 'is_primary']);
    return (part ? q.where('product_id', 'in', part) : q)
      .orderBy('is_primary', 'desc')
      .orderBy('category_id')
      .execute();
  });
  for (const link of categories) of(link.product_id)?.categoryIds.push(link.category_id);
  const colours = await read((part) => {
    const q = db.selectFrom('product_colors').select(['product_id', 'color_id as ref']);
    return (part ? q.where('product_id', 'in', part) : q).orderBy('color_id').execute();
  });
  for (const link of colours) of(link.product_id)?.colourIds.push(link.ref);
  const sizes = await read((part) => {
    const q = db.selectFrom('product_sizes').select(['product_id', 'size_id as ref']);
    return (part ? q.where('product_id', 'in', part) : q).orderBy('size_id').execute();
  });
  for (const link of sizes) of(link.product_id)?.sizeIds.push(link.ref);
  const tags = await read((part) => {
    const q = db.selectFrom('product_tags').select(['product_id', 'tag_id as ref']);
    return (part ? q.where('product_id', 'in', part) : q).orderBy('tag_id').execute();
  });
  for (const link of tags) of(link.product_id)?.tagIds.push(link.ref);
  const attributes = await read((part) => {
    const q = db
      .selectFrom('product_attributes')
      .select(['product_id', 'attribute_id', 'is_required']);
    return (part ? q.where('product_id', 'in', part) : q)
      .orderBy('display_order')
      .orderBy('attribute_id')
      .execute();
  });
  const attributeOf = new Map<string, AttributeState>();
  for (const a of attributes) {
    const state: AttributeState = {
      attribute_id: a.attribute_id,
      is_required: a.is_required,
      options: [],
    };
    attributeOf.set(`${a.product_id}/${a.attribute_id}`, state);
    of(a.product_id)?.attributes.push(state);
  }
  const options = await read((part) => {
    const q = db
      .selectFrom('product_attribute_options')
      .select([
        'product_id',
        'attribute_id',
        'primary_key_value',
        'display_value',
        'display_value_ar',
        'price_type_id',
        'additional_price_paise',
        'additional_percent',
      ]);
    return (part ? q.where('product_id', 'in', part) : q)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
  });
  for (const { product_id, attribute_id, ...option } of options) {
    attributeOf.get(`${product_id}/${attribute_id}`)?.options.push(option);
  }
  const images = await read((part) => {
    const q = db.selectFrom('product_images').select(['product_id', 'url']);
    return (part ? q.where('product_id', 'in', part) : q)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
  });
  for (const image of images) of(image.product_id)?.images.push(image.url);
  return new Map([...byId.values()].map((p) => [p.sku, p]));
}

/** Inserts new products' rows; their ids by SKU. */
export async function insertProductRows(
  db: Kysely<Database>,
  products: readonly ProductState[],
  now: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(products)) {
    const inserted = await db
      .insertInto('products')
      .values(part.map((p) => ({ sku: p.sku, ...p.row, updated_at: now })))
      .returning(['id', 'sku'])
      .execute();
    for (const row of inserted) ids.set(row.sku, row.id);
  }
  return ids;
}

/** Writes a changed row if its version is still `version`; false when someone edited it since. */
export async function updateProductRow(
  db: Kysely<Database>,
  id: number,
  version: number,
  row: ProductRowState,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...row, edit_version: version + 1, updated_at: now })
    .where('id', '=', id)
    .where('edit_version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type LinkPart = 'categories' | 'colours' | 'sizes' | 'tags' | 'attributes';

/** Replaces the named parts of these products with their states' (new products: all parts). */
export async function replaceLinks(
  db: Kysely<Database>,
  products: readonly (ProductState & { id: number; parts: ReadonlySet<LinkPart> })[],
): Promise<void> {
  const withPart = (part: LinkPart) => products.filter((p) => p.parts.has(part));
  const clear = async (table: keyof Database & `product_${string}`, part: LinkPart) => {
    for (const ids of chunks(withPart(part).map((p) => p.id))) {
      await db
        .deleteFrom(table as 'product_tags')
        .where('product_id', 'in', ids)
        .execute();
    }
  };
  await clear('product_categories', 'categories');
  await insertRows(
    db,
    'product_categories',
    withPart('categories').flatMap((p) =>
      p.categoryIds.map(
        (category_id, i) =>
          ({ product_id: p.id, category_id, is_primary: i === 0 ? 1 : 0 }) as const,
      ),
    ),
  );
  await clear('product_colors', 'colours');
  await insertRows(
    db,
    'product_colors',
    withPart('colours').flatMap((p) =>
      p.colourIds.map((color_id) => ({ product_id: p.id, color_id })),
    ),
  );
  await clear('product_sizes', 'sizes');
  await insertRows(
    db,
    'product_sizes',
    withPart('sizes').flatMap((p) => p.sizeIds.map((size_id) => ({ product_id: p.id, size_id }))),
  );
  await clear('product_tags', 'tags');
  await insertRows(
    db,
    'product_tags',
    withPart('tags').flatMap((p) => p.tagIds.map((tag_id) => ({ product_id: p.id, tag_id }))),
  );
  await clear('product_attribute_options', 'attributes');
  await clear('product_attributes', 'attributes');
  const attributes: Insertable<Database['product_attributes']>[] = [];
  const options: Insertable<Database['product_attribute_options']>[] = [];
  for (const p of withPart('attributes')) {
    p.attributes.forEach((a, order) => {
      attributes.push({
        product_id: p.id,
        attribute_id: a.attribute_id,
        is_required: a.is_required,
        display_order: order,
      });
      a.options.forEach((o, i) =>
        options.push({ product_id: p.id, attribute_id: a.attribute_id, ...o, display_order: i }),
      );
    });
  }
  await insertRows(db, 'product_attributes', attributes);
  await insertRows(db, 'product_attribute_options', options);
}
