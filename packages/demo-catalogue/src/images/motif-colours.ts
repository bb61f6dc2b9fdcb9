// The colours a motif is drawn with, derived from a product colour and its category palette.
import type { Palette } from '../dataset/types.ts';
import { darken, lighten, luminance } from './svg.ts';

export interface MotifColours {
  /** Main body colour: the product's colour or the category's deep tone. */
  fill: string;
  /** Outlines: a darker (or, on very dark fills, lighter) shade of fill. */
  stroke: string;
  /** Embroidery, borders and accents that must stand out from fill. */
  detail: string;
  /** Highlights and paper. */
  light: string;
  /** Brass, zari and hardware. */
  metal: string;
}

export type Motif = (c: MotifColours) => string;

export function motifColours(palette: Palette, tint?: string): MotifColours {
  const fill = tint ?? palette.deep;
  const dark = luminance(fill) < 0.18;
  const detail =
    Math.abs(luminance(palette.accent) - luminance(fill)) < 0.15
      ? lighten(fill, 0.65)
      : palette.accent;
  return {
    fill,
    stroke: dark ? lighten(fill, 0.22) : darken(fill, 0.22),
    detail,
    light: '#FFFDF8',
    metal: '#C9A227',
  };
}

/** Shared attribute string for a filled, outlined shape. */
export function shape(fill: string, c: MotifColours, width = 4): string {
  // Hairline seams, not cartoon outlines: the studio's shading gives the object its edges.
  return `fill="${fill}" stroke="${c.stroke}" stroke-width="${width * 0.5}" stroke-linejoin="round"`;
}

/** The same drawing twice, for pairs (earrings, sandals). */
export function pair(single: string, spread: number, scale: number): string {
  return [
    `<g transform="translate(${-spread} 0) rotate(-6) scale(${scale})">${single}</g>`,
    `<g transform="translate(${spread} 0) rotate(6) scale(${-scale} ${scale})">${single}</g>`,
  ].join('');
}
