// 800×800 product picture: category gradient, decorative layer, motif and the product name.
import type { MotifName, Palette } from '../dataset/types.ts';
import { motifColours } from './motif-colours.ts';
import { MOTIFS } from './motifs.ts';
import { escapeXml, FONT_STACK, linearGradient, mix, svgDocument, wrapText } from './svg.ts';

export interface ProductImageInput {
  name: string;
  brand: string;
  motif: MotifName;
  palette: Palette;
  /** Hex of the colour this picture shows, if any. */
  tint?: string;
  /** 0 hero, 1 patterned backdrop, 2 close-up. */
  variant: number;
}

function backdrop(palette: Palette, variant: number): string {
  if (variant === 1) {
    const dots: string[] = [];
    for (let y = 40; y < 620; y += 56) {
      for (let x = 40 + ((y / 56) % 2) * 28; x < 800; x += 56) {
        dots.push(`<circle cx="${x}" cy="${y}" r="4" fill="${palette.accent}" opacity="0.14"/>`);
      }
    }
    return dots.join('');
  }
  if (variant === 2) {
    return [520, 420, 320]
      .map(
        (r) =>
          `<circle cx="620" cy="180" r="${r}" fill="none" stroke="${palette.accent}" stroke-width="2" opacity="0.16"/>`,
      )
      .join('');
  }
  return `<circle cx="400" cy="320" r="290" fill="url(#glow)"/>`;
}

export function productImageSvg(input: ProductImageInput): string {
  const { palette, variant } = input;
  const top = input.tint ? mix(palette.light, input.tint, 0.1) : palette.light;
  const bottom = input.tint ? mix(palette.mid, input.tint, 0.18) : palette.mid;
  const colours = motifColours(palette, input.tint);
  const placement =
    variant === 2
      ? 'translate(420 330) rotate(-8) scale(1.45)'
      : `translate(400 ${variant === 1 ? 320 : 310}) scale(1.25)`;
  const lines = wrapText(input.name, 28, 2);
  const firstLine = lines.length === 1 ? 722 : 706;
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${firstLine + i * 46}" text-anchor="middle" font-family="${FONT_STACK}" font-size="38" font-weight="600" fill="${palette.ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const body = [
    `<defs>${linearGradient('bg', top, bottom, variant === 1 ? 'vertical' : 'diagonal')}`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.6"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/>`,
    backdrop(palette, variant),
    `<ellipse cx="400" cy="566" rx="180" ry="18" fill="#000000" opacity="0.08"/>`,
    `<g transform="${placement}">${MOTIFS[input.motif](colours)}</g>`,
    `<rect y="618" width="800" height="182" fill="#FFFFFF" opacity="0.62"/>`,
    `<text x="400" y="664" text-anchor="middle" font-family="${FONT_STACK}" font-size="18" letter-spacing="5" fill="${palette.ink}" opacity="0.7">${escapeXml(input.brand.toUpperCase())}</text>`,
    text,
  ].join('\n');
  return svgDocument(800, 800, input.name, body);
}
