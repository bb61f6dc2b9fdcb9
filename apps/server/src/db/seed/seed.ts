// Writes the demo catalogue (@bazaar/demo-catalogue) into an empty database, once: categories,
// products, content, locations, coupons, and the files they point at. Only loaded when seeding
// (SEED_ON_START, `npm run seed`, tests); the UI labels are synced separately on every start
// (labels.ts). Safe when several processes start together.
import type { Kysely } from 'kysely';
import { buildProducts } from '@bazaar/demo-catalogue/catalogue';
import { APP_CONFIG_KEYS } from '../app-config-keys.ts';
import type { Database } from '../schema.ts';
import { rebuildSearchIndex } from '../search-index.ts';
import { fillDemoArabicTexts } from './fill-arabic-texts.ts';
import { writeContent } from './write-content.ts';
import { writeSeedFiles } from './write-files.ts';
import { writeCampaignProducts } from './write-campaign-products.ts';
import { writeLookups } from './write-lookups.ts';
import { writeProducts } from './write-products.ts';

/** Bump when the seeded data changes shape; existing databases keep what they have. */
export const SEED_VERSION = '1';

export interface SeedOptions {
  /** FILES_DIR: images go to images/ (public), digital products to digital/ (private). */
  filesDir: string;
}

export interface SeedResult {
  /** True when this call inserted the catalogue; false when it was already there. */
  seeded: boolean;
}

export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedResult> {
  const products = buildProducts();
  // Files first: cheap, idempotent, and they must exist whenever the rows pointing at them do.
  writeSeedFiles(options.filesDir, products);

  const seeded = await db.transaction().execute(async (trx) => {
    // Claiming the marker is the first write: a concurrent seeder blocks on the key until we
    // commit, then finds it taken and does nothing (or retries after our rollback).
    const claimed = await trx
      .insertInto('app_config')
      .values({ key: APP_CONFIG_KEYS.seedVersion, value: SEED_VERSION })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const lookups = await writeLookups(trx);
    await writeProducts(trx, products, lookups);
    await writeContent(trx, lookups.categories);
    await writeCampaignProducts(trx, lookups.categories);
    await rebuildSearchIndex(trx);
    return true;
  });
  // A catalogue seeded before the Arabic texts existed gets them now (none when it has them).
  if (!seeded) await fillDemoArabicTexts(db, products);
  return { seeded };
}
