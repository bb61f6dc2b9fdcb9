// The shared field checker of spec §5 (contract validation.ts) applied to a whole form: the first
// broken rule's message in the shopper's language AND the field it is about, so a form can mark
// that field, tie the message to it and move focus there.
import { checkField, checkPasswordsMatch, type FieldRule } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';

export interface FieldProblem<N extends string = string> {
  field: N;
  message: string;
}

/** The first broken rule, in rule order (the order the spec's checker reports them), or null. */
export function firstProblem<R extends readonly FieldRule[]>(
  rules: R,
  values: Readonly<Record<R[number]['name'], unknown>>,
  lang: Lang,
): FieldProblem<R[number]['name']> | null {
  for (const rule of rules) {
    const name = rule.name as R[number]['name'];
    const message = checkField({ ...rule, value: values[name] }, lang);
    if (message) return { field: name, message };
  }
  return null;
}

/** 'Password does not match!' on the confirmation field, or null. */
export function confirmationProblem<N extends string>(
  field: N,
  password: string,
  confirmation: string,
  lang: Lang,
): FieldProblem<N> | null {
  const message = checkPasswordsMatch(password, confirmation, lang);
  return message ? { field, message } : null;
}
