// The seeded label sets are complete: every provider id has both languages, every label of
// Bazaar's storefront has its Arabic, and no id is given two texts.
import { describe, expect, it } from 'vitest';
import { PAGE_ENTITY, type PageEntityName } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { ARABIC_LABELS } from './labels-ar.ts';
import { PROVIDER_LABELS } from './provider-labels.ts';
import { buildSeededLabels, SEEDED_LABELS } from './seeded-labels.ts';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('seeded labels', () => {
  it('give every provider storefront id an English text and an Arabic translation', () => {
    for (const [entity, pairs] of Object.entries(PROVIDER_LABELS)) {
      for (const [id, pair] of Object.entries(pairs)) {
        expect(pair.en.trim(), `${entity}.${id} en`).not.toBe('');
        expect(pair.ar, `${entity}.${id} ar`).toMatch(ARABIC_SCRIPT);
      }
    }
  });

  it("give every label of Bazaar's storefront an Arabic translation", () => {
    for (const [name, labels] of Object.entries(LABELS)) {
      const arabic = ARABIC_LABELS[PAGE_ENTITY[name as PageEntityName]] ?? {};
      for (const id of Object.keys(labels)) {
        expect(arabic[id]?.trim(), `${name}.${id}`).toBeTruthy();
      }
    }
  });

  it('hold the same ids in English and Arabic', () => {
    for (const [entity, english] of Object.entries(SEEDED_LABELS.en)) {
      const arabic = SEEDED_LABELS.ar[Number(entity)] ?? {};
      expect(Object.keys(arabic).sort(), `entity ${entity}`).toEqual(Object.keys(english).sort());
    }
    expect(Object.keys(SEEDED_LABELS.ar).sort()).toEqual(Object.keys(SEEDED_LABELS.en).sort());
  });

  it('refuse an id that the two sources give different texts', () => {
    const own = { en: { 75: { lbl_x: 'Home' } }, ar: { 75: { lbl_x: 'الرئيسية' } } };
    const same = { 75: { lbl_x: { en: 'Home', ar: 'الرئيسية' } } };
    expect(buildSeededLabels(own, same).ar[75]).toEqual({ lbl_x: 'الرئيسية' });
    const clash = { 75: { lbl_x: { en: 'Home', ar: 'البيت' } } };
    expect(() => buildSeededLabels(own, clash)).toThrow(/lbl_x of entity 75/);
  });
});
