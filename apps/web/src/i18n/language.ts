// The shopper's language: the URL prefix (/en/, /ar/) wins, else the stored `langCode`, else en.
// Switching language saves it and is a full reload at /{lang}/ (spec §4).
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, isLanguageCode } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { STORAGE_KEYS } from '../lib/auth-storage.ts';

export type { Lang };

/** The language of a /{lang}/… path, or null for an unprefixed path. */
export function languageFromPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguageCode(first) ? first : null;
}

export function readStoredLanguage(): Lang {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.langCode);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Pure rule: prefix, else stored value (if valid), else the default. */
export function detectLanguage(pathname: string, stored: string | null): Lang {
  return languageFromPath(pathname) ?? (isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE);
}

export function isRtl(lang: Lang): boolean {
  return RTL_LANGUAGES.includes(lang);
}

/** Sets <html lang dir> so the whole document, not just the app root, mirrors for Arabic. */
export function applyDocumentLanguage(lang: Lang): void {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

/** Reloads the storefront at the language's home page; the caller has put the choice in the
 * store first (setLangCode), which saves it. */
export function reloadInLanguage(lang: Lang): void {
  window.location.assign(`/${lang}/`);
}

/** The language outside React (API client, toasts): the same rule as useLanguage. */
export function currentLanguage(): Lang {
  return languageFromPath(window.location.pathname) ?? readStoredLanguage();
}

export function useLanguage(): Lang {
  const { pathname } = useLocation();
  return languageFromPath(pathname) ?? readStoredLanguage();
}
