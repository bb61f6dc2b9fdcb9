// Counts said the way each language says them, chosen by Intl.PluralRules: English has two
// forms (one, other); Arabic six (zero, one, two, few 3–10, many 11–99, other 100+ …), so
// "منتج واحد", "منتجان", "6 منتجات", "11 منتجًا", "100 منتج". Digits stay Latin, as prices do.

export type PluralCategory = Intl.LDMLPluralRule;
export type PluralForms = { readonly other: string } & Partial<Record<PluralCategory, string>>;

export interface PluralText {
  readonly en: PluralForms;
  readonly ar: PluralForms;
}

/** A language with plural forms: text.ts's Lang, read off PluralText (text.ts imports us). */
type PluralLang = keyof PluralText;

export const PLURAL_TEXTS = {
  products: {
    en: { one: '{n} product', other: '{n} products' },
    ar: {
      zero: 'لا منتجات',
      one: 'منتج واحد',
      two: 'منتجان',
      few: '{n} منتجات',
      many: '{n} منتجًا',
      other: '{n} منتج',
    },
  },
  // After a preposition ("… عن 6 أحرف"), so the dual is genitive: حرفين.
  characters: {
    en: { one: '{n} character', other: '{n} characters' },
    ar: {
      zero: '{n} حرف',
      one: 'حرف واحد',
      two: 'حرفين',
      few: '{n} أحرف',
      many: '{n} حرفًا',
      other: '{n} حرف',
    },
  },
  // "… أكثر من 3 قطع": after a preposition too.
  pieces: {
    en: { one: '{n} piece', other: '{n} pieces' },
    ar: {
      zero: '{n} قطعة',
      one: 'قطعة واحدة',
      two: 'قطعتين',
      few: '{n} قطع',
      many: '{n} قطعة',
      other: '{n} قطعة',
    },
  },
  // "… بعد 5 دقائق" / "… خلال 10 دقائق": after a preposition, so the dual is genitive.
  minutes: {
    en: { one: '{n} minute', other: '{n} minutes' },
    ar: {
      zero: '{n} دقيقة',
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: '{n} دقائق',
      many: '{n} دقيقة',
      other: '{n} دقيقة',
    },
  },
  // The product page: "12 reviews", "Only 3 left", "3 days", "4 stars".
  reviews: {
    en: { one: '{n} review', other: '{n} reviews' },
    ar: {
      zero: 'لا مراجعات',
      one: 'مراجعة واحدة',
      two: 'مراجعتان',
      few: '{n} مراجعات',
      many: '{n} مراجعةً',
      other: '{n} مراجعة',
    },
  },
  days: {
    en: { one: '{n} day', other: '{n} days' },
    ar: {
      zero: '{n} يوم',
      one: 'يوم واحد',
      two: 'يومان',
      few: '{n} أيام',
      many: '{n} يومًا',
      other: '{n} يوم',
    },
  },
  stars: {
    en: { one: '{n} star', other: '{n} stars' },
    ar: {
      zero: '{n} نجمة',
      one: 'نجمة واحدة',
      two: 'نجمتان',
      few: '{n} نجوم',
      many: '{n} نجمة',
      other: '{n} نجمة',
    },
  },
  // A review's photos (issue #20 §5).
  photos: {
    en: { one: '{n} photo', other: '{n} photos' },
    ar: {
      zero: 'لا صور',
      one: 'صورة واحدة',
      two: 'صورتان',
      few: '{n} صور',
      many: '{n} صورة',
      other: '{n} صورة',
    },
  },
  // The header search's live status ("6 suggestions"), read by screen readers.
  suggestions: {
    en: { one: '{n} suggestion', other: '{n} suggestions' },
    ar: {
      zero: 'لا اقتراحات',
      one: 'اقتراح واحد',
      two: 'اقتراحان',
      few: '{n} اقتراحات',
      many: '{n} اقتراحًا',
      other: '{n} اقتراح',
    },
  },
} as const satisfies Record<string, PluralText>;

export type PluralId = keyof typeof PLURAL_TEXTS;

const rules = new Map<PluralLang, Intl.PluralRules>();

function categoryOf(lang: PluralLang, count: number): PluralCategory {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(count);
}

/** The count with its noun in the language: plural('ar', 6, 'products') → "6 منتجات". */
export function plural(lang: PluralLang, count: number, forms: PluralId | PluralText): string {
  const text = typeof forms === 'string' ? PLURAL_TEXTS[forms] : forms;
  const byCategory: PluralForms = text[lang];
  const form = byCategory[categoryOf(lang, count)] ?? byCategory.other;
  return form.replace('{n}', String(count));
}
