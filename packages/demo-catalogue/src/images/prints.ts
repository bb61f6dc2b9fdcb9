// Printed cloth hung behind a product: a block-print lattice, repeated through one <pattern>
// and faded out towards the floor so the plinth stands in front of it.
import type { Palette } from '../dataset/types.ts';
import { darken, mix } from './svg.ts';

export function backdropPrint(palette: Palette, width: number, height: number): string {
  const ink = darken(mix(palette.accent, palette.deep, 0.4), 0.1);
  const flower = [0, 90]
    .map((a) => `<ellipse cx="36" cy="36" rx="4" ry="11" transform="rotate(${a} 36 36)"/>`)
    .join('');
  return [
    `<pattern id="print" width="72" height="72" patternUnits="userSpaceOnUse" patternTransform="rotate(45 ${width / 2} ${height / 2})">`,
    `<g fill="${ink}">${flower}<circle cx="0" cy="0" r="3"/><circle cx="72" cy="0" r="3"/><circle cx="0" cy="72" r="3"/><circle cx="72" cy="72" r="3"/></g>`,
    `<path d="M0 36 H72 M36 0 V72" stroke="${ink}" stroke-width="1" stroke-dasharray="2 5" fill="none"/>`,
    `</pattern>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF" stop-opacity="0.75"/><stop offset="0.8" stop-color="#FFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFF" stop-opacity="0"/></linearGradient>`,
    `<mask id="printFade"><rect width="${width}" height="${height}" fill="url(#fade)"/></mask>`,
    `<rect width="${width}" height="${height}" fill="url(#print)" opacity="0.3" mask="url(#printFade)"/>`,
  ].join('');
}
