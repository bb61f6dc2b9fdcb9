// Small helpers for hand-built SVG: escaping, colour arithmetic and text layout.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const blend = (x: number, y: number) => Math.round(x + (y - x) * t);
  const hex = (blend(ar, br) << 16) | (blend(ag, bg) << 8) | blend(ab, bb);
  return `#${hex.toString(16).padStart(6, '0').toUpperCase()}`;
}

export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number): string => mix(hex, '#FFFFFF', t);

/** Perceived brightness 0–1, to choose contrasting detail colours. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Greedy word wrap into at most `maxLines` lines; the last one gets an ellipsis if cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export const FONT_STACK = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/**
 * A standalone SVG file. Pictures without a `label` are photographs of a thing the page names
 * itself (in the shopper's language), so they carry no words at all, not even a title.
 */
export function svgDocument(width: number, height: number, body: string, label?: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  const head =
    label === undefined
      ? [`${open} aria-hidden="true">`]
      : [
          `${open} role="img" aria-label="${escapeXml(label)}">`,
          `<title>${escapeXml(label)}</title>`,
        ];
  return [...head, body, '</svg>\n'].join('\n');
}

/** Diagonal two-stop gradient definition. */
export function linearGradient(
  id: string,
  from: string,
  to: string,
  angle: 'diagonal' | 'vertical' = 'diagonal',
): string {
  const end = angle === 'diagonal' ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
