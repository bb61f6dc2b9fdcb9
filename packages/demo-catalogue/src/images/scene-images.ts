// Wide banners, campaign covers and category tiles: products arranged on plinths in the studio,
// no text (the page overlays translated titles, so words in the picture would be wrong in Arabic).
//  - Banners keep their art in the end third; the start side stays calm paper for the titles.
//    The page mirrors the picture in right-to-left languages (it is purely decorative).
//  - Campaign covers and tiles are composed symmetrically around the middle, so they read the
//    same in both directions and survive any crop (2:1 page cover, 4:3 box, round tile).
import type { MotifName, Palette } from '../dataset/types.ts';
import { MOTIF_BOUNDS } from './motif-bounds.ts';
import { motifColours } from './motif-colours.ts';
import {
  finish,
  floorForCentre,
  motifScale,
  placedObject,
  podium,
  studioDefs,
  sweep,
  sweepFrom,
} from './studio.ts';
import { lighten, mix, svgDocument } from './svg.ts';

export interface SceneInput {
  palette: Palette;
  /** Up to three motifs; the first is the largest. */
  motifs: readonly MotifName[];
}

export interface Piece {
  motif: MotifName;
  x: number;
  size: number;
  /** Hex the piece is drawn in. */
  fill: string;
  /** Top of the plinth it stands on; the floor when absent. */
  plinth?: { y: number; rx: number; depth: number };
  floor: number;
}

/** The palette's three product tones: deep, accent and between the two. */
const tones = (palette: Palette): string[] => [
  palette.deep,
  palette.accent,
  mix(palette.deep, palette.accent, 0.5),
];

function stage(
  width: number,
  height: number,
  paper: string,
  palette: Palette,
  light: { cx: number; cy: number; r: number; horizon: number },
  pieces: readonly Piece[],
): string {
  const defs: string[] = [studioDefs()];
  const body: string[] = [sweep(width, height, sweepFrom(paper), light)];
  const standTone = lighten(palette.mid, 0.4);
  pieces.forEach((piece, i) => {
    if (piece.plinth) {
      const { y, rx, depth } = piece.plinth;
      const stand = podium(String(i), piece.x, y, rx, depth, standTone);
      defs.push(stand.defs);
      body.push(stand.body);
    }
    const colours = motifColours(palette, piece.fill);
    const at = { x: piece.x, floor: piece.floor, size: piece.size };
    const object = placedObject(String(i), piece.motif, colours, at);
    defs.push(object.defs);
    body.push(object.body);
  });
  body.push(finish(width, height));
  return svgDocument(width, height, [`<defs>${defs.join('')}</defs>`, ...body].join('\n'));
}

/**
 * Pieces of a set centred on `cx`: the first motif on a tall plinth in the middle, the others
 * smaller on low plinths either side (the second motif on both sides if there are only two).
 */
function set(
  input: SceneInput,
  cx: number,
  centreY: number,
  size: number,
  spread: number,
): Piece[] {
  const [main = 'giftbox', left = main, right = left] = input.motifs;
  const [mainFill, sideFill, thirdFill] = tones(input.palette) as [string, string, string];
  const mainFloor = floorForCentre(main, size, centreY);
  const sideSize = size * 0.62;
  const sideFloor = mainFloor + size * 0.16;
  const sidePlinth = { y: sideFloor, rx: sideSize * 0.55, depth: size * 0.22 };
  return [
    {
      motif: left,
      x: cx - spread,
      size: sideSize,
      fill: sideFill,
      plinth: sidePlinth,
      floor: sideFloor,
    },
    {
      motif: right,
      x: cx + spread,
      size: sideSize,
      fill: input.motifs.length > 2 ? thirdFill : sideFill,
      plinth: sidePlinth,
      floor: sideFloor,
    },
    {
      motif: main,
      x: cx,
      size,
      fill: mainFill,
      plinth: { y: mainFloor, rx: size * 0.5, depth: size * 0.42 },
      floor: mainFloor,
    },
  ];
}

/** Where a piece reaches in the picture, plinth included. */
export function pieceExtent(piece: Piece): { left: number; right: number; top: number } {
  const { top, bottom, half } = MOTIF_BOUNDS[piece.motif];
  const scale = motifScale(piece.motif, piece.size);
  const reach = Math.max(half * scale, piece.plinth?.rx ?? 0);
  return {
    left: piece.x - reach,
    right: piece.x + reach,
    top: piece.floor - (bottom - top) * scale,
  };
}

/** The banner's set, in the end part of the picture. */
export const bannerSet = (input: SceneInput): Piece[] => set(input, 1200, 255, 300, 270);

/** 1600×600: the set at the end side, the start side kept calm for the titles and buttons. */
export function bannerSvg(input: SceneInput): string {
  const paper = mix(input.palette.light, input.palette.mid, 0.45);
  const light = { cx: 1200, cy: 250, r: 620, horizon: 430 };
  return stage(1600, 600, paper, input.palette, light, bannerSet(input));
}

/** The campaign cover's set, symmetric about the middle. */
export const coverSet = (input: SceneInput): Piece[] => set(input, 600, 150, 210, 245);

/** 1200×500 campaign cover: a symmetric set in the upper middle; the floor below stays calm for
 * the captions the home page's campaign boxes lay over it. */
export function campaignCoverSvg(input: SceneInput): string {
  const paper = mix(input.palette.light, input.palette.mid, 0.3);
  const light = { cx: 600, cy: 170, r: 520, horizon: 330 };
  return stage(1200, 500, paper, input.palette, light, coverSet(input));
}

export interface TileInput {
  palette: Palette;
  /** Paper colour of this tile. */
  paper: string;
  /** A parent shows its children's set; a child shows its one product. */
  layout: 'set' | 'sweep' | 'plinth';
  motifs: readonly MotifName[];
  /** Colour of a single product. */
  fill: string;
}

/** 600×600 category tile; the subject stays inside the circle the home page crops it to. */
export function categoryTileSvg(tile: TileInput): string {
  const light = { cx: 300, cy: 250, r: 380, horizon: 390 };
  if (tile.layout === 'set') {
    const pieces = set({ palette: tile.palette, motifs: tile.motifs }, 300, 270, 220, 165);
    return stage(600, 600, tile.paper, tile.palette, light, pieces);
  }
  const motif = tile.motifs[0] ?? 'giftbox';
  const size = tile.layout === 'plinth' ? 260 : 320;
  const floor = floorForCentre(motif, size, tile.layout === 'plinth' ? 270 : 300);
  const plinth = tile.layout === 'plinth' ? { y: floor, rx: 170, depth: 90 } : undefined;
  const piece: Piece = { motif, x: 300, size, fill: tile.fill, floor, ...(plinth && { plinth }) };
  return stage(600, 600, tile.paper, tile.palette, light, [piece]);
}
