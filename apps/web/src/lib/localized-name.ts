// Category, brand, size, tag and colour names have Arabic variants in LocalizationJsonData (langId 2).
import { LANGUAGES } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';

export interface LocalizedText {
  langId: number;
  text: string;
}

/** The text for `lang` when present and non-empty, otherwise the default name. */
export function localizedName(
  name: string,
  localizations: readonly LocalizedText[] | null | undefined,
  lang: Lang,
): string {
  if (lang === 'en') return name;
  const text = localizations?.find((entry) => entry.langId === LANGUAGES[lang])?.text;
  return text?.trim() ? text : name;
}
