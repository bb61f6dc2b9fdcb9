// Mixed Arabic and Latin text on a pdfkit page. pdfkit (through fontkit) shapes Arabic and
// reverses a run it sees as Arabic, but applies no bidi algorithm: "الطلب 123" in one call would
// come out with its digits reversed, and the Arabic font (a Noto Naskh subset) has no Latin
// glyphs, not even the space. So each line is put in visual order with bidi-js, cut into runs of
// Arabic letters and of everything else, and the runs are drawn left to right: an Arabic run goes
// in logical order in the Arabic font (fontkit shapes and reverses it), any other in Noto Sans.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const require = createRequire(import.meta.url);

/** The fonts every invoice embeds (subset to the glyphs used), from npm packages: no download. */
const FONT_FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinBold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  arabic: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
  arabicBold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontBytes: Record<FontName, Buffer> | undefined;

/** The font files, read once. */
function fonts(): Record<FontName, Buffer> {
  fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return fontBytes;
}

/** The part of PDFKit.PDFDocument this module uses. */
export type Page = PDFKit.PDFDocument;

export function registerInvoiceFonts(doc: Page): void {
  for (const [name, bytes] of Object.entries(fonts())) doc.registerFont(name, bytes);
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const ARABIC_RUNS =
  /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+|[^\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+/gu;

export type Direction = 'ltr' | 'rtl';

interface Run {
  text: string;
  arabic: boolean;
}

/**
 * One line's runs in visual order (left to right), each as pdfkit must be given it. Each line
 * takes its base direction from its first strong letter (UAX #9 P2), so an English shop address
 * in the Arabic edition reads "14 Linking Road…" and an Arabic name in the English one reads right.
 */
export function visualRuns(line: string): Run[] {
  const levels = bidi.getEmbeddingLevels(line);
  const visual = bidi.getReorderedString(line, levels);
  return (visual.match(ARABIC_RUNS) ?? []).map((text) =>
    ARABIC.test(text)
      ? // Back to logical order (bidi-js reversed it code point by code point, marks included):
        // fontkit reverses an Arabic run itself as it shapes it.
        { text: Array.from(text).reverse().join(''), arabic: true }
      : { text, arabic: false },
  );
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** The edition's direction: which edge 'start' is. */
  direction: Direction;
}

function fontOf(run: Run, bold: boolean | undefined): FontName {
  if (run.arabic) return bold ? 'arabicBold' : 'arabic';
  return bold ? 'latinBold' : 'latin';
}

export function lineWidth(doc: Page, line: string, style: TextStyle): number {
  doc.fontSize(style.size);
  return visualRuns(line).reduce(
    (sum, run) => sum + doc.font(fontOf(run, style.bold)).widthOfString(run.text),
    0,
  );
}

/** Words of a logical line packed into lines no wider than `width`. */
export function wrap(doc: Page, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && lineWidth(doc, candidate, style) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

export type Align = 'start' | 'end' | 'center';

/**
 * Draws `text` in the box (x, y, width), wrapped; 'start' is the left edge in an LTR document
 * and the right edge in an RTL one. Answers the height used.
 */
export function drawText(
  doc: Page,
  text: string,
  box: { x: number; y: number; width: number; align?: Align },
  style: TextStyle,
): number {
  const lineHeight = style.size * 1.35;
  const lines = wrap(doc, text, box.width, style);
  lines.forEach((line, index) => {
    const width = lineWidth(doc, line, style);
    const free = box.width - width;
    const align = box.align ?? 'start';
    const atRight = (align === 'end') === (style.direction === 'ltr');
    let x = box.x + (align === 'center' ? free / 2 : atRight ? free : 0);
    for (const run of visualRuns(line)) {
      doc.font(fontOf(run, style.bold)).fontSize(style.size);
      doc.text(run.text, x, box.y + index * lineHeight, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
  });
  return lines.length * lineHeight;
}
