// Clothes and shoes, drawn around (0, 0) within about ±180 units.
import { darken, lighten } from './svg.ts';
import { pair, shape } from './motif-colours.ts';
import type { Motif } from './motif-colours.ts';

const dots = (
  points: readonly (readonly [number, number])[],
  r: number,
  fill: string,
  opacity = 1,
): string =>
  points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`)
    .join('');

const grid = (xs: readonly number[], ys: readonly number[]): [number, number][] =>
  ys.flatMap((y, row) => xs.map((x): [number, number] => [x + (row % 2) * 18, y]));

export const kurta: Motif = (c) => `
  <path d="M-55 -165 Q0 -125 55 -165 L118 -142 L168 70 L132 80 L100 -40 L116 170 L-116 170 L-100 -40 L-132 80 L-168 70 L-118 -142 Z" ${shape(c.fill, c)}/>
  ${dots(grid([-72, -36, 0, 36], [-20, 25, 70, 115]), 5, c.light, 0.55)}
  <rect x="-114" y="138" width="228" height="16" fill="${c.detail}" opacity="0.9"/>
  <path d="M134 74 L166 64 M-134 74 L-166 64" stroke="${c.detail}" stroke-width="10"/>
  <path d="M112 110 L116 170 M-112 110 L-116 170" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M-55 -165 Q0 -112 55 -165" fill="none" stroke="${c.detail}" stroke-width="6"/>
  <path d="M0 -138 L0 -62" stroke="${c.stroke}" stroke-width="4"/>
  ${dots(
    [
      [0, -122],
      [0, -98],
      [0, -74],
    ],
    5,
    c.detail,
  )}`;

export const shirt: Motif = (c) => `
  <path d="M-50 -160 L-125 -130 L-175 -35 L-135 -12 L-100 -60 L-100 160 L100 160 L100 -60 L135 -12 L175 -35 L125 -130 L50 -160 Z" ${shape(c.fill, c)}/>
  <path d="M0 -120 L0 160" stroke="${c.stroke}" stroke-width="3"/>
  <rect x="-82" y="-70" width="52" height="56" rx="4" fill="none" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M-50 -160 L0 -120 L-18 -90 L-64 -138 Z M50 -160 L0 -120 L18 -90 L64 -138 Z" ${shape(lighten(c.fill, 0.15), c, 3)}/>
  <path d="M-135 -12 L-175 -35 M135 -12 L175 -35" stroke="${c.stroke}" stroke-width="8"/>
  ${dots(
    [
      [0, -78],
      [0, -30],
      [0, 18],
      [0, 66],
      [0, 114],
    ],
    5,
    c.light,
  )}`;

export const saree: Motif = (c) => {
  const layer = (y: number, inset: number, tone: string) => `
    <rect x="${-160 + inset}" y="${y}" width="${320 - inset * 2}" height="70" rx="10" ${shape(tone, c)}/>
    <rect x="${-160 + inset}" y="${y + 46}" width="${320 - inset * 2}" height="14" fill="${c.metal}"/>
    ${dots(grid([-100 + inset, -50, 0, 50, 100 - inset], [y + 22]), 5, c.metal, 0.8)}`;
  return `
    ${layer(60, 0, darken(c.fill, 0.12))}${layer(-10, 10, c.fill)}${layer(-80, 20, lighten(c.fill, 0.12))}
    <path d="M140 -45 Q175 -20 160 40 Q150 90 170 140" fill="none" stroke="${c.metal}" stroke-width="5"/>
    ${dots(
      [
        [170, 148],
        [162, 160],
        [176, 162],
      ],
      7,
      c.detail,
    )}`;
};

export const jeans: Motif = (c) => `
  <path d="M-105 -165 L105 -165 L122 170 L30 170 L0 -40 L-30 170 L-122 170 Z" ${shape(c.fill, c)}/>
  <rect x="-105" y="-165" width="210" height="26" ${shape(darken(c.fill, 0.15), c, 3)}/>
  <circle cx="0" cy="-152" r="7" fill="${c.metal}"/>
  <path d="M0 -139 L0 -62 Q0 -42 -22 -42" fill="none" stroke="${c.metal}" stroke-width="3" stroke-dasharray="7 5"/>
  <path d="M-96 -139 Q-62 -88 -30 -139 M96 -139 Q62 -88 30 -139" fill="none" stroke="${c.metal}" stroke-width="3" stroke-dasharray="7 5"/>
  <path d="M-118 150 L-34 150 M34 150 L118 150" stroke="${c.metal}" stroke-width="3" stroke-dasharray="7 5"/>
  <path d="M-80 -165 L-80 -139 M80 -165 L80 -139" stroke="${c.stroke}" stroke-width="6"/>`;

export const jutti: Motif = (c) => `
  <path d="M-160 75 L130 75 Q170 72 182 48 L188 60 Q176 96 130 96 L-150 96 Q-172 92 -160 75 Z" ${shape(darken(c.fill, 0.45), c)}/>
  <path d="M-165 62 Q-170 -8 -120 -20 L-40 -28 Q40 -28 100 10 Q150 36 185 18 Q198 14 192 34 Q172 72 122 78 L-150 78 Q-166 74 -165 62 Z" ${shape(c.fill, c)}/>
  <ellipse cx="-92" cy="-18" rx="62" ry="11" fill="${darken(c.fill, 0.45)}"/>
  <path d="M-30 -24 Q40 -20 98 14" fill="none" stroke="${c.metal}" stroke-width="6" stroke-dasharray="2 9" stroke-linecap="round"/>
  ${dots(
    [
      [30, 22],
      [48, 16],
      [40, 36],
      [60, 34],
      [18, 40],
    ],
    7,
    c.metal,
  )}
  ${dots(
    [
      [-10, 30],
      [-40, 34],
      [-70, 36],
      [-100, 38],
    ],
    5,
    c.detail,
  )}`;

export const sneaker: Motif = (c) => `
  <path d="M-178 40 L182 40 Q188 70 160 80 L-160 80 Q-184 74 -178 40 Z" ${shape(c.light, c)}/>
  <path d="M-170 60 L176 60" stroke="${c.detail}" stroke-width="5"/>
  <path d="M-170 42 Q-174 -40 -122 -50 L-72 -56 Q-40 -112 10 -96 L42 -60 Q110 -30 165 0 Q186 16 180 42 Z" ${shape(c.fill, c)}/>
  <path d="M118 -18 Q168 4 180 42 L118 42 Z" fill="${lighten(c.fill, 0.2)}" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M-126 16 Q-20 -6 96 -30" fill="none" stroke="${c.detail}" stroke-width="12" stroke-linecap="round"/>
  <path d="M-16 -84 L6 -66 M0 -92 L22 -74 M16 -98 L38 -80 M32 -100 L54 -82" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>
  <ellipse cx="-102" cy="-50" rx="28" ry="8" fill="${darken(c.fill, 0.4)}"/>`;

export const oxford: Motif = (c) => `
  <path d="M-175 30 L178 40 Q182 54 165 56 L-95 56 L-100 82 L-165 82 L-172 56 Z" ${shape(darken(c.fill, 0.5), c)}/>
  <path d="M-170 32 Q-176 -40 -120 -46 L-60 -46 Q-20 -82 40 -56 Q120 -26 176 10 Q190 26 176 40 Z" ${shape(c.fill, c)}/>
  <path d="M108 -30 Q92 10 120 42" fill="none" stroke="${c.stroke}" stroke-width="3"/>
  ${dots(
    [
      [104, -18],
      [101, -4],
      [102, 10],
      [107, 24],
      [114, 36],
    ],
    3,
    c.stroke,
  )}
  <path d="M-30 -58 L10 -40 M-22 -66 L18 -48 M-14 -72 L26 -54" stroke="${darken(c.fill, 0.5)}" stroke-width="4" stroke-linecap="round"/>
  <path d="M-140 -20 Q-60 -30 20 -20" fill="none" stroke="#FFFFFF" stroke-width="8" opacity="0.25" stroke-linecap="round"/>`;

const kolhapuriSingle = (c: Parameters<Motif>[0]): string => `
  <path d="M0 -175 C70 -175 85 -90 75 -20 C68 40 85 110 60 160 C40 190 -40 190 -60 160 C-85 110 -68 40 -75 -20 C-85 -90 -70 -175 0 -175 Z" ${shape(c.fill, c)}/>
  <path d="M0 -150 C55 -150 66 -84 58 -20 C52 36 66 100 46 140 C30 164 -30 164 -46 140 C-66 100 -52 36 -58 -20 C-66 -84 -55 -150 0 -150 Z" fill="none" stroke="${c.stroke}" stroke-width="3" stroke-dasharray="6 6"/>
  <path d="M-78 -42 Q0 -68 78 -42 L76 12 Q0 -14 -76 12 Z" ${shape(darken(c.fill, 0.2), c)}/>
  <path d="M-60 -30 L-45 -10 L-30 -34 L-15 -14 L0 -38 L15 -14 L30 -34 L45 -10 L60 -30" fill="none" stroke="${c.metal}" stroke-width="4"/>
  <circle cx="-22" cy="-128" r="15" fill="none" stroke="${darken(c.fill, 0.25)}" stroke-width="7"/>
  <circle cx="-84" cy="-14" r="11" fill="${c.detail}"/>`;

export const kolhapuri: Motif = (c) => pair(kolhapuriSingle(c), 88, 0.82);
