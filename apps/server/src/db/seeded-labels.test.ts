// The seeded label sets come from @bazaar/i18n (whose own test checks that every text has both
// languages): every entity and id has both languages, and no id is given two texts.
import { describe, expect, it } from 'vitest';
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { PROVIDER_LABEL_TEXTS } from '@bazaar/i18n/provider-labels';
import { buildSeededLabels, byEntityId, SEEDED_LABELS } from './seeded-labels.ts';

describe('seeded labels', () => {
  it("hold Bazaar's labels and the provider storefront's under their page entity ids", () => {
    expect(SEEDED_LABELS.ar[PAGE_ENTITY.Navbar]?.lbl_hdr_cart).toBe(
      LABEL_TEXTS.Navbar.lbl_hdr_cart.ar,
    );
    expect(SEEDED_LABELS.en[PAGE_ENTITY.TopHeader]?.lbl_thead_about).toBe(
      PROVIDER_LABEL_TEXTS.TopHeader.lbl_thead_about.en,
    );
    // Footer holds both: Bazaar's lbl_ftr_* and the provider's lbl_footr_*.
    const footer = Object.keys(SEEDED_LABELS.ar[PAGE_ENTITY.Footer] ?? {});
    expect(footer).toEqual(expect.arrayContaining(['lbl_ftr_home', 'lbl_footr_home']));
  });

  it('hold the same ids in English and Arabic', () => {
    for (const [entity, english] of Object.entries(SEEDED_LABELS.en)) {
      const arabic = SEEDED_LABELS.ar[Number(entity)] ?? {};
      expect(Object.keys(arabic).sort(), `entity ${entity}`).toEqual(Object.keys(english).sort());
    }
    expect(Object.keys(SEEDED_LABELS.ar).sort()).toEqual(Object.keys(SEEDED_LABELS.en).sort());
  });

  it('refuse an id that the two sources give different texts', () => {
    const own = { 75: { lbl_x: { en: 'Home', ar: 'الرئيسية' } } };
    const same = { 75: { lbl_x: { en: 'Home', ar: 'الرئيسية' } } };
    expect(buildSeededLabels(own, same).ar[75]).toEqual({ lbl_x: 'الرئيسية' });
    const clash = { 75: { lbl_x: { en: 'Home', ar: 'البيت' } } };
    expect(() => buildSeededLabels(own, clash)).toThrow(/lbl_x of entity 75/);
  });

  it('refuse a page entity name the contract does not know', () => {
    expect(byEntityId({ Footer: {} })).toEqual({ [PAGE_ENTITY.Footer]: {} });
    expect(() => byEntityId({ Basement: {} })).toThrow(/unknown page entity: Basement/);
  });
});
