// Downloadable SVG templates: a true-scale kurta pattern (cm) and an A4 sheet of nail stencils (mm).

const CUT = 'fill="none" stroke="#222" stroke-width="0.15"';
const SEAM = 'fill="none" stroke="#888" stroke-width="0.08" stroke-dasharray="0.6 0.4"';
const LABEL = `font-family="Helvetica, Arial, sans-serif" fill="#222"`;

function piece(
  path: string,
  seamPath: string,
  label: string,
  x: number,
  y: number,
  grain: [number, number],
): string {
  return [
    `<path d="${path}" ${CUT}/>`,
    `<path d="${seamPath}" ${SEAM}/>`,
    `<path d="M${x} ${grain[0]} L${x} ${grain[1]} M${x - 0.8} ${grain[0] + 1.5} L${x} ${grain[0]} L${x + 0.8} ${grain[0] + 1.5} M${x - 0.8} ${grain[1] - 1.5} L${x} ${grain[1]} L${x + 0.8} ${grain[1] - 1.5}" fill="none" stroke="#222" stroke-width="0.12"/>`,
    `<text x="${x + 1.5}" y="${y}" font-size="1.6" ${LABEL}>${label}</text>`,
  ].join('\n');
}

/** Size M (chest 97 cm): half front and half back on the fold, and one sleeve; 1 cm seam allowance. */
export function kurtaPatternSvg(): string {
  const front = piece(
    'M2 2 L10 2 Q12 9 2 12 Z M10 2 L28 4 L30 26 L32 105 L2 105 L2 12',
    'M3 3 L10 3 Q11.5 9 3 11 M11 3 L27 5 L29 26 L31 104 L3 104',
    'FRONT - cut 1 on fold - size M',
    14,
    40,
    [20, 90],
  );
  const back = piece(
    'M40 2 L48 2 Q50 4 40 5 Z M48 2 L66 4 L68 26 L70 105 L40 105 L40 5',
    'M41 3 L48 3 M49 3 L65 5 L67 26 L69 104 L41 104',
    'BACK - cut 1 on fold - size M',
    52,
    40,
    [20, 90],
  );
  const sleeve = piece(
    'M78 20 Q93 2 108 20 L104 62 L82 62 Z',
    'M79 21 Q93 4 107 21 L103 61 L83 61 Z',
    'SLEEVE - cut 2',
    87,
    40,
    [22, 56],
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="115cm" height="110cm" viewBox="0 0 115 110">',
    '<title>Kurta sewing pattern, size M (Bazaar Studio)</title>',
    front,
    back,
    sleeve,
    `<text x="78" y="80" font-size="2" ${LABEL}>Bazaar Studio - Straight kurta, size M</text>`,
    `<text x="78" y="84" font-size="1.4" ${LABEL}>Print at 100% scale. Dashed line = 1 cm seam allowance.</text>`,
    `<text x="78" y="87" font-size="1.4" ${LABEL}>Check: this square must measure 5 x 5 cm.</text>`,
    '<rect x="78" y="90" width="5" height="5" fill="none" stroke="#222" stroke-width="0.15"/>',
    '</svg>\n',
  ].join('\n');
}

const STENCILS: readonly string[] = [
  // paisley
  'M0 6 C-6 6 -6 -2 0 -4 C4 -5 6 -2 4 2 C3 5 1 6 0 6 Z M0 -4 C2 -7 5 -7 6 -6',
  // lotus
  'M0 5 C-2 1 -2 -3 0 -6 C2 -3 2 1 0 5 Z M0 5 C-4 3 -6 0 -6 -3 C-3 -2 -1 1 0 5 Z M0 5 C4 3 6 0 6 -3 C3 -2 1 1 0 5 Z',
  // crescent
  'M2 -6 A6 6 0 1 0 2 6 A4.5 4.5 0 1 1 2 -6 Z',
  // star
  'M0 -6 L1.8 -1.8 L6 -1.8 L2.6 0.9 L3.7 5.5 L0 2.8 L-3.7 5.5 L-2.6 0.9 L-6 -1.8 L-1.8 -1.8 Z',
  // leaf
  'M-5 5 C-5 -2 0 -6 6 -6 C6 0 2 5 -5 5 Z M-5 5 L3 -3',
  // rangoli dot flower
  'M0 0 m-1.5 0 a1.5 1.5 0 1 0 3 0 a1.5 1.5 0 1 0 -3 0 M0 -5 m-1 0 a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 M5 0 m-1 0 a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 M0 5 m-1 0 a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0 M-5 0 m-1 0 a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0',
  // heart
  'M0 5 C-6 0 -6 -5 -3 -5 C-1.5 -5 0 -4 0 -2.5 C0 -4 1.5 -5 3 -5 C6 -5 6 0 0 5 Z',
  // chevron
  'M-6 2 L0 -4 L6 2 L6 5 L0 -1 L-6 5 Z',
];

/** A4 sheet: eight stencils in three sizes (24 in all), outlines to cut. */
export function nailStencilsSvg(): string {
  const scales = [1.4, 1, 0.7];
  const cells = scales.flatMap((scale, row) =>
    STENCILS.map((d, col) => {
      const x = 20 + col * 24;
      const y = 60 + row * 60;
      return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="${d}" fill="none" stroke="#222" stroke-width="${0.3 / scale}"/></g>`;
    }),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">',
    '<title>Nail art stencil templates (Bazaar Studio)</title>',
    `<text x="20" y="25" font-size="8" ${LABEL}>Nail Art Stencil Templates</text>`,
    `<text x="20" y="34" font-size="4" ${LABEL}>Print on vinyl sticker paper at 100% and cut along the lines.</text>`,
    ...cells,
    `<text x="20" y="270" font-size="3.5" ${LABEL}>Bazaar Studio - for personal use</text>`,
    '</svg>\n',
  ].join('\n');
}
