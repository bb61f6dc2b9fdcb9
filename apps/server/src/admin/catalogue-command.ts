// `npm run admin -- catalogue …`: the shop's Arabic texts until the owner's console can write
// them (docs/catalogue-languages.md).
//   catalogue arabic-gaps                     every shown catalogue text without its Arabic
//   catalogue arabic-description <sku> <file> a product's Arabic full description, from an HTML
//                                             file (sanitised like the English); an empty file
//                                             clears it, and the English is answered again
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { arabicGaps, writeArabicFullDescription } from '../features/catalogue/index.ts';
import type { AdminResult } from './admin-result.ts';

/** Gaps listed in full up to this many; beyond, the first ones and a count. */
const GAPS_SHOWN = 200;

export async function catalogueCommand(
  db: Kysely<Database>,
  [action, sku, file, ...extra]: readonly string[],
  usage: () => AdminResult,
): Promise<AdminResult> {
  if (action === 'arabic-gaps' && sku === undefined) {
    const gaps = await arabicGaps(db);
    if (gaps.length === 0)
      return { lines: ['Every shown catalogue text has its Arabic.'], code: 0 };
    const more = gaps.length - GAPS_SHOWN;
    return {
      lines: [
        `${gaps.length} catalogue text(s) without Arabic:`,
        ...gaps.slice(0, GAPS_SHOWN),
        ...(more > 0 ? [`… and ${more} more.`] : []),
      ],
      code: 1,
    };
  }
  if (action !== 'arabic-description' || !sku || !file || extra.length > 0) return usage();
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    return { lines: [`Cannot read "${file}".`], code: 1 };
  }
  switch (await writeArabicFullDescription(db, sku, html)) {
    case 'saved':
      return { lines: [`Arabic full description of ${sku} saved.`], code: 0 };
    case 'cleared':
      return {
        lines: [`Arabic full description of ${sku} cleared: English is answered.`],
        code: 0,
      };
    case 'unknown-product':
      return { lines: [`No product with SKU ${sku}.`], code: 1 };
    case 'not-arabic':
      return { lines: [`Nothing saved: "${file}" has no Arabic text.`], code: 1 };
  }
}
