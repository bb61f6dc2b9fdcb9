import { describe, expect, it } from 'vitest';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { PAGE_ENTITY, type PageEntityName } from '@bazaar/contract/constants';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { PROVIDER_LABEL_TEXTS } from '@bazaar/i18n/provider-labels';
import type { Texts } from '@bazaar/i18n/text';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** Label ids the provider's storefront reads for BestFacilities: the same as Bazaar's strip. */
const PROVIDER_FACILITY_IDS = [
  'lbl_facility_freeshipp',
  'lbl_facility_moneyback',
  'lbl_facility_pygateway',
  'lbl_facility_support',
];

describe.each(DIALECTS)('localization endpoint on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** The answer's labels by id, after checking the answer is one {labelsJsonData} object. */
  async function labels(entityId: number | string, languageCode: string) {
    const { status, data } = await call(t.app, 'getLocalization', {
      entityId,
      languageCode,
      recordValueJson: '[]',
    });
    expect(status).toBe(200);
    const answer = API_SCHEMAS.getLocalization.row.parse(data);
    return new Map(answer.labelsJsonData.map((label) => [label.labelHtmlId, label.text]));
  }

  it('answers one object, as the provider storefront sends and reads it', async () => {
    const { data } = await call(t.app, 'getLocalization', {
      entityId: '78',
      languageCode: 'ar',
      recordValueJson: '[]',
    });
    expect(Array.isArray(data)).toBe(false);
    expect(data).toHaveProperty('labelsJsonData');
  });

  it.each(['TopHeader', 'MegaMenu', 'Footer'] as const)(
    "answers the provider's %s ids in Arabic",
    async (name) => {
      const answered = await labels(PAGE_ENTITY[name], 'ar');
      const expected = Object.keys(PROVIDER_LABEL_TEXTS[name]);
      expect(expected.length, name).toBeGreaterThan(0);
      for (const id of expected) expect(answered.get(id), id).toMatch(ARABIC_SCRIPT);
    },
  );

  it("answers the provider's BestFacilities ids (87) in Arabic, shared with Bazaar's strip", async () => {
    const answered = await labels(PAGE_ENTITY.BestFacilities, 'ar');
    expect([...answered.keys()].sort()).toEqual(PROVIDER_FACILITY_IDS);
    expect(Object.keys(LABEL_TEXTS.BestFacilities).sort()).toEqual(PROVIDER_FACILITY_IDS);
    for (const text of answered.values()) expect(text).toMatch(ARABIC_SCRIPT);
  });

  it("answers Bazaar's header in Arabic under Navbar (77), which the provider reads nothing of", async () => {
    const answered = await labels(PAGE_ENTITY.Navbar, 'ar');
    expect([...answered.keys()].sort()).toEqual(Object.keys(LABEL_TEXTS.Navbar).sort());
    for (const text of answered.values()) expect(text).toMatch(ARABIC_SCRIPT);
  });

  it.each<[string, Readonly<Record<string, Texts>>]>([
    ["Bazaar's storefront", LABEL_TEXTS],
    ["the provider's storefront", PROVIDER_LABEL_TEXTS],
  ])(
    'answers every label of %s in English and Arabic, as @bazaar/i18n writes them',
    async (_, groups) => {
      for (const [name, texts] of Object.entries(groups)) {
        const entityId = PAGE_ENTITY[name as PageEntityName];
        const [en, ar] = await Promise.all([labels(entityId, 'en'), labels(entityId, 'ar')]);
        for (const [id, text] of Object.entries(texts)) {
          expect(en.get(id), `${name}.${id}`).toBe(text.en);
          expect(ar.get(id), `${name}.${id}`).toBe(text.ar);
        }
      }
    },
  );

  it('answers an empty list for an entity without labels', async () => {
    expect((await labels(PAGE_ENTITY.SizeGuide, 'ar')).size).toBe(0);
  });

  it.each([
    [{ entityId: 12, languageCode: 'ar' }, 'entityId'],
    [{ entityId: 99, languageCode: 'ar' }, 'entityId'],
    [{ entityId: 63 }, 'languageCode'],
    [{ entityId: 'x', languageCode: 'ar' }, 'entityId'],
  ])('refuses %j, naming %s', async (params, field) => {
    const { status, envelope } = await call(t.app, 'getLocalization', params);
    expect(status).toBe(400);
    // Said in the languageCode asked for ("قيمة entityId في الطلب غير صالحة: …"), naming the field.
    expect(envelope).toMatchObject({ messageId: 'malformedField', messageParams: { field } });
    expect(envelope.errorMessage).toContain(field);
  });
});
