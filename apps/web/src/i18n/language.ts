// The shopper's language: the URL prefix (/en/, /ar/) wins, else the stored `langCode`, else en.
// Switching language saves it and is a full reload at /{lang}/ (spec §4).
import { useLocation } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  isLanguageCode,
  type LanguageCode,
} from '@bazaar/contract/constants';
import { STORAGE_KEYS } from '../lib/auth-storage.ts';

export type { LanguageCode };

/** The language of a /{lang}/… path, or null for an unprefixed path. */
export function languageFromPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguageCode(first) ? first : null;
}

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.langCode);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Pure rule: prefix, else stored value (if valid), else the default. */
export function detectLanguage(pathname: string, stored: string | null): LanguageCode {
  return languageFromPath(pathname) ?? (isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE);
}

export function isRtl(lang: LanguageCode): boolean {
  return RTL_LANGUAGES.includes(lang);
}

/** Sets <html lang dir> so the whole document, not just the app root, mirrors for Arabic. */
export function applyDocumentLanguage(lang: LanguageCode): void {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

/** Reloads the storefront at the language's home page; the caller has put the choice in the
 * store first (setLangCode), which saves it. */
export function reloadInLanguage(lang: LanguageCode): void {
  window.location.assign(`/${lang}/`);
}

/** The language outside React (API client, toasts): the same rule as useLanguage. */
export function currentLanguage(): LanguageCode {
  return languageFromPath(window.location.pathname) ?? readStoredLanguage();
}

export function useLanguage(): LanguageCode {
  const { pathname } = useLocation();
  return languageFromPath(pathname) ?? readStoredLanguage();
}
