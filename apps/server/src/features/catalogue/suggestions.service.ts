// get-search-suggestions (Bazaar): while the shopper types (2+ characters), the best 6 products
// by the listing's relevance and the 3 first categories whose English or Arabic name holds
// every word — names in the request's language. When nothing matches but the listing's typo
// correction changes the words, a 'correction' row comes first ("Did you mean sandalwood?"),
// followed by the suggestions for the corrected words.
import type { Kysely } from 'kysely';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import type { Lang } from '@bazaar/i18n/text';
import type { SearchSuggestionRow } from '@bazaar/contract/schemas/catalogue';
import { normalizeSearchText, searchWords } from '@bazaar/contract/search-text';
import type { Database } from '../../db/schema.ts';
import { findCategories } from './catalogue.repository.ts';
import * as listing from './listing.repository.ts';
import { correctWords } from './listing.service.ts';

export const SUGGESTED = { products: 6, categories: 3, minLength: 2 } as const;

export async function searchSuggestions(
  db: Kysely<Database>,
  term: string,
  lang: Lang | undefined,
): Promise<SearchSuggestionRow[]> {
  const words = searchWords(term);
  if (words.join('').length < SUGGESTED.minLength) return [];
  const found = await suggestionsFor(db, words, lang);
  if (found.length > 0) return found;
  const corrected = await correctWords(db, words);
  if (!corrected) return [];
  const correction: SearchSuggestionRow = {
    Kind: 'correction',
    ID: 0,
    Name: corrected.join(' '),
    ImageUrl: '',
    Price: null,
    DiscountedPrice: null,
  };
  return [correction, ...(await suggestionsFor(db, corrected, lang))];
}

async function suggestionsFor(
  db: Kysely<Database>,
  words: readonly string[],
  lang: Lang | undefined,
): Promise<SearchSuggestionRow[]> {
  const filter = {
    categoryIds: [],
    manufacturerIds: [],
    sizeIds: [],
    tagIds: [],
    colorIds: [],
    words,
  };
  const ids = await listing.findListingPage(db, filter, 'relevance', {
    limit: SUGGESTED.products,
    offset: 0,
  });
  const [rows, images, categories] = await Promise.all([
    listing.findListRows(db, ids),
    listing.findFirstImages(db, ids),
    findCategories(db, { limit: 1_000, offset: 0 }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const imageOf = new Map(images.map((image) => [image.product_id, image.url]));
  const products = ids.flatMap((id): SearchSuggestionRow[] => {
    const product = byId.get(id);
    if (!product) return [];
    return [
      {
        Kind: 'product',
        ID: id,
        Name: (lang === 'ar' ? product.name_ar : null) ?? product.name,
        ImageUrl: imageOf.get(id) ?? '',
        Price: paiseToRupees(product.price_paise),
        DiscountedPrice:
          product.discounted_price_paise === null
            ? null
            : paiseToRupees(product.discounted_price_paise),
      },
    ];
  });
  const matching = categories
    .filter((category) => {
      const text = ` ${normalizeSearchText(`${category.name} ${category.name_ar ?? ''}`)} `;
      return words.every((word) => text.includes(word.length >= 3 ? word : ` ${word}`));
    })
    .slice(0, SUGGESTED.categories)
    .map((category): SearchSuggestionRow => ({
      Kind: 'category',
      ID: category.id,
      Name: (lang === 'ar' ? category.name_ar : null) ?? category.name,
      ImageUrl: category.attachment_url ?? '',
      Price: null,
      DiscountedPrice: null,
    }));
  return [...products, ...matching];
}
