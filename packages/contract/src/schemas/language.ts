// The shopper's language, read by every endpoint (api-schemas.ts adds it to each request): it
// picks Arabic names and labels where there are some, and the language of every message the
// answer carries. Bazaar's storefront always sends it; the provider's sends none and gets English.
import { z } from 'zod';
import { LANGS } from '@bazaar/i18n/text';

const askedLanguage = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(LANGS, { error: 'must be en or ar' }).optional(),
);

export const languageRequest = z
  .object({ languageCode: askedLanguage })
  .transform(({ languageCode }) => ({
    languageCode: languageCode ?? 'en',
    /** The language the request named; undefined when none, so a stored preference stays. */
    languageChosen: languageCode,
  }));
/** What every parsed request carries besides its own fields. */
export type LanguageRequest = z.output<typeof languageRequest>;
