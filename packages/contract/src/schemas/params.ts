// How parameters arrive from the provider's storefront (endpoints.md): numbers may be numeric
// strings, "" / null / missing mean "not set", list filters are comma-joined strings, and 0 or
// -999 in an id list or a location id mean "nothing chosen".
import { z } from 'zod';
import { LOCATION_NOT_SELECTED } from '../constants.ts';
import { ID_MAX, INTEGER_TEXT } from '../ids.ts';
import { say, type Message } from '@bazaar/i18n/message-catalogue';
import {
  formProblem,
  hasControlCharacter,
  hasLineBreak,
  hasLoneSurrogate,
  type FieldRule,
} from '../validation.ts';

const isNotSet = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A decimal number: a JSON number, or a string of digits with an optional fraction. */
const numeric = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  { error: 'must be a number' },
);

/**
 * A whole number as a JSON number or a string of digits ("12", "-999"). "1e1", "10.0" and
 * "0x10" are refused: an integer is written as one, so what the server reads is what was sent.
 */
const integerInput = z.union(
  [z.number(), z.string().trim().regex(INTEGER_TEXT).transform(Number)],
  { error: 'must be a whole number' },
);

/** What a request field holds, for tools that walk the request schemas (see request-fields.ts). */
export type FieldKind = 'id' | 'integer' | 'number' | 'json';
export const FIELD_KINDS = z.registry<{ kind: FieldKind }>();

// PostgreSQL cannot store a NUL character in text; no real input contains one.
const noNul = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL characters';
const SURROGATE_MESSAGE = 'must be valid Unicode text (no unpaired surrogates)';
const LINE_BREAK_MESSAGE = 'must be a single line';
const CONTROL_MESSAGE = 'must not contain control characters';

export interface TextOptions {
  /** Line breaks allowed (messages, addresses, notes); otherwise the text is one line. */
  multiline?: boolean;
}

/**
 * Any string the server may store: no NUL, no lone surrogate, one line unless `multiline`, and
 * no other C0/C1 control character but tab (ESC, BEL… would act on an operator's terminal).
 * These are shape errors (HTTP 400): a form field in a browser cannot produce them.
 */
export function text({ multiline = false }: TextOptions = {}) {
  const checked = z
    .string({ error: 'must be text' })
    .refine(noNul, NUL_MESSAGE)
    .refine((value) => !hasLoneSurrogate(value), SURROGATE_MESSAGE);
  const lines = multiline
    ? checked
    : checked.refine((value) => !hasLineBreak(value), LINE_BREAK_MESSAGE);
  return lines.refine((value) => !hasControlCharacter(value, multiline), CONTROL_MESSAGE);
}

const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const unsetAsUndefined = (value: unknown) => (isNotSet(value) ? undefined : value);

/** An optional whole number within [min, max]. */
export function optionalInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z
    .preprocess(unsetAsUndefined, integerInput.pipe(wholeNumber(min, max)).optional())
    .register(FIELD_KINDS, { kind: 'integer' });
}

/** A required whole number within [min, max]. */
export function requiredInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z
    .preprocess(unsetAsUndefined, integerInput.pipe(wholeNumber(min, max)))
    .register(FIELD_KINDS, { kind: 'integer' });
}

const idNumber = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be a positive id')
  .max(ID_MAX, `must be at most ${ID_MAX}`);

/** A row id (1 … ID_MAX, see ids.ts): required. */
export function requiredId() {
  return z
    .preprocess(unsetAsUndefined, integerInput.pipe(idNumber))
    .register(FIELD_KINDS, { kind: 'id' });
}

/** A row id (1 … ID_MAX), or not set. */
export function optionalId() {
  return z
    .preprocess(unsetAsUndefined, integerInput.pipe(idNumber).optional())
    .register(FIELD_KINDS, { kind: 'id' });
}

/** An optional decimal number within [min, max]. */
export function optionalNumber(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return z
    .preprocess(
      unsetAsUndefined,
      numeric
        .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
        .optional(),
    )
    .register(FIELD_KINDS, { kind: 'number' });
}

/** Optional free text; trimmed, "" when not set, at most `max` characters. */
export function optionalText(max: number, options: TextOptions = {}) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text(options).trim().max(max, `must be at most ${max} characters`),
  );
}

/** 0 and -999 (LOCATION_NOT_SELECTED) are how the provider's storefront says "none chosen". */
const NOTHING_CHOSEN: readonly number[] = [0, LOCATION_NOT_SELECTED];
const isChosen = (id: number) => !NOTHING_CHOSEN.includes(id);

const listedId = integerInput.pipe(
  z
    .number()
    .int('must be whole numbers')
    .max(ID_MAX, `must be at most ${ID_MAX}`)
    .refine((id) => id > 0 || !isChosen(id), 'must be positive ids'),
);

/**
 * A comma-joined list of ids ("12,14" or 12 or [12,14]) → number[]; empty when not set.
 * 0 and -999 mean "nothing chosen" and are dropped: "0" lists all, "0,12" is category 12.
 */
export function idList(maxItems = 100) {
  return z
    .preprocess(
      (value) => {
        if (isNotSet(value)) return [];
        if (typeof value === 'number') return [value];
        if (typeof value === 'string') return value.split(',').map((part) => part.trim());
        return value;
      },
      z.array(listedId).max(maxItems, `must list at most ${maxItems} ids`),
    )
    .register(FIELD_KINDS, { kind: 'id' })
    .transform((ids) => ids.filter(isChosen));
}

/**
 * A country, state or city id: positive, or not set. 0 and -999 (the "Select …" option)
 * mean none, and so do "", null and a missing key.
 */
export function locationId() {
  return z
    .preprocess(
      unsetAsUndefined,
      integerInput
        .pipe(
          z
            .number()
            .int('must be a whole number')
            .max(ID_MAX, `must be at most ${ID_MAX}`)
            .refine((id) => id > 0 || !isChosen(id), 'must be a positive id, 0 or -999'),
        )
        .transform((id) => (isChosen(id) ? id : undefined))
        .optional(),
    )
    .register(FIELD_KINDS, { kind: 'id' });
}

/** '[{"ProductId":151},…]' → [151, …]; other values pass through unchanged to idList. */
function unwrapProductIdJson(value: unknown, ctx: z.core.$RefinementCtx): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a valid JSON string' });
    return z.NEVER;
  }
  if (!Array.isArray(parsed)) return parsed;
  return parsed.map((row: unknown) =>
    typeof row === 'object' && row !== null && 'ProductId' in row ? row.ProductId : row,
  );
}

/**
 * ProductsIds: the provider's JSON string '[{"ProductId":151},…]', or a plain id list
 * ("151,152", 151 or [151,152]). Unique ids in first-seen order; 0 entries are dropped.
 */
export function productIdList(maxItems = 100) {
  return z.preprocess(unwrapProductIdJson, idList(maxItems)).transform((ids) => [...new Set(ids)]);
}

/** A JSON string holding a value (cartJsonData); parsed, then checked with `inner`. */
export function jsonString<T extends z.ZodType>(inner: T) {
  const schema = z
    .string({ error: 'must be a JSON string' })
    .max(200_000, 'is too large')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a valid JSON string' });
        return z.NEVER;
      }
    })
    .pipe(inner);
  FIELD_KINDS.add(schema, { kind: 'json' });
  return schema;
}

/** Marks a zod issue as a §5 form-rule outcome (the shopper's input), not a malformed request. */
export const FORM_OUTCOME = 'form-rule';

/** True when the zod issue is a §5 form-rule message (see formSchema), answered HTTP 200. */
export function isFormOutcome(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.['outcome'] === FORM_OUTCOME;
}

/** Adds a §5 message as a form-rule outcome; the server says it in the request's language. */
export function addFormOutcome(ctx: z.core.$RefinementCtx, message: Message): void {
  ctx.addIssue({
    code: 'custom',
    message: say('en', message),
    params: { outcome: FORM_OUTCOME, message },
  });
}

/** The §5 message a form-rule issue carries (see addFormOutcome). */
export function formOutcomeOf(issue: z.core.$ZodIssue): Message | undefined {
  if (issue.code !== 'custom' || !isFormOutcome(issue)) return undefined;
  return issue.params?.['message'] as Message | undefined;
}

/**
 * Text fields checked with the shared field checker, so the server answers spec §5's message.
 * A wrong type, NUL, lone surrogate or line break in a one-line field is a shape error (400);
 * a rule of the §5 table (required, lengths, e-mail) is a form-rule outcome (see isFormOutcome).
 */
export function formSchema<const R extends readonly FieldRule[]>(rules: R) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const rule of rules) {
    shape[rule.name] = z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.union([text({ multiline: rule.multiline }), z.number().transform(String)], {
        error: 'must be text',
      }),
    );
  }
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      const problem = formProblem(rules, values);
      if (problem) addFormOutcome(ctx, problem);
    })
    .transform((values) => {
      const trimmed: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) trimmed[key] = value.trim();
      return trimmed as { [K in R[number]['name']]: string };
    });
}
