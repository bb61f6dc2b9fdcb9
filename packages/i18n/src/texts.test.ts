// Completeness: every text of every module of this package, found by reading the modules rather
// than a list that could forget one, has a non-empty English and Arabic text with the same
// placeholders; every count has all of Arabic's six forms.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from './text.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
/** Texts whose Arabic rightly holds no Arabic letter (an e-mail address, a price). */
const LATIN_IN_ARABIC = new Set([
  'labels/home.ts lbl_home_newsletter_placeholder',
  'labels/return-refund.ts lbl_returns_glance_pickup_value',
  // A count alone: its words come from the plural forms (plural.ts), Arabic ones included.
  'labels/product-detail.ts lbl_prd_reviews_count',
  'labels/product-detail.ts lbl_prd_ship_days_value',
  'labels/product-detail.ts lbl_prd_star_bar',
]);
/** Texts whose Arabic leaves out an English wire name on purpose (issue #18: no English words
 * inside an Arabic sentence): the field's name, or the limit a shopper never types. */
const PLACEHOLDERS_LEFT_OUT_IN_ARABIC = new Set([
  'server-errors.ts refusedField',
  'server-errors.ts downloadItemInvalid',
]);

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An export whose entries carry an `en` or an `ar`: a group of texts (or of plural forms). */
const isTextGroup = (value: unknown): value is Record<string, Record<string, unknown>> =>
  isObject(value) &&
  Object.values(value).some((entry) => isObject(entry) && ('en' in entry || 'ar' in entry));

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)(?:\|\w+)?\}/g)].map((match) => match[1] ?? '').sort();

interface Entry {
  where: string;
  id: string;
  text: Record<string, unknown>;
}

const entries: Entry[] = [];
for (const file of modules(SRC)) {
  const where = path.relative(SRC, file);
  const exports = (await import(file)) as Record<string, unknown>;
  for (const value of Object.values(exports)) {
    if (!isTextGroup(value)) continue;
    for (const [id, text] of Object.entries(value)) entries.push({ where, id, text });
  }
}
const texts = entries.filter((entry) => !isObject(entry.text.en));
const plurals = entries.filter((entry) => isObject(entry.text.en));

describe('every text of @bazaar/i18n', () => {
  it('finds the groups of every kind', () => {
    const files = new Set(entries.map((entry) => entry.where));
    for (const file of ['messages.ts', 'fields.ts', 'server-errors.ts', 'plural.ts'])
      expect(files).toContain(file);
    expect([...files].filter((file) => file.startsWith('labels/')).length).toBe(28);
    expect([...files].filter((file) => file.startsWith('provider-labels/')).length).toBe(23);
  });

  it.each(LANGS)('has a non-empty %s text for every id', (lang) => {
    const missing = texts.filter(({ text }) => {
      const value = text[lang];
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing.map(({ where, id }) => `${where} ${id}`)).toEqual([]);
  });

  it('writes the Arabic in Arabic script', () => {
    const latin = texts.filter(
      ({ where, id, text }) =>
        !LATIN_IN_ARABIC.has(`${where} ${id}`) && !ARABIC_SCRIPT.test(String(text.ar)),
    );
    expect(latin.map(({ where, id }) => `${where} ${id}`)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = texts.filter(
      ({ where, id, text }) =>
        !PLACEHOLDERS_LEFT_OUT_IN_ARABIC.has(`${where} ${id}`) &&
        placeholders(String(text.en)).join() !== placeholders(String(text.ar)).join(),
    );
    expect(differing.map(({ where, id }) => `${where} ${id}`)).toEqual([]);
  });

  it("gives every count English's two forms and Arabic's six", () => {
    expect(plurals.length).toBeGreaterThan(0);
    for (const { id, text } of plurals) {
      const en = text.en as Record<string, string>;
      const ar = text.ar as Record<string, string>;
      expect(Object.keys(en).sort(), id).toEqual(['one', 'other']);
      expect(Object.keys(ar).sort(), id).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
      for (const form of [...Object.values(en), ...Object.values(ar)]) {
        expect(form.trim(), id).not.toBe('');
      }
    }
  });
});
