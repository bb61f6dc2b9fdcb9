// How parameters arrive from the provider's storefront (endpoints.md): numbers may be numeric
// strings, "" / null / missing mean "not set", list filters are comma-joined strings.
import { z } from 'zod';
import { checkForm, type FieldRule } from '../validation.ts';

const isNotSet = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

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

// PostgreSQL cannot store a NUL character in text; no real input contains one.
const noNul = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL characters';

const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** An optional whole number within [min, max]. */
export function optionalInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => (isNotSet(value) ? undefined : value),
    numeric.pipe(wholeNumber(min, max)).optional(),
  );
}

/** A required whole number within [min, max]. */
export function requiredInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => (isNotSet(value) ? undefined : value),
    numeric.pipe(wholeNumber(min, max)),
  );
}

/** An optional decimal number within [min, max]. */
export function optionalNumber(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => (isNotSet(value) ? undefined : value),
    numeric
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .optional(),
  );
}

/** Optional free text; trimmed, "" when not set, at most `max` characters. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(max, `must be at most ${max} characters`).refine(noNul, NUL_MESSAGE),
  );
}

/** A comma-joined list of ids ("12,14" or 12 or [12,14]) → number[]; empty when not set. */
export function idList(maxItems = 100) {
  return z.preprocess(
    (value) => {
      if (isNotSet(value)) return [];
      if (typeof value === 'number') return [value];
      if (typeof value === 'string') return value.split(',').map((part) => part.trim());
      return value;
    },
    z
      .array(numeric.pipe(z.number().int('must be whole numbers').positive()))
      .max(maxItems, `must list at most ${maxItems} ids`),
  );
}

/** A JSON string holding a value (cartJsonData); parsed, then checked with `inner`. */
export function jsonString<T extends z.ZodType>(inner: T) {
  return z
    .string()
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
}

/** Text fields checked with the shared field checker, so the server answers spec §5's message. */
export function formSchema<const R extends readonly FieldRule[]>(rules: R) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const rule of rules) {
    shape[rule.name] = z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.union([z.string().refine(noNul, NUL_MESSAGE), z.number().transform(String)], {
        error: 'must be text',
      }),
    );
  }
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      const message = checkForm(rules, values);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((values) => {
      const trimmed: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) trimmed[key] = value.trim();
      return trimmed as { [K in R[number]['name']]: string };
    });
}
