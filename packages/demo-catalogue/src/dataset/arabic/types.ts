// Arabic product names and short descriptions, keyed by the English product name of the
// dataset files. Written for a shopper in the Gulf or Egypt reading a shop: Modern Standard
// Arabic as shops use it, Indian craft words (kurta, zari, jutti …) spelled the way Arabic
// fashion retailers spell them, brand and standard names (RFID, SPF, UV400) left in Latin.

/** English product name → [Arabic name, Arabic short description]. */
export type ArabicLines = Readonly<Record<string, readonly [name: string, short: string]>>;

/**
 * The Arabic edition of a category's description parts (the English ones live on the category
 * in the dataset files): `features` in the English order, one for one, so a product's drawn
 * features are the same in both languages.
 */
export interface ArabicCategoryText {
  story: string;
  features: readonly string[];
  care: string;
}

/** English child-category name → its Arabic description parts. */
export type ArabicCategoryTexts = Readonly<Record<string, ArabicCategoryText>>;
