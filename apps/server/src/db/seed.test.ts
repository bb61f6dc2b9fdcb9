// What the seed promises other features and the e2e suite: content, files, idempotence, determinism.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FILES_PUBLIC_PATH,
  HOME_BANNER_THEME_TYPE_ID,
  PAYMENT_METHOD,
} from '@bazaar/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, SEEDED_PARENT_CATEGORIES } from '../test/databases.ts';
import { APP_CONFIG_KEYS } from './app-config-keys.ts';
import type { DatabaseHandle } from './database.ts';
import type { TableName } from './schema.ts';
import { seedDemoCatalogue } from './seed/seed.ts';

const COUNTED: readonly TableName[] = [
  'categories',
  'products',
  'product_images',
  'product_attribute_options',
  'reviews',
  'banners',
  'campaigns',
  'payment_methods',
  'countries',
  'states_provinces',
  'cities',
  'coupons',
  'app_config',
];

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = row.n;
  }
  return result;
}

/** '/files/images/x.svg' → the file under filesDir it must exist as. */
const fileFor = (filesDir: string, url: string): string =>
  join(filesDir, url.slice(FILES_PUBLIC_PATH.length + 1));

describe.each(DIALECTS)('seed on %s', (dialect) => {
  let handle: DatabaseHandle;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'bazaar-seed-'));
    handle = await createTestDatabase(dialect);
    expect(await seedDemoCatalogue(handle.db, { filesDir })).toEqual({ seeded: true });
  });
  afterAll(async () => {
    await handle.destroy();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('has six parent categories, each with at least three children, all with Arabic names', async () => {
    const categories = await handle.db.selectFrom('categories').selectAll().orderBy('id').execute();
    const parents = categories.filter((c) => c.parent_category_id === null);
    expect(parents.map((p) => p.name)).toEqual(SEEDED_PARENT_CATEGORIES);
    for (const parent of parents) {
      expect(
        categories.filter((c) => c.parent_category_id === parent.id).length,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const c of categories) {
      expect(c.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(existsSync(fileFor(filesDir, c.attachment_url ?? ''))).toBe(true);
    }
  });

  it('has 150+ products in child categories, a third of them discounted below price', async () => {
    const products = await handle.db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(150);
    const discounted = products.filter((p) => p.discounted_price_paise !== null);
    expect(discounted.length * 3).toBeGreaterThanOrEqual(products.length);
    for (const p of discounted) expect(p.discounted_price_paise).toBeLessThan(p.price_paise);
    for (const p of products) {
      expect(p.price_paise).toBeGreaterThanOrEqual(299_00);
      expect(p.price_paise).toBeLessThanOrEqual(14_999_00);
    }
    expect(products.some((p) => p.stock_quantity === 0)).toBe(true);
    expect(
      products.some((p) => p.order_maximum_quantity >= 2 && p.order_maximum_quantity <= 5),
    ).toBe(true);
    const primaries = await handle.db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.parent_category_id'])
      .where('pc.is_primary', '=', 1)
      .execute();
    expect(new Set(primaries.map((r) => r.product_id)).size).toBe(products.length);
    expect(primaries.every((r) => r.parent_category_id !== null)).toBe(true);
  });

  it('writes a real file for each of the 6+ digital products, outside the public images folder', async () => {
    const digital = await handle.db
      .selectFrom('products')
      .selectAll()
      .where('is_digital', '=', 1)
      .execute();
    expect(digital.length).toBeGreaterThanOrEqual(6);
    for (const p of digital) {
      expect(p.digital_file_path).toMatch(/^digital\//);
      expect(p.digital_file_name).toBeTruthy();
      const bytes = readFileSync(join(filesDir, p.digital_file_path ?? ''));
      if (p.digital_content_type === 'application/pdf') {
        expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      } else {
        expect(p.digital_content_type).toMatch(/^(text\/plain|image\/svg\+xml)/);
        expect(bytes.length).toBeGreaterThan(500);
      }
    }
  });

  it('points every stored image URL at a local file that exists', async () => {
    const urls = [
      ...(await handle.db.selectFrom('product_images').select('url').execute()).map((r) => r.url),
      ...(await handle.db.selectFrom('banners').select('image_url').execute()).map(
        (r) => r.image_url,
      ),
      ...(await handle.db.selectFrom('campaigns').select('cover_picture_url').execute()).map(
        (r) => r.cover_picture_url,
      ),
      ...(await handle.db.selectFrom('payment_methods').select('image_url').execute()).map(
        (r) => r.image_url,
      ),
    ];
    for (const url of urls) {
      expect(url.startsWith(`${FILES_PUBLIC_PATH}/images/`)).toBe(true);
      expect(existsSync(fileFor(filesDir, url))).toBe(true);
    }
    const svg = readFileSync(fileFor(filesDir, urls[0] ?? ''), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('gives colour images a colour id and 2–3 images to every product', async () => {
    const images = await handle.db
      .selectFrom('product_images')
      .select(['product_id', 'color_id'])
      .execute();
    const perProduct = new Map<number, number>();
    for (const image of images)
      perProduct.set(image.product_id, (perProduct.get(image.product_id) ?? 0) + 1);
    expect([...perProduct.values()].every((n) => n >= 2 && n <= 3)).toBe(true);
    const colourLinks = await handle.db.selectFrom('product_colors').selectAll().execute();
    for (const link of colourLinks) {
      expect(
        images.some((i) => i.product_id === link.product_id && i.color_id === link.color_id),
      ).toBe(true);
    }
  });

  it('offers priced options, some required, with Fixed and Percentage types', async () => {
    const options = await handle.db
      .selectFrom('product_attribute_options as o')
      .innerJoin('product_attributes as a', (join) =>
        join
          .onRef('a.product_id', '=', 'o.product_id')
          .onRef('a.attribute_id', '=', 'o.attribute_id'),
      )
      .select([
        'o.attribute_id',
        'o.price_type_id',
        'o.additional_price_paise',
        'o.additional_percent',
        'a.is_required',
      ])
      .execute();
    expect(options.some((o) => o.attribute_id === 4 && o.additional_price_paise === 99_00)).toBe(
      true,
    );
    expect(options.some((o) => o.attribute_id === 5 && o.is_required === 1)).toBe(true);
    expect(options.some((o) => o.price_type_id === 2 && o.additional_percent > 0)).toBe(true);
  });

  it('has home banners, three payment methods, the logo, India first and the test coupons', async () => {
    const { db } = handle;
    const home = await db
      .selectFrom('banners')
      .selectAll()
      .where('theme_type_id', '=', HOME_BANNER_THEME_TYPE_ID)
      .execute();
    expect(home.length).toBeGreaterThanOrEqual(3);
    for (const b of home) expect(b.left_button_url).toMatch(/^\/all-products\/\d+\/[a-z0-9-]+$/);
    expect(
      (
        await db
          .selectFrom('banners')
          .select('id')
          .where('theme_type_id', '<>', HOME_BANNER_THEME_TYPE_ID)
          .execute()
      ).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      (await db.selectFrom('campaigns').select(['body_ar']).execute()).length,
    ).toBeGreaterThanOrEqual(3);

    const methods = await db.selectFrom('payment_methods').select('id').orderBy('id').execute();
    expect(methods.map((m) => m.id)).toEqual([
      PAYMENT_METHOD.OnlineWallet,
      PAYMENT_METHOD.Card,
      PAYMENT_METHOD.CashOnDelivery,
    ]);

    const logo = await db
      .selectFrom('app_config')
      .select('value')
      .where('key', '=', APP_CONFIG_KEYS.websiteLogo)
      .executeTakeFirstOrThrow();
    expect(existsSync(fileFor(filesDir, logo.value))).toBe(true);

    const countries = await db
      .selectFrom('countries')
      .select('name')
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    expect(countries.map((c) => c.name)).toEqual([
      'India',
      'United Arab Emirates',
      'United States',
    ]);
    const cities = await db
      .selectFrom('cities')
      .innerJoin('states_provinces as s', 's.id', 'cities.state_province_id')
      .select(['s.name as state', 'cities.name'])
      .where('s.name', '=', 'Maharashtra')
      .execute();
    expect(cities.map((c) => c.name)).toContain('Mumbai');

    const coupons = await db.selectFrom('coupons').selectAll().execute();
    const coupon = (code: string) => coupons.find((c) => c.code === code);
    expect(coupon('WELCOME10')).toMatchObject({
      discount_type_id: 2,
      discount_percent: 10,
      active: 1,
    });
    expect(coupon('FLAT200')).toMatchObject({
      discount_type_id: 1,
      discount_amount_paise: 200_00,
      min_order_total_paise: 1499_00,
    });
    expect(Date.parse(coupon('FESTIVE25')?.valid_to ?? '')).toBeLessThan(Date.now());
    expect(coupon('LIMITED500')?.usage_limit).toBe(3);
    // Issue #9: one coupon of each kind the rules know.
    expect(coupon('NEWSHOPPER15')).toMatchObject({ per_user_limit: 1, max_discount_paise: 300_00 });
    expect(coupon('FULLPRICE20')).toMatchObject({ applies_to_discounted: 0, discount_percent: 20 });
    expect(coupon('BIGBASKET750')?.min_order_total_paise).toBe(4999_00);
    expect(coupon('FIRST100')).toMatchObject({ usage_limit: 100, times_used: 100 });
    expect(coupons.every((c) => c.code === c.code.toUpperCase())).toBe(true);
  });

  it('is a no-op the second time', async () => {
    const before = await counts(handle);
    expect(await seedDemoCatalogue(handle.db, { filesDir })).toEqual({ seeded: false });
    expect(await counts(handle)).toEqual(before);
  });
});
