// Why a request field is malformed, in Arabic: zod's own `ar` locale words the issue, and the
// type names it leaves in English ("يفترض إدخال string") are said in Arabic, so an Arabic
// request is answered in Arabic words only but for the field's wire name.
import type { z } from 'zod';
import { ar } from 'zod/v4/locales';

const sayInArabic = ar().localeError;

/** The English type and origin names zod's `ar` locale prints as they are. */
const ARABIC_TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'نص',
  number: 'رقم',
  int: 'عدد صحيح',
  bigint: 'عدد صحيح كبير',
  boolean: 'قيمة منطقية',
  array: 'قائمة',
  object: 'كائن',
  null: 'قيمة فارغة',
  undefined: 'لا شيء',
  NaN: 'قيمة غير عددية',
  date: 'تاريخ',
  symbol: 'رمز',
  function: 'دالة',
  map: 'خريطة',
  set: 'مجموعة',
  file: 'ملف',
  record: 'سجل',
};

const TYPE_NAME = new RegExp(`\\b(${Object.keys(ARABIC_TYPE_NAMES).join('|')})\\b`, 'g');

/**
 * The issue in zod's Arabic words. The issue keeps its input only when the parse was asked to
 * (`reportInput`); without it the received type reads as "nothing".
 */
export function arabicIssueText(issue: z.core.$ZodIssue): string {
  const said = sayInArabic(firstAlternative(issue) as z.core.$ZodRawIssue);
  const text = typeof said === 'string' ? said : (said?.message ?? 'مدخل غير مقبول');
  return text.trim().replace(TYPE_NAME, (name) => ARABIC_TYPE_NAMES[name] ?? name);
}

/**
 * A union refused as a whole ("text or a number") is worded by its first alternative when that
 * failed on the value itself, as the contract's English does ("must be text"); zod's `ar` says
 * only "invalid input" for the union.
 */
function firstAlternative(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const [first] = issue.errors;
  const [only] = first ?? [];
  return first?.length === 1 && only && only.path.length === 0 ? only : issue;
}
