// Writes every seeded image and digital file under FILES_DIR. Deterministic, so it can run on
// every start: unchanged files are left alone, changed ones replaced atomically (temp + rename)
// so a browser never receives half a file while another process rewrites it.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProductRecord } from './product-record.ts';
import { PARENT_CATEGORIES } from './catalogue.ts';
import { BANNERS, CAMPAIGNS, PAYMENT_METHODS } from './dataset/content.ts';
import { COLOURS } from './dataset/lookups.ts';
import type { ParentCategorySeed } from './dataset/types.ts';
import { renderDigitalFile } from './files/digital-files.ts';
import { logoSvg, paymentLogoSvg, placeholderSvg } from './images/brand-images.ts';
import { productImageSvg } from './images/product-image.ts';
import { bannerSvg, campaignCoverSvg, categoryTileSvg } from './images/scene-images.ts';
import { IMAGES_DIR } from './paths.ts';
import { bannerFile, campaignFile, LOGO_FILE, paymentFile } from './write-content.ts';
import { categoryTileFile } from './write-lookups.ts';

export const PLACEHOLDER_FILE = 'placeholder.svg';

function writeIfChanged(path: string, content: string | Buffer): boolean {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  try {
    if (readFileSync(path).equals(bytes)) return false;
  } catch {
    mkdirSync(dirname(path), { recursive: true });
  }
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
  return true;
}

function parentNamed(name: string): ParentCategorySeed {
  const parent = PARENT_CATEGORIES.find((p) => p.name === name);
  if (!parent) throw new Error(`Seed data refers to unknown parent category '${name}'`);
  return parent;
}

function* files(products: readonly ProductRecord[]): Generator<[string, () => string | Buffer]> {
  const image = (folder: string, file: string) => join(IMAGES_DIR, folder, file);
  yield [image('brand', LOGO_FILE), logoSvg];
  yield [image('brand', PLACEHOLDER_FILE), placeholderSvg];
  for (const m of PAYMENT_METHODS)
    yield [image('payments', paymentFile(m.kind)), () => paymentLogoSvg(m.kind, m.caption)];
  for (const parent of PARENT_CATEGORIES) {
    const tile = (label: string, motif: ParentCategorySeed['motif']) => () =>
      categoryTileSvg({ label, palette: parent.palette, motifs: [motif] });
    yield [image('categories', categoryTileFile(parent.name)), tile(parent.name, parent.motif)];
    for (const child of parent.children)
      yield [image('categories', categoryTileFile(child.name)), tile(child.name, child.motif)];
  }
  for (const b of BANNERS) {
    const scene = { label: b.main[0], palette: parentNamed(b.look).palette, motifs: b.motifs };
    yield [image('banners', bannerFile(b.key)), () => bannerSvg(scene)];
  }
  for (const c of CAMPAIGNS) {
    const scene = { label: c.main[0], palette: parentNamed(c.look).palette, motifs: c.motifs };
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
            name: p.name,
            brand: p.look.brand,
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

/** Returns how many files were (re)written. */
export function writeSeedFiles(filesDir: string, products: readonly ProductRecord[]): number {
  let written = 0;
  for (const [relative, render] of files(products)) {
    if (writeIfChanged(join(filesDir, relative), render())) written++;
  }
  return written;
}
