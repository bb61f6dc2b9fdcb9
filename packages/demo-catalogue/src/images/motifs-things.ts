// Accessories, home decor and digital goods, drawn around (0, 0) within about ±180 units.
import { darken, lighten } from './svg.ts';
import { pair, shape } from './motif-colours.ts';
import type { Motif, MotifColours } from './motif-colours.ts';

const shine = (d: string, width = 8): string =>
  `<path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="${width}" stroke-linecap="round" opacity="0.4"/>`;

export const handbag: Motif = (c) => `
  <path d="M-80 -30 C-80 -172 80 -172 80 -30" fill="none" stroke="${darken(c.fill, 0.25)}" stroke-width="16"/>
  <circle cx="-80" cy="-30" r="11" fill="none" stroke="${c.metal}" stroke-width="5"/>
  <circle cx="80" cy="-30" r="11" fill="none" stroke="${c.metal}" stroke-width="5"/>
  <path d="M-160 -30 L160 -30 L140 160 Q138 170 128 170 L-128 170 Q-138 170 -140 160 Z" ${shape(c.fill, c)}/>
  <path d="M-160 -30 L160 -30 L150 50 Q0 92 -150 50 Z" ${shape(darken(c.fill, 0.1), c)}/>
  <path d="M-138 36 Q0 74 138 36" fill="none" stroke="${lighten(c.fill, 0.35)}" stroke-width="3" stroke-dasharray="8 6"/>
  <rect x="-18" y="50" width="36" height="30" rx="6" ${shape(c.metal, c, 3)}/>`;

export const watch: Motif = (c) => {
  const markers = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="-3" y="-84" width="6" height="${i % 3 === 0 ? 18 : 10}" fill="#2B2B2B" transform="rotate(${i * 30})"/>`,
  ).join('');
  return `
    <rect x="-52" y="-192" width="104" height="104" rx="14" ${shape(c.fill, c)}/>
    <rect x="-52" y="88" width="104" height="104" rx="14" ${shape(c.fill, c)}/>
    ${[120, 145, 170].map((y) => `<circle cx="0" cy="${y}" r="5" fill="${darken(c.fill, 0.4)}"/>`).join('')}
    <rect x="104" y="-13" width="20" height="26" rx="4" ${shape(c.metal, c, 3)}/>
    <circle r="108" ${shape(c.metal, c)}/>
    <circle r="92" fill="#FBF8F1" stroke="${darken(c.metal, 0.2)}" stroke-width="4"/>
    ${markers}
    <rect x="-4" y="-50" width="8" height="54" rx="4" fill="#2B2B2B" transform="rotate(-60)"/>
    <rect x="-3" y="-76" width="6" height="80" rx="3" fill="#2B2B2B" transform="rotate(50)"/>
    <rect x="-1.5" y="-80" width="3" height="96" fill="${c.detail}" transform="rotate(160)"/>
    <circle r="7" fill="${c.metal}"/>
    ${shine('M-60 -60 Q-30 -86 10 -88', 6)}`;
};

const jhumkaSingle = (c: MotifColours): string => `
  <path d="M0 -178 Q26 -178 26 -152 Q26 -130 0 -128" fill="none" stroke="${c.metal}" stroke-width="5"/>
  <circle cx="0" cy="-112" r="20" fill="${c.detail}" stroke="${c.metal}" stroke-width="7"/>
  <rect x="-5" y="-92" width="10" height="26" fill="${c.metal}"/>
  <path d="M-72 40 Q-72 -58 0 -70 Q72 -58 72 40 Z" ${shape(c.metal, c)}/>
  <path d="M-50 20 Q-48 -40 0 -50" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.35"/>
  ${[-54, -27, 0, 27, 54].map((x) => `<circle cx="${x}" cy="28" r="6" fill="${c.detail}"/>`).join('')}
  ${[-60, -40, -20, 0, 20, 40, 60].map((x) => `<path d="M${x} 40 L${x} 70" stroke="${c.metal}" stroke-width="3"/><circle cx="${x}" cy="78" r="8" fill="#F8F3E6" stroke="${c.stroke}" stroke-width="2"/>`).join('')}`;

export const jhumka: Motif = (c) => pair(jhumkaSingle(c), 88, 0.9);

export const wallet: Motif = (c) => `
  <rect x="-120" y="-136" width="170" height="110" rx="10" fill="#FFFFFF" stroke="#9AA3AD" stroke-width="3"/>
  <rect x="-120" y="-112" width="170" height="18" fill="${c.metal}"/>
  <rect x="-160" y="-96" width="320" height="200" rx="18" ${shape(c.fill, c)}/>
  <rect x="-144" y="-80" width="288" height="168" rx="12" fill="none" stroke="${lighten(c.fill, 0.35)}" stroke-width="3" stroke-dasharray="8 6"/>
  <path d="M160 -40 L90 -40 Q70 -40 70 -20 L70 30 Q70 50 90 50 L160 50" ${shape(darken(c.fill, 0.12), c)}/>
  <circle cx="98" cy="5" r="10" ${shape(c.metal, c, 3)}/>
  <circle cx="-104" cy="54" r="20" fill="none" stroke="${darken(c.fill, 0.25)}" stroke-width="3"/>`;

const lens = (c: MotifColours): string => `
  <path d="M-176 -44 L-36 -44 Q-24 -44 -28 -28 L-40 40 Q-48 72 -92 72 L-130 72 Q-172 72 -176 30 Z" fill="#2A2D33" stroke="${c.fill}" stroke-width="12" stroke-linejoin="round"/>
  <path d="M-150 -20 L-110 -20 L-140 40 Z" fill="#FFFFFF" opacity="0.18"/>
  <path d="M-176 -40 L-196 -48" stroke="${c.fill}" stroke-width="10" stroke-linecap="round"/>`;

export const sunglasses: Motif = (c) => `
  <path d="M-30 -30 Q0 -52 30 -30" fill="none" stroke="${c.fill}" stroke-width="10"/>
  ${lens(c)}<g transform="scale(-1 1)">${lens(c)}</g>`;

export const vase: Motif = (c) => `
  <path d="M-10 -150 Q-60 -190 -110 -170 M10 -150 Q40 -200 90 -185 M0 -150 L0 -200" fill="none" stroke="#5C8A4A" stroke-width="5"/>
  <ellipse cx="-70" cy="-182" rx="22" ry="10" fill="#5C8A4A" transform="rotate(-20 -70 -182)"/>
  <ellipse cx="60" cy="-194" rx="22" ry="10" fill="#5C8A4A" transform="rotate(15 60 -194)"/>
  <circle cx="-112" cy="-170" r="14" fill="${c.detail}"/><circle cx="92" cy="-186" r="14" fill="${c.detail}"/><circle cx="0" cy="-204" r="14" fill="${c.metal}"/>
  <path d="M-45 -165 L45 -165 L40 -138 Q122 -80 116 20 Q110 120 60 172 L-60 172 Q-110 120 -116 20 Q-122 -80 -40 -138 Z" ${shape(c.fill, c)}/>
  <ellipse cx="0" cy="-165" rx="45" ry="10" fill="${darken(c.fill, 0.3)}"/>
  <path d="M-112 -10 Q0 10 112 -10 M-108 70 Q0 90 108 70" fill="none" stroke="${c.detail}" stroke-width="9"/>
  ${[-70, -35, 0, 35, 70].map((x) => `<circle cx="${x}" cy="${32 + Math.abs(x) * 0.05}" r="7" fill="${c.light}"/>`).join('')}
  ${shine('M-76 -60 Q-96 20 -72 110')}`;

export const lamp: Motif = (c) => `
  <rect x="-10" y="-40" width="20" height="150" fill="${c.metal}" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M-90 172 Q-90 106 0 106 Q90 106 90 172 Z" ${shape(darken(c.fill, 0.1), c)}/>
  <ellipse cx="0" cy="-38" rx="46" ry="9" fill="#FFE39A"/>
  <path d="M-112 -40 L112 -40 L72 -172 L-72 -172 Z" ${shape(c.fill, c)}/>
  ${[-60, -30, 0, 30, 60].map((x) => `<path d="M${x * 0.62} -170 L${x} -42" stroke="${lighten(c.fill, 0.3)}" stroke-width="3" opacity="0.6"/>`).join('')}
  <path d="M-112 -40 L112 -40" stroke="${c.detail}" stroke-width="8"/>`;

export const cushion: Motif = (c) => {
  const tassel = (x: number, y: number) =>
    `<path d="M${x} ${y} L${x * 1.12} ${y * 1.12}" stroke="${c.detail}" stroke-width="5"/><ellipse cx="${x * 1.16}" cy="${y * 1.16}" rx="9" ry="14" fill="${c.detail}" transform="rotate(${x * y > 0 ? -45 : 45} ${x * 1.16} ${y * 1.16})"/>`;
  return `
    ${tassel(-148, -148)}${tassel(148, -148)}${tassel(-148, 148)}${tassel(148, 148)}
    <path d="M-150 -150 Q0 -124 150 -150 Q124 0 150 150 Q0 124 -150 150 Q-124 0 -150 -150 Z" ${shape(c.fill, c)}/>
    <path d="M0 -92 L92 0 L0 92 L-92 0 Z" fill="none" stroke="${c.detail}" stroke-width="8"/>
    <path d="M0 -52 L52 0 L0 52 L-52 0 Z" fill="${lighten(c.fill, 0.25)}" stroke="${c.light}" stroke-width="3"/>
    <circle r="18" fill="${c.detail}"/>
    ${[
      [-96, -96],
      [96, -96],
      [-96, 96],
      [96, 96],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${c.light}" opacity="0.8"/>`)
      .join('')}`;
};

export const frame: Motif = (c) => `
  <path d="M-60 -176 L0 -206 L60 -176" fill="none" stroke="#6B5B4B" stroke-width="3"/>
  <rect x="-150" y="-176" width="300" height="352" ${shape(c.metal, c)}/>
  <rect x="-126" y="-152" width="252" height="304" fill="#FBF6EC"/>
  <rect x="-100" y="-126" width="200" height="252" fill="${lighten(c.fill, 0.65)}"/>
  <circle cx="40" cy="-60" r="30" fill="${c.detail}"/>
  <path d="M-100 126 L-100 20 Q-40 -44 10 30 Q60 -12 100 40 L100 126 Z" fill="${c.fill}"/>
  <path d="M-100 126 L-100 76 Q0 40 100 86 L100 126 Z" fill="${darken(c.fill, 0.2)}"/>`;

export const candle: Motif = (c) => `
  <path d="M-65 -102 Q-36 -64 -65 -30 Q-94 -64 -65 -102 Z" fill="#F6A623"/>
  <path d="M-65 -78 Q-54 -58 -65 -38 Q-76 -58 -65 -78 Z" fill="#FFE08A"/>
  <path d="M-65 -30 L-65 -14" stroke="#3B3B3B" stroke-width="4"/>
  <rect x="-140" y="-14" width="150" height="180" rx="16" ${shape(c.metal, c)}/>
  <ellipse cx="-65" cy="-14" rx="75" ry="12" fill="#FBF3E4" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M-140 60 L10 60" stroke="${darken(c.metal, 0.25)}" stroke-width="6"/>
  ${[
    [60, -170],
    [92, -182],
    [124, -168],
    [150, -150],
  ]
    .map(([x, y]) => `<path d="M96 24 L${x} ${y}" stroke="#8B6B4A" stroke-width="4"/>`)
    .join('')}
  <rect x="42" y="22" width="108" height="144" rx="20" ${shape(c.fill, c)} fill-opacity="0.85"/>
  <rect x="78" y="8" width="36" height="18" fill="${c.metal}"/>
  ${shine('M58 50 L58 140')}`;

export const book: Motif = (c) => `
  <rect x="-124" y="-166" width="258" height="334" rx="8" fill="#FBF8F1" stroke="${c.stroke}" stroke-width="3"/>
  <rect x="-140" y="-176" width="256" height="340" rx="10" ${shape(c.fill, c)}/>
  <rect x="-140" y="-176" width="26" height="340" fill="${darken(c.fill, 0.25)}"/>
  <rect x="-88" y="-128" width="170" height="18" rx="4" fill="${c.light}"/>
  <rect x="-88" y="-98" width="120" height="10" rx="4" fill="${c.light}" opacity="0.7"/>
  <circle cx="-4" cy="36" r="52" fill="none" stroke="${c.metal}" stroke-width="6"/>
  ${[0, 45, 90, 135].map((a) => `<ellipse cx="-4" cy="36" rx="12" ry="40" fill="${c.metal}" opacity="0.55" transform="rotate(${a} -4 36)"/>`).join('')}
  <circle cx="104" cy="134" r="40" fill="${c.detail}" stroke="#FFFFFF" stroke-width="5"/>
  <path d="M104 112 L104 150 M88 136 L104 152 L120 136" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;

export const pattern: Motif = (c) => `
  <rect x="-150" y="-176" width="300" height="352" fill="#FFFFFF" stroke="#C9C4BA" stroke-width="3"/>
  ${[-120, -80, -40, 0, 40, 80, 120].map((x) => `<path d="M${x} -176 L${x} 176" stroke="#E6E1D8" stroke-width="2"/>`).join('')}
  ${[-140, -100, -60, -20, 20, 60, 100, 140].map((y) => `<path d="M-150 ${y} L150 ${y}" stroke="#E6E1D8" stroke-width="2"/>`).join('')}
  <path d="M-40 -130 Q0 -105 40 -130 L85 -112 L118 -36 L90 -22 L70 -62 L78 120 L-78 120 L-70 -62 L-90 -22 L-118 -36 L-85 -112 Z" fill="${lighten(c.fill, 0.8)}" stroke="${c.fill}" stroke-width="5" stroke-dasharray="12 7"/>
  <g transform="translate(100 146) rotate(-30)">
    <circle cx="-16" cy="12" r="10" fill="none" stroke="${c.detail}" stroke-width="5"/>
    <circle cx="16" cy="12" r="10" fill="none" stroke="${c.detail}" stroke-width="5"/>
    <path d="M-10 2 L12 -44 M10 2 L-12 -44" stroke="#6B6F76" stroke-width="5" stroke-linecap="round"/>
  </g>`;
