// Wide banners, campaign covers and category tiles: motifs only, no text (the page overlays
// translated titles, so words in the picture would be wrong in Arabic).
import type { MotifName, Palette } from '../dataset/types.ts';
import { motifColours } from './motif-colours.ts';
import { MOTIFS } from './motifs.ts';
import { lighten, linearGradient, mix, svgDocument } from './svg.ts';

export interface SceneInput {
  label: string;
  palette: Palette;
  /** Up to three motifs; the first is the largest. */
  motifs: readonly MotifName[];
}

function diamonds(width: number, y: number, colour: string): string {
  const shapes: string[] = [];
  for (let x = 20; x < width; x += 40) {
    shapes.push(
      `<path d="M${x} ${y - 8} L${x + 8} ${y} L${x} ${y + 8} L${x - 8} ${y} Z" fill="${colour}" opacity="0.5"/>`,
    );
  }
  return shapes.join('');
}

function motifGroup(
  input: SceneInput,
  slots: readonly (readonly [x: number, y: number, scale: number])[],
): string {
  const tints = [
    input.palette.deep,
    input.palette.accent,
    mix(input.palette.deep, input.palette.accent, 0.5),
  ];
  return input.motifs
    .slice(0, slots.length)
    .map((motif, i) => {
      const [x, y, scale] = slots[i] ?? [0, 0, 1];
      const colours = motifColours(input.palette, tints[i]);
      return `<g transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[motif](colours)}</g>`;
    })
    .reverse() // the largest is drawn last, on top
    .join('');
}

function scene(
  width: number,
  height: number,
  input: SceneInput,
  slots: readonly (readonly [number, number, number])[],
): string {
  const { palette } = input;
  const body = [
    `<defs>${linearGradient('bg', lighten(palette.light, 0.3), palette.mid)}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.45}" r="${height * 0.62}" fill="#FFFFFF" opacity="0.35"/>`,
    `<circle cx="${width * 0.95}" cy="${height * 0.05}" r="${height * 0.3}" fill="${palette.accent}" opacity="0.12"/>`,
    `<circle cx="${width * 0.05}" cy="${height}" r="${height * 0.35}" fill="${palette.deep}" opacity="0.08"/>`,
    diamonds(width, height - 24, palette.accent),
    motifGroup(input, slots),
  ].join('\n');
  return svgDocument(width, height, body);
}

/** 1600×600: left half kept calm for the banner's titles and buttons. */
export function bannerSvg(input: SceneInput): string {
  return scene(1600, 600, input, [
    [1130, 300, 1.1],
    [1420, 345, 0.8],
    [880, 365, 0.72],
  ]);
}

/** 1200×500 campaign cover. */
export function campaignCoverSvg(input: SceneInput): string {
  return scene(1200, 500, input, [
    [880, 240, 1.05],
    [1080, 280, 0.75],
  ]);
}

/** 600×600 category tile. */
export function categoryTileSvg(input: SceneInput): string {
  return scene(600, 600, input, [[300, 290, 1.3]]);
}
