// Migration 0030: product_image_variants, one row per size and format of a picture, gone with
// the picture; down drops it.
import { expect, it } from 'vitest';
import { describeMigration, hasTable, insertProduct } from './test/migration-database.ts';

describeMigration('0030-product-image-variants', '0029-product-edit-version', (t) => {
  it('keeps variants per picture, size and format, and drops them with the picture', async () => {
    await t.up();
    const product_id = await insertProduct(t.db, 'I-1');
    const image = await t.db
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
    await t.db.insertInto('product_image_variants').values(variant).execute();
    const twice = t.db.insertInto('product_image_variants').values(variant).execute();
    await expect(twice).rejects.toThrow();
    await t.db.deleteFrom('product_images').where('id', '=', image.id).execute();
    expect(await t.db.selectFrom('product_image_variants').selectAll().execute()).toEqual([]);
  });

  it('reverts', async () => {
    await t.up();
    await t.down();
    expect(await hasTable(t.db, 'product_image_variants')).toBe(false);
  });
});
