// The server answers every storefront in English (the provider's reads its texts as they come).
// Bazaar's web app shows an Arabic shopper the Arabic of whatever it recognises: a §8 message, a
// field rule ("Name is required" → "الاسم مطلوب") or one of the server's own texts. Anything
// else is shown as the server wrote it. Loaded only when a server text is to be shown.
import { FIELD_LABELS, FIELD_RULE_TEXTS, fieldMessage, type FieldLabel } from './fields.ts';
import { MESSAGE_TEXTS } from './messages.ts';
import { ORDER_TEXTS } from './order-texts.ts';
import { SERVER_ERROR_TEXTS } from './server-errors.ts';
import { fill, type Lang, type Text } from './text.ts';

const EXACT = new Map<string, Text>(
  [
    ...Object.values(MESSAGE_TEXTS),
    ...Object.values(SERVER_ERROR_TEXTS),
    ...Object.values(ORDER_TEXTS),
  ].map((text) => [text.en, text]),
);

/** An English template as a pattern: "{field} is required" → /^(?<field>.+) is required$/. */
function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()[\]\\|]/g, '\\$&');
  return new RegExp(
    `^${escaped.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'n' ? '(?<n>\\d+)' : `(?<${name}>.+)`))}$`,
  );
}

const FIELD_RULES = [
  ['required', pattern(FIELD_RULE_TEXTS.fieldRequired.en)],
  ['minLength', pattern(FIELD_RULE_TEXTS.fieldMinLength.en)],
  ['maxLength', pattern(FIELD_RULE_TEXTS.fieldMaxLength.en)],
] as const;

const QUANTITY_LIMIT = pattern(MESSAGE_TEXTS.quantityLimit.en);
const ONLY_LEFT = pattern(ORDER_TEXTS.onlyLeft.en);
const SOLD_OUT = pattern(ORDER_TEXTS.soldOut.en);
/** "… again in 5 minutes." (English says "1 minute"): the count, then the Arabic with its plural. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()[\]\\|{}]/g, '\\$&');
const TOO_MANY_ATTEMPTS = new RegExp(
  `^${SERVER_ERROR_TEXTS.tooManyAttempts.en
    .split('{n|minutes}')
    .map(escapeRegExp)
    .join('(?<n>\\d+) minutes?')}$`,
);

const isFieldLabel = (label: string | undefined): label is FieldLabel =>
  label !== undefined && Object.hasOwn(FIELD_LABELS, label);

/** The text in the shopper's language when it is one Bazaar knows, else the text unchanged. */
export function localizeServerMessage(lang: Lang, message: string): string {
  if (lang === 'en') return message;
  const known = EXACT.get(message);
  if (known) return known[lang];
  for (const [rule, regex] of FIELD_RULES) {
    const groups = regex.exec(message)?.groups;
    if (isFieldLabel(groups?.field))
      return fieldMessage(lang, rule, groups.field, Number(groups.n ?? 0));
  }
  const limit = QUANTITY_LIMIT.exec(message)?.groups;
  if (limit) return fill(lang, MESSAGE_TEXTS.quantityLimit[lang], { n: Number(limit.n) });
  const left = ONLY_LEFT.exec(message)?.groups;
  if (left?.product)
    return fill(lang, ORDER_TEXTS.onlyLeft[lang], { n: Number(left.n), product: left.product });
  const soldOut = SOLD_OUT.exec(message)?.groups;
  if (soldOut?.product) return fill(lang, ORDER_TEXTS.soldOut[lang], { product: soldOut.product });
  const wait = TOO_MANY_ATTEMPTS.exec(message)?.groups;
  if (wait) return fill(lang, SERVER_ERROR_TEXTS.tooManyAttempts[lang], { n: Number(wait.n) });
  return message;
}
