// The shared field checker of spec §5 (contract validation.ts) applied to a whole form: the first
// broken rule's message in the shopper's language AND the field it is about, so a form can mark
// that field, tie the message to it and move focus there.
import { RESPONSE_MSG } from '@bazaar/contract/messages';
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

/** Every broken rule's message by field, checked in rule order (a form that marks them all). */
export function allProblems<R extends readonly FieldRule[]>(
  rules: R,
  values: Readonly<Record<R[number]['name'], unknown>>,
  lang: Lang,
): Partial<Record<R[number]['name'], string>> {
  const problems: Partial<Record<R[number]['name'], string>> = {};
  for (const rule of rules) {
    const name = rule.name as R[number]['name'];
    const message = checkField({ ...rule, value: values[name] }, lang);
    if (message) problems[name] = message;
  }
  return problems;
}

/** The first field, in rule order, that has a message, or null. */
export function firstMarked<R extends readonly FieldRule[]>(
  rules: R,
  problems: Partial<Record<R[number]['name'], string>>,
): R[number]['name'] | null {
  const rule = rules.find((r) => problems[r.name as R[number]['name']]);
  return rule ? rule.name : null;
}

/** One field of a form built from its rules: label, control and the rule's maximum length. */
export interface FieldConfig<N extends string, L extends string, I extends string> {
  name: N;
  labelId: L;
  input: I;
  autoComplete: string;
  maxLength: number;
}

/** A form's fields in the order of its rules, so the first message matches the first bad field. */
export function fieldTable<
  R extends readonly (FieldRule & { max: number })[],
  L extends string,
  I extends string,
>(
  rules: R,
  fields: Record<
    R[number]['name'],
    Omit<FieldConfig<R[number]['name'], L, I>, 'name' | 'maxLength'>
  >,
): FieldConfig<R[number]['name'], L, I>[] {
  return rules.map((rule) => {
    const name = rule.name as R[number]['name'];
    return { name, maxLength: rule.max, ...fields[name] };
  });
}

/** Every field of a form's rules, empty: the form's starting values. */
export function emptyValues<R extends readonly FieldRule[]>(
  rules: R,
): Record<R[number]['name'], string> {
  return Object.fromEntries(rules.map((rule) => [rule.name, ''])) as Record<
    R[number]['name'],
    string
  >;
}

/** The values with each text trimmed (the server trims too; this keeps stored text tidy). */
export function trimmed<V extends Record<string, string>>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.trim()]),
  ) as V;
}

/** A form call succeeded only when its first row says 'Saved Successfully' (spec §8). */
export function isSaved(rows: readonly { ResponseMsg?: string }[] | null | undefined): boolean {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved;
}
