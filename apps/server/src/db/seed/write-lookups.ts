// Inserts categories and the small lookup tables, and returns name → id maps for the products.
import type { Kysely } from 'kysely';
import { PARENT_CATEGORIES } from '@bazaar/demo-catalogue/catalogue';
import {
  APPAREL_SIZES,
  ATTRIBUTES,
  COLOURS,
  MANUFACTURER_NAMES_AR,
  MANUFACTURERS,
  SHIPPING_METHODS,
  SHOE_SIZES,
  TAGS,
  VENDORS,
  type ShippingMethodKey,
} from '@bazaar/demo-catalogue/dataset/lookups';
import { daysBeforeEpoch } from '@bazaar/demo-catalogue/epoch';
import { categoryTileFile, imageUrl } from '@bazaar/demo-catalogue/paths';
import type { Database } from '../schema.ts';
import { insertRows } from '../insert-rows.ts';

export type IdMap = ReadonlyMap<string, number>;

export interface Lookups {
  categories: IdMap;
  manufacturers: IdMap;
  vendors: IdMap;
  colours: IdMap;
  sizes: IdMap;
  tags: IdMap;
  shippingMethods: ReadonlyMap<ShippingMethodKey, number>;
}

const toMap = (rows: readonly { id: number; name: string }[]): IdMap =>
  new Map(rows.map((row) => [row.name, row.id]));

async function insertCategories(db: Kysely<Database>): Promise<IdMap> {
  const createdAt = daysBeforeEpoch(700);
  const category = (
    name: string,
    nameAr: string,
    parentId: number | null,
    order: number,
    popular: boolean,
  ) => ({
    parent_category_id: parentId,
    name,
    name_ar: nameAr,
    attachment_url: imageUrl('categories', categoryTileFile(name)),
    display_order: order,
    is_popular: popular ? (1 as const) : (0 as const),
    created_at: createdAt,
  });
  await insertRows(
    db,
    'categories',
    PARENT_CATEGORIES.map((p, i) => category(p.name, p.nameAr, null, i + 1, p.popular)),
  );
  const parents = toMap(
    await db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('parent_category_id', 'is', null)
      .execute(),
  );
  await insertRows(
    db,
    'categories',
    PARENT_CATEGORIES.flatMap((p) =>
      p.children.map((c, i) =>
        category(c.name, c.nameAr, parents.get(p.name) ?? null, i + 1, c.popular ?? false),
      ),
    ),
  );
  return toMap(await db.selectFrom('categories').select(['id', 'name']).execute());
}

export async function writeLookups(db: Kysely<Database>): Promise<Lookups> {
  const categories = await insertCategories(db);

  await insertRows(
    db,
    'manufacturers',
    MANUFACTURERS.map((name, i) => ({
      name,
      name_ar: MANUFACTURER_NAMES_AR[name],
      display_order: i + 1,
    })),
  );
  await insertRows(
    db,
    'vendors',
    VENDORS.map((v) => ({
      name: v.name,
      name_ar: v.nameAr,
      email: v.email,
      created_at: daysBeforeEpoch(720),
    })),
  );
  await insertRows(
    db,
    'colors',
    COLOURS.map((c) => ({ name: c.name, name_ar: c.nameAr, hex_code: c.hex })),
  );
  await insertRows(
    db,
    'sizes',
    [...APPAREL_SIZES, ...SHOE_SIZES].map((s, i) => ({
      short_name: s.shortName,
      name: s.name,
      name_ar: s.nameAr,
      inches: s.inches,
      centimeters: s.centimeters,
      display_order: i + 1,
    })),
  );
  await insertRows(
    db,
    'tags',
    TAGS.map((t) => ({ name: t.name, name_ar: t.nameAr })),
  );
  await insertRows(
    db,
    'attributes',
    Object.values(ATTRIBUTES).map((a) => ({ id: a.id, name: a.name, name_ar: a.nameAr })),
  );
  const methodKeys = Object.keys(SHIPPING_METHODS) as ShippingMethodKey[];
  await insertRows(
    db,
    'shipping_methods',
    methodKeys.map((key) => ({
      name: SHIPPING_METHODS[key].name,
      name_ar: SHIPPING_METHODS[key].nameAr,
    })),
  );

  const methodsByName = toMap(
    await db.selectFrom('shipping_methods').select(['id', 'name']).execute(),
  );
  return {
    categories,
    manufacturers: toMap(await db.selectFrom('manufacturers').select(['id', 'name']).execute()),
    vendors: toMap(await db.selectFrom('vendors').select(['id', 'name']).execute()),
    colours: toMap(await db.selectFrom('colors').select(['id', 'name']).execute()),
    sizes: toMap(await db.selectFrom('sizes').select(['id', 'short_name as name']).execute()),
    tags: toMap(await db.selectFrom('tags').select(['id', 'name']).execute()),
    shippingMethods: new Map(
      methodKeys.map((key) => [key, methodsByName.get(SHIPPING_METHODS[key].name) ?? 0]),
    ),
  };
}

/** Looks a name up, failing loudly on a typo in the seed data. */
export function idOf(map: IdMap, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Seed data refers to unknown ${what} '${name}'`);
  return id;
}
