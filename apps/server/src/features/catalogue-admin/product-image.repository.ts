// A product's pictures: the product and colour a new one belongs to, and its rows written —
// the picture (first in the gallery when it is the main one) and its variants.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function productBySku(db: Kysely<Database>, sku: string) {
  return db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst();
}

/** The colour of that name among the product's own colours; undefined when it has no such. */
export async function productColour(db: Kysely<Database>, productId: number, name: string) {
  const rows = await db
    .selectFrom('product_colors')
    .innerJoin('colors', 'colors.id', 'product_colors.color_id')
    .select(['colors.id', 'colors.name'])
    .where('product_colors.product_id', '=', productId)
    .execute();
  return rows.find((row) => row.name.toLowerCase() === name.trim().toLowerCase());
}

export interface NewVariant {
  format: string;
  width: number;
  height: number;
  bytes: number;
  url: string;
}

export async function insertProductImage(
  db: Kysely<Database>,
  image: { productId: number; url: string; colourId: number | null; main: boolean },
  variants: readonly NewVariant[],
): Promise<number> {
  const last = await db
    .selectFrom('product_images')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('product_id', '=', image.productId)
    .executeTakeFirst();
  if (image.main) {
    await db
      .updateTable('product_images')
      .set((eb) => ({ display_order: eb('display_order', '+', 1) }))
      .where('product_id', '=', image.productId)
      .execute();
  }
  const { id } = await db
    .insertInto('product_images')
    .values({
      product_id: image.productId,
      url: image.url,
      color_id: image.colourId,
      display_order: image.main ? 0 : (last?.last ?? -1) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_image_variants')
    .values(variants.map((v) => ({ product_image_id: id, ...v })))
    .execute();
  return id;
}
