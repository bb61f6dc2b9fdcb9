// Products the cart tests own, inserted beside the demo seed with known prices, stock, shipping
// and options, so the expected figures are written in the tests and not read from the seed.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface TestProducts {
  /** ₹1,000, on sale at ₹800, ₹49 shipping per unit, 20 in stock; colour, size, gift wrap. */
  kurta: number;
  /** ₹500, free shipping, 1 in stock, at most 2 per order. */
  attar: number;
  /** ₹300, sold out. */
  sold: number;
  /** ₹700, unpublished (taken out of the shop). */
  hidden: number;
  /** ₹199, digital (a shipping charge set by mistake is not charged). */
  ebook: number;
  /** Colour ids offered by the kurta (Red, then Navy) and its size ids (M, then XXL). */
  red: number;
  navy: number;
  sizeM: number;
  sizeXxl: number;
  /** The kurta's Gift Wrap attribute (4): option 1 adds 10 %, not required. */
  giftWrap: number;
}

type NewProduct = Insertable<Database['products']>;

async function insertProduct(
  db: Kysely<Database>,
  values: Partial<NewProduct> & { sku: string; price_paise: number },
) {
  const row = await db
    .insertInto('products')
    .values({
      name: 'Test',
      short_description: '',
      full_description: '',
      stock_quantity: 20,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function idOf(
  db: Kysely<Database>,
  table: 'colors' | 'sizes',
  column: string,
  value: string,
) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(column as 'id', '=', value as never)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTestProducts(db: Kysely<Database>, tag: string): Promise<TestProducts> {
  const red = await idOf(db, 'colors', 'name', 'Red');
  const navy = await idOf(db, 'colors', 'name', 'Navy');
  const sizeM = await idOf(db, 'sizes', 'short_name', 'M');
  const sizeXxl = await idOf(db, 'sizes', 'short_name', 'XXL');
  const giftWrap = (
    await db
      .selectFrom('attributes')
      .select('id')
      .where('id', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const kurta = await insertProduct(db, {
    sku: `T-KURTA-${tag}`,
    name: 'Test Kurta',
    name_ar: 'كورتا تجريبية',
    price_paise: 100_000,
    discounted_price_paise: 80_000,
    shipping_charge_paise: 4_900,
  });
  const attar = await insertProduct(db, {
    sku: `T-ATTAR-${tag}`,
    name: 'Test Attar',
    price_paise: 50_000,
    stock_quantity: 1,
    order_maximum_quantity: 2,
    is_shipping_free: 1,
  });
  const sold = await insertProduct(db, {
    sku: `T-SOLD-${tag}`,
    price_paise: 30_000,
    stock_quantity: 0,
  });
  const hidden = await insertProduct(db, {
    sku: `T-HIDDEN-${tag}`,
    price_paise: 70_000,
    published: 0,
  });
  const ebook = await insertProduct(db, {
    sku: `T-EBOOK-${tag}`,
    price_paise: 19_900,
    is_digital: 1,
    shipping_charge_paise: 5_000,
    stock_quantity: 9_999,
  });
  await db
    .insertInto('product_attributes')
    .values([
      { product_id: kurta, attribute_id: 1, is_required: 1, display_order: 0 },
      { product_id: kurta, attribute_id: 2, is_required: 1, display_order: 1 },
      { product_id: kurta, attribute_id: giftWrap, is_required: 0, display_order: 2 },
    ])
    .execute();
  // Every column given: a multi-row insert fills missing ones with NULL on SQLite.
  const option = (attribute_id: number, primary_key_value: number, display_value: string) => ({
    product_id: kurta,
    attribute_id,
    primary_key_value,
    display_value,
    display_value_ar: null as string | null,
    price_type_id: 1,
    additional_price_paise: 0,
    additional_percent: 0,
  });
  await db
    .insertInto('product_attribute_options')
    .values([
      { ...option(1, red, 'Red'), display_value_ar: 'أحمر' },
      option(1, navy, 'Navy'),
      option(2, sizeM, 'M'),
      { ...option(2, sizeXxl, 'XXL'), additional_price_paise: 10_000 },
      { ...option(giftWrap, 1, 'Yes'), price_type_id: 2, additional_percent: 10 },
    ])
    .execute();
  await db
    .insertInto('product_images')
    .values([
      {
        product_id: kurta,
        url: '/files/images/test/kurta-red.svg',
        color_id: red,
        display_order: 0,
      },
      {
        product_id: kurta,
        url: '/files/images/test/kurta-navy.svg',
        color_id: navy,
        display_order: 1,
      },
    ])
    .execute();
  return { kurta, attar, sold, hidden, ebook, red, navy, sizeM, sizeXxl, giftWrap };
}

/** A cart line as the storefront stores it (ShippingCharges 0, DefaultImage). */
export function cartLine(
  productId: number,
  quantity: number,
  options: readonly (readonly [attributeId: number, value: number])[] = [],
  extra: Record<string, unknown> = {},
) {
  return {
    ProductId: productId,
    productSelectedAttributes: options.map(([ProductAttributeID, PrimaryKeyValue]) => ({
      ProductId: productId,
      ProductAttributeID,
      PrimaryKeyValue,
    })),
    Quantity: quantity,
    ShippingCharges: 0,
    DefaultImage: '',
    ...extra,
  };
}
