// Lays an InvoiceView out on A4 with pdfkit: header, seller and invoice facts, buyer and delivery,
// the lines table, totals and the amount in words. The Arabic edition is the same page mirrored:
// columns run right to left and every text starts at the right edge (pdf-text.ts does the bidi).
import PDFDocument from 'pdfkit';
import type { InvoiceView } from './invoice-view.ts';
import {
  drawText,
  registerInvoiceFonts,
  wrap,
  type Align,
  type Page,
  type TextStyle,
} from './pdf-text.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 24;
const GREY = '#f1f1f4';
const INK = '#1c1c28';
const RULE = '#b9b9c6';

/** Column widths (points) of the table, the item column taking what the others leave. */
function columnWidths(count: number): number[] {
  // HSN, Qty, Amount, Discount, Taxable, Rate, tax column(s), Total
  const rest =
    count === 10 ? [44, 24, 52, 46, 56, 32, 46, 46, 56] : [44, 24, 56, 50, 60, 34, 56, 60];
  return [CONTENT - rest.reduce((s, w) => s + w, 0), ...rest];
}

class Layout {
  y = PAGE.margin;
  constructor(
    readonly doc: Page,
    readonly view: InvoiceView,
  ) {}

  get rtl() {
    return this.view.lang === 'ar';
  }

  style(size: number, bold = false): TextStyle {
    return { size, bold, direction: this.rtl ? 'rtl' : 'ltr' };
  }

  /** x of a box `width` wide starting `offset` from the reading start edge. */
  x(offset: number, width: number): number {
    return this.rtl ? PAGE.margin + CONTENT - offset - width : PAGE.margin + offset;
  }

  text(text: string, offset: number, width: number, style: TextStyle, align: Align = 'start') {
    return drawText(this.doc, text, { x: this.x(offset, width), y: this.y, width, align }, style);
  }

  block(heading: string, lines: string[], offset: number, width: number): number {
    const top = this.y;
    this.y += this.text(heading, offset, width, this.style(8, true)) + 2;
    for (const line of lines) this.y += this.text(line, offset, width, this.style(9));
    const used = this.y - top;
    this.y = top;
    return used;
  }

  rule(color = RULE) {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + CONTENT, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  tableRow(cells: string[], widths: number[], bold: boolean, shade = false): void {
    const style = this.style(7.5, bold);
    const heights = cells.map((cell, i) => drawHeight(this.doc, cell, (widths[i] ?? 0) - 6, style));
    const height = Math.max(...heights) + 6;
    if (this.y + height > BOTTOM) this.newPage();
    if (shade) this.doc.rect(PAGE.margin, this.y, CONTENT, height).fill(GREY).fillColor(INK);
    let offset = 0;
    const top = this.y;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      this.y = top + 3;
      this.text(cell, offset + 3, width - 6, style, i === 0 ? 'start' : 'end');
      offset += width;
    });
    this.y = top + height;
  }

  newPage() {
    this.doc.addPage();
    this.y = PAGE.margin;
  }
}

/** Height of `text` wrapped to `width`: the same wrapping drawText uses. */
function drawHeight(doc: Page, text: string, width: number, style: TextStyle): number {
  return Math.max(1, wrap(doc, text, width, style).length) * style.size * 1.35;
}

function drawHeader(page: Layout) {
  const { view } = page;
  page.text(view.title, 0, CONTENT / 2, page.style(18, true));
  page.text(view.subtitle, CONTENT / 2, CONTENT / 2, page.style(8), 'end');
  page.y += 30;
  page.rule(INK);
  page.y += 10;
  const sellerHeight = page.block(view.seller.heading, view.seller.lines, 0, CONTENT * 0.55);
  const top = page.y;
  for (const [label, value] of view.facts) {
    page.text(label, CONTENT * 0.58, CONTENT * 0.2, page.style(8, true));
    page.y += page.text(value, CONTENT * 0.78, CONTENT * 0.22, page.style(8.5), 'end');
  }
  page.y = Math.max(top + sellerHeight, page.y) + 10;
  page.rule();
  page.y += 10;
  const half = CONTENT / 2 - 10;
  const used = Math.max(
    page.block(view.buyer.heading, view.buyer.lines, 0, half),
    page.block(view.delivery.heading, view.delivery.lines, CONTENT / 2 + 10, half),
  );
  page.y += used + 14;
}

function drawTable(page: Layout) {
  const { table } = page.view;
  const widths = columnWidths(table.headings.length);
  page.tableRow(table.headings, widths, true, true);
  for (const row of table.rows) page.tableRow(row, widths, false);
  page.rule(INK);
  page.tableRow(table.totals, widths, true);
  page.y += 12;
}

function drawFooter(page: Layout) {
  const { view } = page;
  if (page.y + 140 > BOTTOM) page.newPage();
  const [label, value] = view.amountPaid;
  page.text(label, 0, CONTENT * 0.6, page.style(11, true));
  page.y += page.text(value, CONTENT * 0.6, CONTENT * 0.4, page.style(13, true), 'end') + 4;
  page.y += page.text(view.inWords, 0, CONTENT, page.style(9, true)) + 10;
  page.rule();
  page.y += 8;
  for (const note of view.notes) page.y += page.text(note, 0, CONTENT, page.style(8)) + 2;
}

/** The invoice as PDF bytes, fonts embedded. */
export async function renderInvoicePdf(view: InvoiceView, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: view.lang,
    displayTitle: true,
    info: { Title: view.fileName.replace(/\.pdf$/, ''), CreationDate: issuedAt },
  });
  registerInvoiceFonts(doc);
  doc.fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const page = new Layout(doc, view);
  drawHeader(page);
  drawTable(page);
  drawFooter(page);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
