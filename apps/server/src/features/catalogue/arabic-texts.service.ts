// Which catalogue texts a shopper reads without their Arabic (the seed's test and the operator's
// `catalogue arabic-gaps` list them), and an owner's Arabic full description, sanitised on the
// way in exactly like the English one.
import type { Kysely } from 'kysely';
import { sanitizeProductHtml } from '../../db/product-html.ts';
import type { Database } from '../../db/schema.ts';
import { SHOWN_TEXTS, updateArabicFullDescription } from './arabic-texts.repository.ts';

/** An Arabic text must contain Arabic: a copied English name is a gap too. */
const ARABIC_LETTER = /[\u0621-\u064a]/;

/** 'table.column[key]' for each shown text whose Arabic is missing or has no Arabic letter. */
export async function arabicGaps(db: Kysely<Database>): Promise<string[]> {
  const gaps: string[] = [];
  for (const [column, rowsOf] of Object.entries(SHOWN_TEXTS)) {
    for (const row of await rowsOf(db)) {
      if (!ARABIC_LETTER.test(row.arabic ?? '')) gaps.push(`${column}[${row.key}]`);
    }
  }
  return gaps;
}

export type ArabicDescriptionOutcome = 'saved' | 'cleared' | 'unknown-product' | 'not-arabic';

/**
 * Sets a product's Arabic full description from the owner's HTML (empty clears it: the English
 * is answered again). Refused when what survives sanitising has no Arabic letter.
 */
export async function writeArabicFullDescription(
  db: Kysely<Database>,
  sku: string,
  html: string,
): Promise<ArabicDescriptionOutcome> {
  const clean = sanitizeProductHtml(html).trim();
  if (clean !== '' && !ARABIC_LETTER.test(clean)) return 'not-arabic';
  const found = await updateArabicFullDescription(db, sku, clean === '' ? null : clean);
  if (!found) return 'unknown-product';
  return clean === '' ? 'cleared' : 'saved';
}
