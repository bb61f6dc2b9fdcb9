// Product pictures: an accepted one is stored in every shown size as JPEG, WebP and AVIF with
// its width and height, tied to a colour, made the main picture; a non-image, an oversized
// file, a pixel bomb, an SVG (with script or not) and a name with "../" are each refused with a
// message, and nothing is written — no file, no row.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngHeaderClaiming } from '../../gateways/files/photo-intake.test-support.ts';
import { localFileStore } from '../../gateways/files/file-store.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addProductImage, sayProblem } from './index.ts';

const OPERATOR = { kind: 'operator', label: 'test' } as const;

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a227' } })
    .jpeg()
    .toBuffer();

describe.each(DIALECTS)('product pictures on %s', (dialect) => {
  const t = useTestApp(dialect);
  const folder = () => path.join(t.filesDir, 'images', 'products');
  const uploaded = () => fs.readdirSync(folder()).filter((name) => /^[0-9a-f-]{36}-/.test(name));
  const someProductWithColour = () =>
    t.db
      .selectFrom('products')
      .innerJoin('product_colors', 'product_colors.product_id', 'products.id')
      .innerJoin('colors', 'colors.id', 'product_colors.color_id')
      .select(['products.id', 'products.sku', 'colors.name as colour'])
      .orderBy('products.id')
      .executeTakeFirstOrThrow();

  it('stores every size in three formats, with their sizes, as the main picture of a colour', async () => {
    const product = await someProductWithColour();
    const outcome = await addProductImage(
      t.db,
      {
        sku: product.sku,
        fileName: 'studio shot.jpg',
        bytes: await jpeg(2000, 1500),
        colour: product.colour,
        main: true,
      },
      OPERATOR,
      localFileStore(t.filesDir),
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const imageId = outcome.changeSet.changes[0]?.id ?? 0;
    const variants = await t.db
      .selectFrom('product_image_variants')
      .select(['format', 'width', 'height', 'url'])
      .where('product_image_id', '=', imageId)
      .orderBy('width')
      .orderBy('format')
      .execute();
    expect(variants.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual([
      'avif 160×120',
      'jpeg 160×120',
      'webp 160×120',
      'avif 400×300',
      'jpeg 400×300',
      'webp 400×300',
      'avif 800×600',
      'jpeg 800×600',
      'webp 800×600',
      'avif 1600×1200',
      'jpeg 1600×1200',
      'webp 1600×1200',
    ]);
    for (const v of variants) {
      const file = path.join(t.filesDir, v.url.replace('/files/', ''));
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect([meta.width, meta.height, meta.format === 'heif' ? 'avif' : meta.format]).toEqual([
        v.width,
        v.height,
        v.format,
      ]);
    }
    const gallery = await t.db
      .selectFrom('product_images')
      .select(['id', 'url', 'color_id', 'display_order'])
      .where('product_id', '=', product.id)
      .orderBy('display_order')
      .execute();
    expect(gallery[0]).toMatchObject({ id: imageId, display_order: 0 });
    expect(gallery[0]?.url).toMatch(/-1600\.jpg$/);
    expect(gallery[0]?.color_id).not.toBeNull();
    expect(new Set(gallery.map((g) => g.display_order)).size).toBe(gallery.length);
  });

  it.each([
    [
      'a non-image',
      'notes.jpg',
      () => Buffer.from('just some text, not a picture'),
      'Product pictures must be JPEG, PNG or WebP.',
    ],
    [
      'an oversized file',
      'huge.jpg',
      () => Buffer.alloc(16 * 1024 * 1024, 1),
      'A product picture must be 15 MB or smaller.',
    ],
    [
      'an image bomb',
      'bomb.png',
      () => pngHeaderClaiming(30_000, 30_000),
      'That picture has too many pixels (at most 50 megapixels).',
    ],
    [
      'an SVG with script',
      'logo.png',
      () =>
        Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      'SVG pictures are refused (they can carry script): upload a JPEG, PNG or WebP.',
    ],
    [
      'an SVG without script',
      'plain.svg',
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
      'SVG pictures are refused (they can carry script): upload a JPEG, PNG or WebP.',
    ],
    [
      'a name with ../',
      '../../etc/passwd.jpg',
      () => Buffer.from('x'),
      'The file name "../../etc/passwd.jpg" is not allowed: use a plain name without folders.',
    ],
  ])('refuses %s with a message and writes nothing', async (_what, fileName, bytes, message) => {
    const product = await someProductWithColour();
    const files = uploaded();
    const rows = await t.db.selectFrom('product_images').select('id').execute();
    const outcome = await addProductImage(
      t.db,
      { sku: product.sku, fileName, bytes: bytes() },
      OPERATOR,
      localFileStore(t.filesDir),
    );
    expect(outcome.ok ? [] : outcome.problems.map((p) => sayProblem('en', p))).toEqual([message]);
    expect(outcome.ok ? [] : outcome.problems.map((p) => sayProblem('ar', p))[0]).toMatch(
      /[\u0621-\u064a]/,
    );
    expect(uploaded()).toEqual(files);
    expect(await t.db.selectFrom('product_images').select('id').execute()).toEqual(rows);
  });

  it('refuses a colour the product does not come in', async () => {
    const product = await someProductWithColour();
    const outcome = await addProductImage(
      t.db,
      { sku: product.sku, fileName: 'a.jpg', bytes: await jpeg(50, 50), colour: 'Ultraviolet' },
      OPERATOR,
      localFileStore(t.filesDir),
    );
    expect(outcome.ok ? [] : outcome.problems.map((p) => sayProblem('en', p))).toEqual([
      '"Ultraviolet" is not a colour this product comes in.',
    ]);
  });
});
