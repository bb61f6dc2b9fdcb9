// 800×800 product picture, shot like a shop's placeholder photography: the product alone on a
// studio sweep, no words in the picture (the page prints the name, in the shopper's language).
// Three views: 0 hero on the sweep, 1 on a plinth before a printed-cloth backdrop, 2 close-up.
// Every view keeps the product in the middle of the frame, so any crop of the square keeps it.
import type { MotifName, Palette } from '../dataset/types.ts';
import { motifColours } from './motif-colours.ts';
import { backdropPrint } from './prints.ts';
import {
  finish,
  floorForCentre,
  placedObject,
  podium,
  studioDefs,
  sweep,
  sweepFrom,
} from './studio.ts';
import { darken, lighten, mix, svgDocument } from './svg.ts';

export interface ProductImageInput {
  motif: MotifName;
  palette: Palette;
  /** Hex of the colour this picture shows, if any. */
  tint?: string;
  /** 0 hero, 1 patterned backdrop, 2 close-up. */
  variant: number;
}

const SIZE = 800;

interface View {
  defs: string;
  body: string;
}

/** Paper tone: the category's light tone, warmed a little towards the product's colour. */
function paperTone(palette: Palette, tint: string | undefined): string {
  const base = mix(palette.light, palette.mid, 0.35);
  return tint ? mix(base, tint, 0.12) : base;
}

function hero(input: ProductImageInput): View {
  const size = 470;
  const floor = floorForCentre(input.motif, size, 395);
  const colours = motifColours(input.palette, input.tint);
  const object = placedObject('0', input.motif, colours, { x: 400, floor, size });
  const paper = sweepFrom(paperTone(input.palette, input.tint));
  const light = { cx: 400, cy: 360, r: 480, horizon: floor - 40 };
  return { defs: object.defs, body: sweep(SIZE, SIZE, paper, light) + object.body };
}

function onPlinth(input: ProductImageInput): View {
  const size = 400;
  const floor = floorForCentre(input.motif, size, 360);
  const stand = podium('0', 400, floor, 260, 120, lighten(input.palette.mid, 0.35));
  const colours = motifColours(input.palette, input.tint);
  const object = placedObject('1', input.motif, colours, { x: 400, floor, size });
  const paper = sweepFrom(lighten(paperTone(input.palette, input.tint), 0.2));
  const light = { cx: 400, cy: 330, r: 520, horizon: floor + 20 };
  return {
    defs: stand.defs + object.defs,
    body:
      sweep(SIZE, SIZE, paper, light) +
      backdropPrint(input.palette, SIZE, floor) +
      stand.body +
      object.body,
  };
}

/** Close-up: the object fills the frame, turned a little, the paper falling away behind it. */
function closeUp(input: ProductImageInput): View {
  const size = 600;
  const floor = floorForCentre(input.motif, size, 410);
  const colours = motifColours(input.palette, input.tint);
  const object = placedObject('2', input.motif, colours, { x: 400, floor, size, rotate: -7 });
  const paper = sweepFrom(darken(paperTone(input.palette, input.tint), 0.06));
  const light = { cx: 330, cy: 300, r: 560, horizon: floor - 60 };
  return { defs: object.defs, body: sweep(SIZE, SIZE, paper, light) + object.body };
}

export function productImageSvg(input: ProductImageInput): string {
  const view =
    input.variant === 1 ? onPlinth(input) : input.variant === 2 ? closeUp(input) : hero(input);
  const body = [`<defs>${studioDefs()}${view.defs}</defs>`, view.body, finish(SIZE, SIZE)];
  return svgDocument(SIZE, SIZE, body.join('\n'));
}
