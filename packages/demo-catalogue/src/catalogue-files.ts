// Every file the demo catalogue's rows point at — images (public) and digital products
// (private) — by path under FILES_DIR, each rendered only when asked for.
import { join } from 'node:path';
import { PARENT_CATEGORIES } from './catalogue.ts';
import { BANNERS, CAMPAIGNS, PAYMENT_METHODS } from './dataset/content.ts';
import { COLOURS } from './dataset/lookups.ts';
import type { ParentCategorySeed } from './dataset/types.ts';
import { renderDigitalFile } from './files/digital-files.ts';
import { logoSvg, paymentLogoSvg, placeholderSvg } from './images/brand-images.ts';
import { categoryTiles } from './images/category-tiles.ts';
import { productImageSvg } from './images/product-image.ts';
import { bannerSvg, campaignCoverSvg, categoryTileSvg } from './images/scene-images.ts';
import {
  bannerFile,
  campaignFile,
  categoryTileFile,
  IMAGES_DIR,
  LOGO_FILE,
  paymentFile,
  PLACEHOLDER_FILE,
} from './paths.ts';
import type { ProductRecord } from './product-record.ts';

/** A file's path relative to FILES_DIR, and how to draw its bytes. */
export type CatalogueFile = [path: string, render: () => string | Buffer];

function parentNamed(name: string): ParentCategorySeed {
  const parent = PARENT_CATEGORIES.find((p) => p.name === name);
  if (!parent) throw new Error(`Seed data refers to unknown parent category '${name}'`);
  return parent;
}

export function* catalogueFiles(products: readonly ProductRecord[]): Generator<CatalogueFile> {
  const image = (folder: string, file: string) => join(IMAGES_DIR, folder, file);
  yield [image('brand', LOGO_FILE), logoSvg];
  yield [image('brand', PLACEHOLDER_FILE), placeholderSvg];
  for (const m of PAYMENT_METHODS)
    yield [image('payments', paymentFile(m.kind)), () => paymentLogoSvg(m.kind, m.caption)];
  for (const parent of PARENT_CATEGORIES) {
    for (const tile of categoryTiles(parent))
      yield [image('categories', categoryTileFile(tile.name)), () => categoryTileSvg(tile.art)];
  }
  for (const b of BANNERS) {
    const scene = { palette: parentNamed(b.look).palette, motifs: b.motifs };
    yield [image('banners', bannerFile(b.key)), () => bannerSvg(scene)];
  }
  for (const c of CAMPAIGNS) {
    const scene = { palette: parentNamed(c.look).palette, motifs: c.motifs };
    yield [image('campaigns', campaignFile(c.key)), () => campaignCoverSvg(scene)];
  }
  for (const p of products) {
    for (const img of p.images) {
      const tint =
        img.colour === null ? undefined : COLOURS.find((c) => c.name === img.colour)?.hex;
      yield [
        image('products', img.fileName),
        () =>
          productImageSvg({
            motif: p.look.motif,
            palette: p.look.palette,
            tint,
            variant: img.variant,
          }),
      ];
    }
    const digital = p.digital;
    if (digital) yield [digital.path, () => renderDigitalFile(digital.file)];
  }
}
