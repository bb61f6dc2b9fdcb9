// The shape of every shopper-facing text: English and Arabic side by side under one id. English
// is the storefront's default and, where the spec quotes a text, that text exactly.
import { plural, type PluralId } from './plural.ts';

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export interface Text {
  readonly en: string;
  readonly ar: string;
}

export type Texts = Readonly<Record<string, Text>>;

/** Values for `{name}` placeholders; `{n|products}` also reads `n` (see fill). */
export type Params = Readonly<Record<string, string | number>>;

export type EnglishOf<T extends Texts> = { readonly [K in keyof T]: T[K]['en'] };

/** The English side of a group of texts, typed id by id (the storefront's defaults). */
export function english<T extends Texts>(texts: T): EnglishOf<T> {
  return inLanguage(texts, 'en') as EnglishOf<T>;
}

/** One language of a group of texts, by id. */
export function inLanguage(texts: Texts, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, text[lang]]));
}

/** Says a group's texts by id: const t = sayerOf(MESSAGE_TEXTS); t('ar', 'quantityLimit', { n: 3 }). */
export function sayerOf<Id extends string>(texts: Readonly<Record<Id, Text>>) {
  return (lang: Lang, id: Id, params?: Params): string => fill(lang, texts[id][lang], params);
}

/**
 * Fills `{name}` with params.name, and `{n|products}` with the count n said in the language
 * ("6 منتجات", "منتج واحد"; see plural.ts). Unknown placeholders are left as they are.
 */
export function fill(lang: Lang, template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)(?:\|(\w+))?\}/g, (match, name: string, forms?: string) => {
    const value = params[name];
    if (value === undefined) return match;
    return forms ? plural(lang, Number(value), forms as PluralId) : String(value);
  });
}
