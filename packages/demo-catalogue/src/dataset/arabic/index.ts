import { ACCESSORIES_TEXTS_AR, COSMETICS_TEXTS_AR } from './accessories-texts.ts';
import { ACCESSORIES_AR } from './accessories.ts';
import { APPAREL_TEXTS_AR, FRAGRANCE_TEXTS_AR } from './apparel-texts.ts';
import { APPAREL_AR } from './apparel.ts';
import { COSMETICS_AR } from './cosmetics.ts';
import { DIGITAL_AR, DIGITAL_FEATURES_AR } from './digital.ts';
import { FOOTWEAR_AR } from './footwear.ts';
import { FRAGRANCE_AR } from './fragrance.ts';
import { FOOTWEAR_TEXTS_AR, HOME_DECOR_TEXTS_AR } from './home-texts.ts';
import { HOME_DECOR_AR } from './home-decor.ts';
import type { ArabicCategoryText, ArabicCategoryTexts, ArabicLines } from './types.ts';

const ALL: ArabicLines = {
  ...APPAREL_AR,
  ...FRAGRANCE_AR,
  ...ACCESSORIES_AR,
  ...COSMETICS_AR,
  ...FOOTWEAR_AR,
  ...HOME_DECOR_AR,
  ...DIGITAL_AR,
};

const CATEGORY_TEXTS: ArabicCategoryTexts = {
  ...APPAREL_TEXTS_AR,
  ...FRAGRANCE_TEXTS_AR,
  ...ACCESSORIES_TEXTS_AR,
  ...COSMETICS_TEXTS_AR,
  ...FOOTWEAR_TEXTS_AR,
  ...HOME_DECOR_TEXTS_AR,
};

/** The Arabic name and short description of a product; a product without them is a data bug. */
export function arabicOf(englishName: string): { nameAr: string; shortDescriptionAr: string } {
  const lines = ALL[englishName];
  if (!lines) throw new Error(`No Arabic name for product '${englishName}'`);
  return { nameAr: lines[0], shortDescriptionAr: lines[1] };
}

/**
 * The Arabic description parts of a child category, checked against its English features:
 * one Arabic feature per English one, or the drawn features would differ between languages.
 */
export function arabicCategoryText(
  categoryName: string,
  englishFeatures: readonly string[],
): ArabicCategoryText {
  const text = CATEGORY_TEXTS[categoryName];
  if (!text) throw new Error(`No Arabic description for category '${categoryName}'`);
  sameCount(`category '${categoryName}'`, englishFeatures, text.features);
  return text;
}

/** The Arabic features of a digital product, one per English feature. */
export function arabicDigitalFeatures(
  productName: string,
  englishFeatures: readonly string[],
): readonly string[] {
  const features = DIGITAL_FEATURES_AR[productName] ?? [];
  sameCount(`digital product '${productName}'`, englishFeatures, features);
  return features;
}

function sameCount(what: string, english: readonly string[], arabic: readonly string[]): void {
  if (english.length !== arabic.length) {
    throw new Error(`${what}: ${english.length} English features, ${arabic.length} Arabic`);
  }
}
