// The "Bazaar" wordmark, payment method logos and the fallback product picture.
import { escapeXml, FONT_STACK, linearGradient, svgDocument, wrapText } from './svg.ts';

const SAFFRON = '#E8891C';
const MAROON = '#8C2F39';
const INK = '#3A2418';

export function logoSvg(): string {
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="0" cy="-20" rx="8" ry="18" fill="${i % 2 ? MAROON : SAFFRON}" transform="rotate(${i * 45})"/>`,
  ).join('');
  const body = [
    `<g transform="translate(48 48)">${petals}<circle r="11" fill="#F6C453"/></g>`,
    `<text x="98" y="66" font-family="${FONT_STACK}" font-size="52" font-weight="700" letter-spacing="1" fill="${INK}">Bazaar</text>`,
    `<rect x="100" y="78" width="176" height="4" rx="2" fill="${SAFFRON}"/>`,
  ].join('\n');
  return svgDocument(300, 96, body, 'Bazaar');
}

type PaymentKind = 'card' | 'wallet' | 'cash';

const ICONS: Record<PaymentKind, string> = {
  card: `<rect x="18" y="34" width="92" height="60" rx="8" fill="url(#g)"/><rect x="18" y="46" width="92" height="10" fill="#1B2A4A"/><rect x="28" y="66" width="18" height="14" rx="3" fill="#F6C453"/><rect x="56" y="74" width="44" height="5" rx="2" fill="#FFFFFF" opacity="0.8"/>`,
  wallet: `<rect x="18" y="36" width="92" height="62" rx="10" fill="url(#g)"/><path d="M110 52 L80 52 Q70 52 70 62 L70 72 Q70 82 80 82 L110 82 Z" fill="#0E5E5A"/><circle cx="84" cy="67" r="5" fill="#F6C453"/><rect x="28" y="26" width="60" height="14" rx="4" fill="#F6C453" transform="rotate(-8 58 33)"/>`,
  cash: `<rect x="14" y="40" width="100" height="56" rx="6" fill="url(#g)"/><circle cx="64" cy="68" r="16" fill="none" stroke="#FFFFFF" stroke-width="3"/><text x="64" y="75" text-anchor="middle" font-family="${FONT_STACK}" font-size="20" font-weight="700" fill="#FFFFFF">₹</text><circle cx="28" cy="52" r="4" fill="#FFFFFF" opacity="0.7"/><circle cx="100" cy="84" r="4" fill="#FFFFFF" opacity="0.7"/>`,
};

const GRADIENTS: Record<PaymentKind, [string, string]> = {
  card: ['#3B5BDB', '#1C2A6B'],
  wallet: ['#1B9C92', '#0E5E5A'],
  cash: ['#3FA34D', '#1E6B2B'],
};

function captionLines(caption: string): string {
  const lines = wrapText(caption, 9, 2);
  const top = lines.length === 1 ? 72 : 60;
  return lines
    .map(
      (line, i) =>
        `<text x="126" y="${top + i * 24}" font-family="${FONT_STACK}" font-size="20" font-weight="600" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** 240×128 white tile with an icon and a short caption. */
export function paymentLogoSvg(kind: PaymentKind, caption: string): string {
  const [from, to] = GRADIENTS[kind];
  const body = [
    `<defs>${linearGradient('g', from, to)}</defs>`,
    `<rect x="1" y="1" width="238" height="126" rx="14" fill="#FFFFFF" stroke="#E3DED6" stroke-width="2"/>`,
    ICONS[kind],
    captionLines(caption),
  ].join('\n');
  return svgDocument(240, 128, body, caption);
}

/** Shown by the web app when a product has no picture. */
export function placeholderSvg(): string {
  const body = [
    `<defs>${linearGradient('bg', '#F5F2EC', '#E2DCD1')}</defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/>`,
    `<g transform="translate(400 380)" fill="none" stroke="#B9AE9C" stroke-width="10" stroke-linejoin="round">`,
    `<path d="M-120 -60 L120 -60 L140 160 L-140 160 Z"/><path d="M-60 -60 Q-60 -150 0 -150 Q60 -150 60 -60"/></g>`,
  ].join('\n');
  return svgDocument(800, 800, body, 'Bazaar');
}
