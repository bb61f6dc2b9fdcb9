// Fragrance and cosmetics, drawn around (0, 0) within about ±180 units.
import { darken, lighten } from './svg.ts';
import { shape } from './motif-colours.ts';
import type { Motif } from './motif-colours.ts';

const highlight = (d: string, width = 10): string =>
  `<path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="${width}" stroke-linecap="round" opacity="0.45"/>`;

export const perfume: Motif = (c) => `
  <rect x="-100" y="-52" width="200" height="218" rx="34" ${shape(c.fill, c)} fill-opacity="0.92"/>
  <rect x="-84" y="-22" width="168" height="172" rx="24" fill="${lighten(c.fill, 0.2)}" opacity="0.5"/>
  <rect x="-26" y="-86" width="52" height="36" ${shape(c.metal, c, 3)}/>
  <rect x="-52" y="-168" width="104" height="86" rx="12" ${shape(darken(c.fill, 0.45), c)}/>
  <rect x="-52" y="-104" width="104" height="10" fill="${c.metal}"/>
  <rect x="-62" y="30" width="124" height="66" rx="6" fill="#FFFFFF" opacity="0.88"/>
  <rect x="-40" y="50" width="80" height="8" rx="4" fill="${c.stroke}" opacity="0.6"/>
  <rect x="-28" y="68" width="56" height="6" rx="3" fill="${c.metal}"/>
  ${highlight('M-78 -28 Q-88 60 -76 140')}`;

export const attar: Motif = (c) => `
  <circle cx="0" cy="52" r="112" ${shape(c.fill, c)} fill-opacity="0.92"/>
  <circle cx="0" cy="52" r="74" fill="none" stroke="${c.metal}" stroke-width="5" stroke-dasharray="3 9" stroke-linecap="round"/>
  <path d="M-60 -30 L-20 52 L-60 134 M60 -30 L20 52 L60 134" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="0.3"/>
  <rect x="-18" y="-86" width="36" height="36" fill="${lighten(c.fill, 0.3)}" stroke="${c.stroke}" stroke-width="3"/>
  <rect x="-34" y="-64" width="68" height="16" rx="6" ${shape(c.metal, c, 3)}/>
  <path d="M0 -192 C46 -150 40 -106 0 -86 C-40 -106 -46 -150 0 -192 Z" ${shape(c.metal, c)}/>
  ${highlight('M-70 10 Q-90 60 -64 110', 9)}`;

export const mist: Motif = (c) => `
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${-70 - i * 16}" cy="${-140 + (i % 3) * 10 - 10}" r="${6 - i * 0.7}" fill="${c.detail}" opacity="${0.7 - i * 0.1}"/>`).join('')}
  <rect x="-62" y="-100" width="124" height="266" rx="26" ${shape(c.fill, c)}/>
  <rect x="-62" y="10" width="124" height="82" fill="#FFFFFF" opacity="0.82"/>
  <rect x="-36" y="36" width="72" height="8" rx="4" fill="${c.stroke}" opacity="0.6"/>
  <rect x="-24" y="56" width="48" height="6" rx="3" fill="${c.detail}"/>
  <rect x="-40" y="-108" width="80" height="14" rx="4" fill="${c.metal}"/>
  <rect x="-30" y="-156" width="60" height="50" rx="8" ${shape('#F4F1EC', c, 3)}/>
  <rect x="-46" y="-144" width="18" height="11" rx="3" fill="#DAD4CA"/>
  ${highlight('M-42 -80 L-42 0')}`;

export const giftbox: Motif = (c) => `
  <rect x="-140" y="-40" width="280" height="200" rx="8" ${shape(c.fill, c)}/>
  ${[-100, -50, 50, 100].flatMap((x) => [0, 60, 120].map((y) => `<circle cx="${x}" cy="${y}" r="6" fill="${c.light}" opacity="0.5"/>`)).join('')}
  <rect x="-156" y="-86" width="312" height="54" rx="8" ${shape(darken(c.fill, 0.1), c)}/>
  <rect x="-20" y="-86" width="40" height="246" fill="${c.metal}" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M0 -86 C-70 -176 -128 -112 0 -86 Z M0 -86 C70 -176 128 -112 0 -86 Z" ${shape(c.metal, c)}/>
  <path d="M-6 -80 L-40 -20 M6 -80 L40 -20" stroke="${c.metal}" stroke-width="12" stroke-linecap="round"/>
  <circle cx="0" cy="-86" r="15" ${shape(darken(c.metal, 0.1), c, 3)}/>`;

export const lipstick: Motif = (c) => `
  <g transform="translate(-40 0)">
    <rect x="-55" y="30" width="110" height="140" rx="8" ${shape(c.metal, c)}/>
    <rect x="-58" y="18" width="116" height="18" rx="4" fill="${darken(c.metal, 0.18)}"/>
    <rect x="-42" y="-52" width="84" height="72" ${shape(lighten(c.metal, 0.25), c, 3)}/>
    <path d="M-36 -52 L-36 -128 Q-36 -148 -10 -162 L36 -184 L36 -52 Z" ${shape(c.fill, c)}/>
    ${highlight('M-20 -60 L-20 -130', 8)}
  </g>
  <rect x="72" y="20" width="96" height="150" rx="12" ${shape(darken(c.fill, 0.35), c)}/>
  <rect x="72" y="140" width="96" height="12" fill="${c.metal}"/>`;

export const compact: Motif = (c) => `
  <circle cx="0" cy="-82" r="100" ${shape(c.metal, c)}/>
  <circle cx="0" cy="-82" r="80" fill="#E6EDF1" stroke="${darken(c.metal, 0.2)}" stroke-width="3"/>
  ${highlight('M-40 -120 L20 -60', 8)}${highlight('M-10 -130 L30 -90', 5)}
  <rect x="-30" y="10" width="60" height="16" rx="6" fill="${darken(c.metal, 0.25)}"/>
  <circle cx="0" cy="104" r="100" ${shape(c.metal, c)}/>
  <circle cx="0" cy="104" r="80" fill="${c.fill}" stroke="${darken(c.metal, 0.2)}" stroke-width="3"/>
  ${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="0" cy="76" rx="12" ry="26" fill="${lighten(c.fill, 0.25)}" opacity="0.7" transform="rotate(${a} 0 104)"/>`).join('')}
  <circle cx="0" cy="104" r="12" fill="${lighten(c.fill, 0.35)}"/>`;

/** Eye make-up as it is sold: a mascara tube and a kajal stick standing side by side. */
export const eye: Motif = (c) => `
  <rect x="-92" y="-52" width="72" height="224" rx="14" ${shape(c.fill, c)}/>
  <rect x="-92" y="118" width="72" height="14" fill="${c.metal}"/>
  <rect x="-96" y="-186" width="80" height="140" rx="10" ${shape('#242424', c)}/>
  <rect x="-96" y="-60" width="80" height="12" fill="${c.metal}"/>
  ${highlight('M-76 -170 L-76 -76', 7)}${highlight('M-76 -30 L-76 100', 7)}
  <path d="M24 -138 Q44 -176 64 -138 Z" fill="#1B1B1B"/>
  <rect x="22" y="-140" width="44" height="40" fill="${lighten(c.fill, 0.2)}" stroke="${c.stroke}" stroke-width="2"/>
  <rect x="22" y="-100" width="44" height="272" rx="8" ${shape(darken(c.fill, 0.35), c)}/>
  <rect x="22" y="-100" width="44" height="10" fill="${c.metal}"/>
  ${highlight('M36 -80 L36 150', 6)}`;

export const jar: Motif = (c) => `
  <path d="M-150 120 q-10 -40 20 -60 q10 40 -20 60 Z M-120 140 q30 -30 60 -10 q-30 30 -60 10 Z" fill="#6A994E"/>
  <rect x="-150" y="-8" width="172" height="150" rx="22" ${shape(lighten(c.fill, 0.35), c)}/>
  <rect x="-158" y="-62" width="188" height="58" rx="12" ${shape(c.fill, c)}/>
  <rect x="-120" y="40" width="112" height="52" rx="6" fill="#FFFFFF" opacity="0.9"/>
  <rect x="-104" y="58" width="80" height="7" rx="3" fill="${c.stroke}" opacity="0.6"/>
  <rect x="52" y="-40" width="104" height="182" rx="18" ${shape(darken(c.fill, 0.1), c)} fill-opacity="0.9"/>
  <rect x="84" y="-70" width="40" height="32" fill="${c.metal}" stroke="${c.stroke}" stroke-width="3"/>
  <path d="M86 -70 L86 -120 Q104 -160 122 -120 L122 -70 Z" ${shape(darken(c.fill, 0.45), c, 3)}/>
  ${highlight('M70 -20 L70 110', 8)}`;

export const nailPolish: Motif = (c) => `
  <rect x="-90" y="-10" width="170" height="162" rx="30" ${shape(c.fill, c)}/>
  <rect x="-36" y="-42" width="62" height="34" fill="${lighten(c.fill, 0.3)}" stroke="${c.stroke}" stroke-width="3"/>
  <rect x="-44" y="-184" width="78" height="146" rx="10" ${shape('#2B2B2B', c)}/>
  ${highlight('M-66 20 L-66 120')}
  ${[0, 1, 2].map((i) => `<rect x="112" y="${-30 + i * 62}" width="44" height="56" rx="22" ${shape(c.fill, c, 3)}/>`).join('')}`;
