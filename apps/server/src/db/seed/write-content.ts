// Inserts banners, campaigns, payment methods, coupons, locations and the site logo setting.
import type { Insertable, Kysely } from 'kysely';
import { isSafeLinkUrl } from '@bazaar/contract/links';
import {
  BANNERS,
  CAMPAIGNS,
  COUPONS,
  PAYMENT_METHODS,
  type BannerSeed,
  type LinkTarget,
} from '@bazaar/demo-catalogue/dataset/content';
import { arabicPlaceName } from '@bazaar/demo-catalogue/dataset/arabic-place-names';
import { COUNTRIES } from '@bazaar/demo-catalogue/dataset/locations';
import { daysBeforeEpoch } from '@bazaar/demo-catalogue/epoch';
import {
  bannerFile,
  campaignFile,
  imageUrl,
  LOGO_FILE,
  paymentFile,
  slugify,
} from '@bazaar/demo-catalogue/paths';
import { APP_CONFIG_KEYS } from '../app-config-keys.ts';
import type { Database } from '../schema.ts';
import { insertRows } from '../insert-rows.ts';
import { idOf } from './write-lookups.ts';
import type { IdMap } from './write-lookups.ts';

/** Stored URLs obey the rule the storefronts render by: http(s) or a site path (links.ts). */
export function checkedUrl(url: string, what: string): string {
  if (!isSafeLinkUrl(url)) throw new Error(`${what}: ${JSON.stringify(url)} is not a safe URL`);
  return url;
}

/** Listing route of the spec: /all-products/{id}/{slug}. */
function route(target: LinkTarget, categories: IdMap, what: string): string {
  if (typeof target === 'string') return checkedUrl(target, what);
  const id = idOf(categories, target.category, 'category');
  return `/all-products/${id}/${slugify(target.category)}`;
}

/** Banner rows with every URL checked; throws on a `javascript:` (or any unsafe) target. */
export function bannerRows(
  banners: readonly BannerSeed[],
  categories: IdMap,
): Insertable<Database['banners']>[] {
  return banners.map((b, i) => ({
    theme_type_id: b.themeTypeId,
    image_url: checkedUrl(imageUrl('banners', bannerFile(b.key)), `banner ${b.key} image`),
    top_title: b.top[0],
    top_title_ar: b.top[1],
    main_title: b.main[0],
    main_title_ar: b.main[1],
    bottom_title: b.bottom[0],
    bottom_title_ar: b.bottom[1],
    left_button_text: b.left.text[0],
    left_button_text_ar: b.left.text[1],
    left_button_url: route(b.left.to, categories, `banner ${b.key} left button`),
    right_button_text: b.right?.text[0] ?? null,
    right_button_text_ar: b.right?.text[1] ?? null,
    right_button_url: b.right
      ? route(b.right.to, categories, `banner ${b.key} right button`)
      : null,
    display_order: i + 1,
    active: 1 as const,
  }));
}

export async function writeContent(db: Kysely<Database>, categories: IdMap): Promise<void> {
  await insertRows(db, 'banners', bannerRows(BANNERS, categories));

  await insertRows(
    db,
    'campaigns',
    CAMPAIGNS.map((c, i) => ({
      main_title: c.main[0],
      main_title_ar: c.main[1],
      discount_title: c.discount[0],
      discount_title_ar: c.discount[1],
      body: c.body[0],
      body_ar: c.body[1],
      cover_picture_url: checkedUrl(
        imageUrl('campaigns', campaignFile(c.key)),
        `campaign ${c.key} picture`,
      ),
      display_order: i + 1,
      active: 1 as const,
      created_at: daysBeforeEpoch(c.daysAgo),
    })),
  );

  await insertRows(
    db,
    'payment_methods',
    PAYMENT_METHODS.map((m, i) => ({
      id: m.id,
      name: m.name,
      name_ar: m.nameAr,
      image_url: imageUrl('payments', paymentFile(m.kind)),
      display_order: i + 1,
      active: 1 as const,
    })),
  );

  await insertRows(
    db,
    'coupons',
    COUPONS.map((c) => ({
      code: c.code,
      discount_type_id: c.type,
      discount_amount_paise: (c.rupees ?? 0) * 100,
      discount_percent: c.percent ?? 0,
      max_discount_paise: c.maxRupees === undefined ? null : c.maxRupees * 100,
      min_order_total_paise: (c.minOrderRupees ?? 0) * 100,
      valid_from: c.validFrom,
      valid_to: c.validTo,
      usage_limit: c.usageLimit ?? null,
      times_used: c.timesUsed ?? 0,
      per_user_limit: c.perUserLimit ?? null,
      applies_to_discounted: c.appliesToDiscounted === false ? (0 as const) : (1 as const),
      active: c.active === false ? (0 as const) : (1 as const),
      created_at: daysBeforeEpoch(400),
    })),
  );

  await writeLocations(db);
  await db
    .insertInto('app_config')
    .values({ key: APP_CONFIG_KEYS.websiteLogo, value: imageUrl('brand', LOGO_FILE) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

async function writeLocations(db: Kysely<Database>): Promise<void> {
  await insertRows(
    db,
    'countries',
    COUNTRIES.map((c, i) => ({ name: c.name, name_ar: c.nameAr, display_order: i + 1 })),
  );
  const countryIds = new Map(
    (await db.selectFrom('countries').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
  const states = COUNTRIES.flatMap((c) =>
    Object.keys(c.states).map((name) => ({
      country_id: countryIds.get(c.name) ?? 0,
      name,
      name_ar: arabicPlaceName(name),
    })),
  );
  await insertRows(db, 'states_provinces', states);
  const stateRows = await db
    .selectFrom('states_provinces')
    .select(['id', 'name', 'country_id'])
    .execute();
  const stateId = (country: string, state: string): number =>
    stateRows.find((s) => s.name === state && s.country_id === countryIds.get(country))?.id ?? 0;
  await insertRows(
    db,
    'cities',
    COUNTRIES.flatMap((c) =>
      Object.entries(c.states).flatMap(([state, cities]) =>
        cities.map((name) => ({
          state_province_id: stateId(c.name, state),
          name,
          name_ar: arabicPlaceName(name),
        })),
      ),
    ),
  );
}
