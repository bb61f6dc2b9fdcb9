// The generated pictures: wordless, one per category, small, and the same on every run.
import { describe, expect, it } from 'vitest';
import { buildProducts, PARENT_CATEGORIES } from '../catalogue.ts';
import { catalogueFiles } from '../catalogue-files.ts';
import { BANNERS, CAMPAIGNS } from '../dataset/content.ts';
import { COLOURS } from '../dataset/lookups.ts';
import { categoryTiles } from './category-tiles.ts';
import { bannerSet, coverSet, pieceExtent } from './scene-images.ts';
import { escapeXml } from './svg.ts';

const MAX_BYTES = 25_000;
const products = buildProducts();
const rendered = new Map(
  [...catalogueFiles(products)]
    .filter(([path]) => path.endsWith('.svg'))
    .map(([path, render]) => [path, String(render())]),
);
const inFolder = (folder: string) =>
  [...rendered].filter(([path]) => path.startsWith(`images/${folder}/`));

describe('generated pictures', () => {
  it('carry no words: no <text> in product, category, banner or campaign pictures', () => {
    const pictures = ['products', 'categories', 'banners', 'campaigns'].flatMap(inFolder);
    expect(pictures.length).toBeGreaterThan(400);
    for (const [path, svg] of pictures) {
      expect(svg, path).not.toMatch(/<text[\s>]/);
      expect(svg, path).not.toMatch(/<title>/);
    }
  });

  it("never spell the product's name or brand", () => {
    for (const p of products) {
      for (const image of p.images) {
        const svg = rendered.get(`images/products/${image.fileName}`) ?? '';
        expect(svg, image.fileName).toMatch(/^<svg [^>]*width="800" height="800"/);
        expect(svg).not.toContain(escapeXml(p.name));
        expect(svg).not.toContain(escapeXml(p.look.brand));
      }
    }
  });

  it('draw each colour of a product in that colour', () => {
    const coloured = products.filter((p) => p.images.filter((i) => i.colour).length > 1);
    expect(coloured.length).toBeGreaterThan(10);
    for (const p of coloured) {
      const svgs = p.images.map((i) => rendered.get(`images/products/${i.fileName}`) ?? '');
      expect(new Set(svgs).size).toBe(svgs.length);
      p.images.forEach((image, i) => {
        const hex = COLOURS.find((c) => c.name === image.colour)?.hex ?? 'none';
        expect(svgs[i], image.fileName).toContain(`"${hex}"`);
      });
    }
  });

  it('give every category, parent and child, its own tile', () => {
    const tiles = PARENT_CATEGORIES.flatMap(categoryTiles);
    const names = PARENT_CATEGORIES.flatMap((p) => [p.name, ...p.children.map((c) => c.name)]);
    expect(tiles.map((t) => t.name).sort()).toEqual([...names].sort());
    const looks = tiles.map((t) => JSON.stringify([t.art.layout, t.art.motifs, t.art.paper]));
    expect(new Set(looks).size).toBe(tiles.length);
    const svgs = inFolder('categories').map(([, svg]) => svg);
    expect(svgs).toHaveLength(tiles.length);
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it(`stay under ${MAX_BYTES} bytes each`, () => {
    for (const [path, svg] of rendered) {
      expect(Buffer.byteLength(svg), path).toBeLessThan(MAX_BYTES);
    }
  });

  it('are drawn the same on every run', () => {
    const again = [...catalogueFiles(buildProducts())].filter(([path]) => path.endsWith('.svg'));
    expect(again).toHaveLength(rendered.size);
    for (const [path, render] of again) expect(String(render()), path).toBe(rendered.get(path));
  });
});

describe('banner and campaign composition', () => {
  const scenes = [...BANNERS, ...CAMPAIGNS].map((s) => ({
    key: s.key,
    input: { palette: PARENT_CATEGORIES.find((p) => p.name === s.look)?.palette, motifs: s.motifs },
  }));

  it("keep a banner's start half clear for the titles (the page mirrors it in Arabic)", () => {
    for (const banner of BANNERS) {
      const scene = scenes.find((s) => s.key === banner.key);
      if (!scene?.input.palette) throw new Error(`no palette for ${banner.key}`);
      for (const piece of bannerSet({ ...scene.input, palette: scene.input.palette })) {
        const reach = pieceExtent(piece);
        expect(reach.left, banner.key).toBeGreaterThan(800);
        expect(reach.right, banner.key).toBeLessThan(1600);
        expect(reach.top, banner.key).toBeGreaterThan(0);
      }
    }
  });

  it('compose campaign covers symmetrically, inside a 4:3 crop of their middle', () => {
    for (const campaign of CAMPAIGNS) {
      const scene = scenes.find((s) => s.key === campaign.key);
      if (!scene?.input.palette) throw new Error(`no palette for ${campaign.key}`);
      const pieces = coverSet({ ...scene.input, palette: scene.input.palette });
      const xs = pieces.map((p) => p.x - 600).sort((a, b) => a - b);
      // Each piece has its mirror image across the middle.
      xs.forEach((x, i) => expect(x + (xs[xs.length - 1 - i] ?? NaN), campaign.key).toBeCloseTo(0));
      const cropHalf = (500 * 4) / 3 / 2;
      for (const piece of pieces) {
        const reach = pieceExtent(piece);
        expect(reach.left, campaign.key).toBeGreaterThan(600 - cropHalf);
        expect(reach.right, campaign.key).toBeLessThan(600 + cropHalf);
        expect(reach.top, campaign.key).toBeGreaterThan(0);
      }
    }
  });
});
