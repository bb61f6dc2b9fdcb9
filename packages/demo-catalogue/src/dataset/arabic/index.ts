import { ACCESSORIES_AR } from './accessories.ts';
import { APPAREL_AR } from './apparel.ts';
import { COSMETICS_AR } from './cosmetics.ts';
import { DIGITAL_AR } from './digital.ts';
import { FOOTWEAR_AR } from './footwear.ts';
import { FRAGRANCE_AR } from './fragrance.ts';
import { HOME_DECOR_AR } from './home-decor.ts';
import type { ArabicLines } from './types.ts';

const ALL: ArabicLines = {
  ...APPAREL_AR,
  ...FRAGRANCE_AR,
  ...ACCESSORIES_AR,
  ...COSMETICS_AR,
  ...FOOTWEAR_AR,
  ...HOME_DECOR_AR,
  ...DIGITAL_AR,
};

/** The Arabic name and short description of a product; a product without them is a data bug. */
export function arabicOf(englishName: string): { nameAr: string; shortDescriptionAr: string } {
  const lines = ALL[englishName];
  if (!lines) throw new Error(`No Arabic name for product '${englishName}'`);
  return { nameAr: lines[0], shortDescriptionAr: lines[1] };
}
