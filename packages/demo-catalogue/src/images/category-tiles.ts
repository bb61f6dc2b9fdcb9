// Each category's own tile: a parent shows a set of its children's products on plinths; each
// child shows its own product in its own paper and colour, alternating sweep and plinth, so no
// two categories share a picture.
import type { ParentCategorySeed } from '../dataset/types.ts';
import type { TileInput } from './scene-images.ts';
import { darken, lighten, mix } from './svg.ts';

export interface CategoryTile {
  /** Category name, as the tile's file is named. */
  name: string;
  art: TileInput;
}

export function categoryTiles(parent: ParentCategorySeed): CategoryTile[] {
  const { palette } = parent;
  const papers = [
    mix(palette.light, palette.mid, 0.5),
    mix(palette.light, palette.accent, 0.22),
    mix(palette.light, palette.deep, 0.16),
    lighten(palette.mid, 0.15),
    mix(palette.mid, palette.accent, 0.3),
  ];
  const fills = [
    palette.deep,
    palette.accent,
    mix(palette.deep, palette.accent, 0.5),
    darken(palette.mid, 0.35),
    darken(palette.deep, 0.3),
  ];
  const own: CategoryTile = {
    name: parent.name,
    art: {
      palette,
      paper: palette.light,
      layout: 'set',
      motifs: parent.children.slice(0, 3).map((c) => c.motif),
      fill: palette.deep,
    },
  };
  const children = parent.children.map((child, i): CategoryTile => ({
    name: child.name,
    art: {
      palette,
      paper: papers[i % papers.length] ?? palette.light,
      layout: i % 2 === 0 ? 'sweep' : 'plinth',
      motifs: [child.motif],
      fill: fills[i % fills.length] ?? palette.deep,
    },
  }));
  return [own, ...children];
}
