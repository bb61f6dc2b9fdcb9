// Every field a request schema reads, found by walking the zod definitions: ids, whole numbers,
// decimals and text, with where they sit (a key, an item of a list, inside a JSON string such as
// cartJsonData). Generated tests and the fuzz benchmark send hostile values to each, so a field
// added to a schema is covered without anyone listing it.
import type { z } from 'zod';
import { FIELD_KINDS } from './schemas/params.ts';

export type Step = { key: string } | { item: true } | { json: true };
export type SiteKind = 'id' | 'integer' | 'number' | 'text';
export interface RequestField {
  path: Step[];
  kind: SiteKind;
}

type Def = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

const WRAPPERS = [
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
];

function walk(schema: unknown, path: Step[], found: RequestField[]): void {
  const def = defOf(schema);
  if (!def) return;
  const kind = FIELD_KINDS.get(schema as z.ZodType)?.kind;
  if (kind === 'id' || kind === 'integer' || kind === 'number') {
    found.push({ path, kind });
    return;
  }
  if (kind === 'json') {
    found.push({ path, kind: 'text' });
    walk(def['out'], [...path, { json: true }], found);
    return;
  }
  if (def.type === 'string' || def.type === 'enum') {
    found.push({ path, kind: 'text' });
  } else if (def.type === 'object') {
    for (const [key, child] of Object.entries(def['shape'] as object)) {
      walk(child, [...path, { key }], found);
    }
  } else if (def.type === 'array') {
    walk(def['element'], [...path, { item: true }], found);
  } else if (def.type === 'union') {
    for (const option of def['options'] as unknown[]) walk(option, path, found);
  } else if (def.type === 'intersection') {
    walk(def['left'], path, found);
    walk(def['right'], path, found);
  } else if (def.type === 'pipe') {
    walk(def['in'], path, found);
    walk(def['out'], path, found);
  } else if (def.type !== undefined && WRAPPERS.includes(def.type)) {
    walk(def['innerType'], path, found);
  }
}

/** The field's name as an answer names it: "cartJsonData.0.ProductId". */
export const fieldName = (path: readonly Step[]): string =>
  path.flatMap((step) => ('key' in step ? [step.key] : 'item' in step ? ['0'] : [])).join('.');

/** Every id, whole-number and text field of a request schema, once each. */
export function requestFields(schema: z.ZodType): RequestField[] {
  const found: RequestField[] = [];
  walk(schema, [], found);
  const seen = new Set<string>();
  return found.filter((field) => {
    const key = `${field.kind} ${JSON.stringify(field.path)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `base` with `value` put at `path`: objects and lists are copied (a missing list gets one
 * item), a JSON string is parsed, changed and written back.
 */
export function withValue(base: unknown, path: readonly Step[], value: unknown): unknown {
  const [step, ...rest] = path;
  if (!step) return value;
  if ('json' in step) {
    const inner = typeof base === 'string' ? (JSON.parse(base) as unknown) : undefined;
    return JSON.stringify(withValue(inner, rest, value));
  }
  if ('item' in step) {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    return [withValue(list[0], rest, value), ...list.slice(1)];
  }
  const object = typeof base === 'object' && base !== null ? (base as Record<string, unknown>) : {};
  return { ...object, [step.key]: withValue(object[step.key], rest, value) };
}
