// Migration 0030: product_image_variants, one row per size and format of a picture, gone with
// the picture; down drops it.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, hasTable, insertProduct } from './test/migration-database.ts';

const NAME = '0030-product-image-variants';
const BEFORE = '0029-product-edit-version';

describe.each(DIALECTS)('migration 0030 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('keeps variants per picture, size and format, and drops them with the picture', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const product_id = await insertProduct(db, 'I-1');
    const image = await db
      .insertInto('product_images')
      .values({ product_id, url: '/files/images/products/i-1.jpg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const variant = {
      product_image_id: image.id,
      format: 'webp',
      width: 480,
      height: 480,
      bytes: 9,
      url: '/x.webp',
    };
    await db.insertInto('product_image_variants').values(variant).execute();
    await expect(
      db.insertInto('product_image_variants').values(variant).execute(),
    ).rejects.toThrow();
    await db.deleteFrom('product_images').where('id', '=', image.id).execute();
    expect(await db.selectFrom('product_image_variants').selectAll().execute()).toEqual([]);
  });

  it('reverts', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, 'product_image_variants')).toBe(false);
  });
});
