// The photo studio every generated picture is shot in: a seamless paper sweep lit from above,
// light falloff towards the edges, objects standing on the floor with a contact shadow and a
// soft cast shadow, shading across each object and a fine film grain over the whole frame.
// Filters and gradients are defined once per picture and reused, which keeps files small.
import type { MotifName } from '../dataset/types.ts';
import { MOTIF_BOUNDS } from './motif-bounds.ts';
import type { MotifColours } from './motif-colours.ts';
import { MOTIFS } from './motifs.ts';
import { darken, lighten, mix } from './svg.ts';

export interface SweepColours {
  /** Paper at the top of the frame, where the light has fallen off. */
  wall: string;
  /** Paper at the curve behind the subject: the brightest band. */
  curve: string;
  /** Floor nearest the camera. */
  floor: string;
}

/** The sweep's tones from a base paper colour. */
export function sweepFrom(paper: string): SweepColours {
  return { wall: darken(paper, 0.1), curve: lighten(paper, 0.45), floor: darken(paper, 0.04) };
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * Filters and gradients the other helpers refer to by id: `sil` (white silhouette, for masks),
 * `cast` (blurred dark silhouette), `contact`, `shade` (light from the top start corner),
 * `vig` (vignette) and `grain`.
 */
export function studioDefs(): string {
  return [
    `<filter id="sil"><feFlood flood-color="#FFF"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
    `<filter id="cast" x="-30%" y="-30%" width="160%" height="160%"><feFlood flood-color="#1A1208" flood-opacity="0.55"/><feComposite in2="SourceAlpha" operator="in"/><feGaussianBlur stdDeviation="14"/></filter>`,
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`,
    `<radialGradient id="contact"><stop offset="0" stop-color="#120C06" stop-opacity="0.55"/><stop offset="0.55" stop-color="#120C06" stop-opacity="0.2"/><stop offset="1" stop-color="#120C06" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0.8" y2="1"><stop offset="0" stop-color="#FFF" stop-opacity="0.5"/><stop offset="0.35" stop-color="#FFF" stop-opacity="0.06"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>`,
    `<pattern id="weave" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 1H4M1 0V4" stroke="#000" stroke-width="0.9" stroke-opacity="0.5"/><path d="M0 3H4M3 0V4" stroke="#FFF" stroke-width="0.9" stroke-opacity="0.5"/></pattern>`,
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`,
  ].join('');
}

/**
 * The paper: one vertical gradient (wall → bright curve at `horizon` → floor), a pool of light
 * on the floor under the subject and a spotlight behind it at (`cx`, `cy`).
 */
export function sweep(
  width: number,
  height: number,
  colours: SweepColours,
  light: { cx: number; cy: number; r: number; horizon: number },
): string {
  const h = light.horizon / height;
  return [
    `<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.wall}"/><stop offset="${num(h * 0.55)}" stop-color="${mix(colours.wall, colours.curve, 0.55)}"/><stop offset="${num(h)}" stop-color="${colours.curve}"/><stop offset="1" stop-color="${colours.floor}"/></linearGradient>`,
    `<radialGradient id="spot" gradientUnits="userSpaceOnUse" cx="${num(light.cx)}" cy="${num(light.cy)}" r="${num(light.r)}"><stop offset="0" stop-color="#FFF" stop-opacity="0.6"/><stop offset="0.5" stop-color="#FFF" stop-opacity="0.22"/><stop offset="1" stop-color="#FFF" stop-opacity="0"/></radialGradient>`,
    `<rect width="${width}" height="${height}" fill="url(#paper)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
    `<ellipse cx="${num(light.cx)}" cy="${num(light.horizon + (height - light.horizon) * 0.45)}" rx="${num(light.r * 0.85)}" ry="${num((height - light.horizon) * 0.5)}" fill="url(#spot)" opacity="0.7"/>`,
  ].join('');
}

/** Vignette and film grain, drawn last over everything. */
export function finish(width: number, height: number, grain = 0.22): string {
  return [
    `<rect width="${width}" height="${height}" fill="url(#vig)"/>`,
    `<rect width="${width}" height="${height}" filter="url(#grain)" opacity="${grain}" style="mix-blend-mode:overlay"/>`,
  ].join('');
}

/** Drawings of cloth, which get a woven texture over their colours. */
const TEXTILES = new Set<MotifName>(['kurta', 'shirt', 'saree', 'jeans', 'cushion', 'jutti']);

export interface Placement {
  /** Centre of the object's footprint. */
  x: number;
  /** Floor line the object stands on. */
  floor: number;
  /** Height (or width, if wider) the object is drawn at. */
  size: number;
  /** Extra turn in degrees (close-ups). */
  rotate?: number;
}

/** Scale that draws `motif` at `size` (its height, or its width if much wider). */
export function motifScale(motif: MotifName, size: number): number {
  const { top, bottom, half } = MOTIF_BOUNDS[motif];
  return size / Math.max(bottom - top, half * 2 * 0.78);
}

/** Floor line that puts the middle of `motif`, drawn at `size`, at height `centre`. */
export function floorForCentre(motif: MotifName, size: number, centre: number): number {
  const { top, bottom } = MOTIF_BOUNDS[motif];
  return centre + ((bottom - top) / 2) * motifScale(motif, size);
}

/**
 * One object standing on the floor: its drawing (defined once, `<use>`d three times), a blurred
 * cast shadow falling back and away from the light, a contact shadow and a shading overlay
 * masked to its silhouette. `key` makes the ids unique when a picture holds several objects.
 */
export function placedObject(
  key: string,
  motif: MotifName,
  colours: MotifColours,
  at: Placement,
): { defs: string; body: string } {
  const { top, bottom, half } = MOTIF_BOUNDS[motif];
  const scale = motifScale(motif, at.size);
  const id = `o${key}`;
  // Shadow on the floor behind the object: flipped about the base, squashed and leaned away.
  const lean = 0.38;
  const squash = 0.1;
  const castMatrix = `matrix(1 0 ${-lean} ${-squash} ${num(lean * bottom)} ${num(bottom * (1 + squash))})`;
  const turn = at.rotate ? ` rotate(${at.rotate} 0 ${num((top + bottom) / 2)})` : '';
  const defs = [
    // The drawings are written indented for reading; the file needs none of that whitespace.
    `<g id="${id}">${MOTIFS[motif](colours).replace(/>\s+</g, '><').trim()}</g>`,
    `<mask id="m${key}" maskUnits="userSpaceOnUse" x="${-half - 40}" y="${top - 40}" width="${half * 2 + 80}" height="${bottom - top + 80}"><use href="#${id}" filter="url(#sil)"/></mask>`,
  ].join('');
  const body = [
    `<g transform="translate(${num(at.x)} ${num(at.floor - bottom * scale)}) scale(${num(scale)})${turn}">`,
    `<use href="#${id}" filter="url(#cast)" transform="${castMatrix}" opacity="0.5"/>`,
    `<ellipse cx="0" cy="${bottom}" rx="${num(half * 0.95)}" ry="${num(Math.max(10, half * 0.12))}" fill="url(#contact)"/>`,
    `<use href="#${id}"/>`,
    `<rect x="${-half - 20}" y="${top - 20}" width="${half * 2 + 40}" height="${bottom - top + 40}" fill="url(#shade)" mask="url(#m${key})"/>`,
    TEXTILES.has(motif)
      ? `<rect x="${-half - 20}" y="${top - 20}" width="${half * 2 + 40}" height="${bottom - top + 40}" fill="url(#weave)" opacity="0.1" mask="url(#m${key})"/>`
      : '',
    `</g>`,
  ].join('');
  return { defs, body };
}

/** A round plinth whose top ellipse is centred at (x, y): a product stand seen slightly from above. */
export function podium(
  key: string,
  x: number,
  y: number,
  rx: number,
  depth: number,
  tone: string,
): { defs: string; body: string } {
  const ry = rx * 0.17;
  const defs = [
    `<linearGradient id="pb${key}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(tone, 0.2)}"/><stop offset="0.35" stop-color="${lighten(tone, 0.25)}"/><stop offset="0.7" stop-color="${tone}"/><stop offset="1" stop-color="${darken(tone, 0.28)}"/></linearGradient>`,
    `<linearGradient id="pt${key}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${lighten(tone, 0.5)}"/><stop offset="1" stop-color="${lighten(tone, 0.15)}"/></linearGradient>`,
  ].join('');
  const body = [
    `<ellipse cx="${num(x)}" cy="${num(y + depth)}" rx="${num(rx * 1.08)}" ry="${num(ry * 1.4)}" fill="url(#contact)"/>`,
    `<path d="M${num(x - rx)} ${num(y)} L${num(x - rx)} ${num(y + depth)} A${num(rx)} ${num(ry)} 0 0 0 ${num(x + rx)} ${num(y + depth)} L${num(x + rx)} ${num(y)} Z" fill="url(#pb${key})"/>`,
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#pt${key})"/>`,
  ].join('');
  return { defs, body };
}
