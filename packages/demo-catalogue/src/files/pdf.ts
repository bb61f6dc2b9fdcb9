// A tiny PDF 1.4 writer for the seeded guides: A4 pages, Helvetica text, a coloured header band.
// Byte offsets in the cross-reference table must be exact, so everything is kept in Latin-1.
import type { DocumentSeed } from '../dataset/types.ts';

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;
const LINE_HEIGHT = 16;
const WRAP_CHARS = 92;

/** PDF string literal with the three special characters escaped; non-ASCII dropped. */
function pdfString(text: string): string {
  const ascii = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/₹/g, 'Rs. ')
    .replace(/[^\x20-\x7E]/g, '');
  return `(${ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && `${current} ${word}`.length > WRAP_CHARS) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

type Line = { font: 'F1' | 'F2'; size: number; text: string; gapBefore: number };

function layout(doc: DocumentSeed): Line[] {
  const lines: Line[] = [];
  for (const section of doc.sections) {
    lines.push({ font: 'F2', size: 14, text: section.heading, gapBefore: 14 });
    for (const paragraph of section.lines) {
      wrap(paragraph).forEach((text, i) =>
        lines.push({ font: 'F1', size: BODY_SIZE, text, gapBefore: i === 0 ? 4 : 0 }),
      );
    }
  }
  return lines;
}

function pageStreams(doc: DocumentSeed): string[] {
  const pages: string[][] = [[]];
  const header = [
    '0.55 0.18 0.22 rg',
    `0 ${PAGE_HEIGHT - 120} ${PAGE_WIDTH} 120 re f`,
    '0.91 0.54 0.11 rg',
    `0 ${PAGE_HEIGHT - 126} ${PAGE_WIDTH} 6 re f`,
    `BT 1 1 1 rg /F2 24 Tf ${MARGIN} ${PAGE_HEIGHT - 70} Td ${pdfString(doc.title)} Tj ET`,
    `BT 1 1 1 rg /F1 12 Tf ${MARGIN} ${PAGE_HEIGHT - 96} Td ${pdfString(doc.subtitle)} Tj ET`,
  ];
  pages[0]?.push(...header);
  let y = PAGE_HEIGHT - 160;
  for (const line of layout(doc)) {
    y -= line.gapBefore + LINE_HEIGHT;
    if (y < MARGIN + 20) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN - LINE_HEIGHT;
    }
    const colour = line.font === 'F2' ? '0.55 0.18 0.22 rg' : '0.16 0.12 0.09 rg';
    pages[pages.length - 1]?.push(
      `BT ${colour} /${line.font} ${line.size} Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return pages.map((ops, i) =>
    [
      ...ops,
      `BT 0.5 0.5 0.5 rg /F1 9 Tf ${MARGIN} 30 Td ${pdfString(`Bazaar - ${doc.title} - page ${i + 1} of ${pages.length}`)} Tj ET`,
    ].join('\n'),
  );
}

export function buildPdf(doc: DocumentSeed): Buffer {
  const streams = pageStreams(doc);
  // Object numbers: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content per page.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(doc.title)} /Author (Bazaar Studio) /Producer (Bazaar seed) >>`,
  ];
  streams.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] ?? 0) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
