import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { PAGE_ENTITY, type PageEntityName } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { PROVIDER_LABELS } from '../../db/seed/provider-labels.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** Label ids the provider's storefront reads for BestFacilities: the same as Bazaar's strip. */
const PROVIDER_FACILITY_IDS = [
  'lbl_facility_freeshipp',
  'lbl_facility_moneyback',
  'lbl_facility_pygateway',
  'lbl_facility_support',
];

describe.each(DIALECTS)('localization endpoint on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

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

  it.each([
    ['TopHeader', PAGE_ENTITY.TopHeader],
    ['MegaMenu', PAGE_ENTITY.MegaMenu],
    ['Footer', PAGE_ENTITY.Footer],
  ] as const)("answers the provider's %s ids (%i) in Arabic", async (name, entityId) => {
    const answered = await labels(entityId, 'ar');
    const expected = Object.keys(PROVIDER_LABELS[entityId] ?? {});
    expect(expected.length, name).toBeGreaterThan(0);
    for (const id of expected) expect(answered.get(id), id).toMatch(ARABIC_SCRIPT);
  });

  it("answers the provider's BestFacilities ids (87) in Arabic, shared with Bazaar's strip", async () => {
    const answered = await labels(PAGE_ENTITY.BestFacilities, 'ar');
    expect([...answered.keys()].sort()).toEqual(PROVIDER_FACILITY_IDS);
    expect(Object.keys(LABELS.BestFacilities).sort()).toEqual(PROVIDER_FACILITY_IDS);
    for (const text of answered.values()) expect(text).toMatch(ARABIC_SCRIPT);
  });

  it("answers Bazaar's header in Arabic under Navbar (77), which the provider reads nothing of", async () => {
    const answered = await labels(PAGE_ENTITY.Navbar, 'ar');
    expect([...answered.keys()].sort()).toEqual(Object.keys(LABELS.Navbar).sort());
    for (const text of answered.values()) expect(text).toMatch(ARABIC_SCRIPT);
  });

  it('answers every provider id of every entity in both languages', async () => {
    for (const [entity, pairs] of Object.entries(PROVIDER_LABELS)) {
      const [english, arabic] = await Promise.all([labels(entity, 'en'), labels(entity, 'ar')]);
      for (const [id, pair] of Object.entries(pairs)) {
        expect(english.get(id), `${entity}.${id}`).toBe(pair.en);
        expect(arabic.get(id), `${entity}.${id}`).toBe(pair.ar);
      }
    }
  });

  it("answers every label of Bazaar's storefront in Arabic and its English default in English", async () => {
    for (const [name, defaults] of Object.entries(LABELS)) {
      const entityId = PAGE_ENTITY[name as PageEntityName];
      const [english, arabic] = await Promise.all([labels(entityId, 'en'), labels(entityId, 'ar')]);
      for (const [id, text] of Object.entries(defaults)) {
        expect(english.get(id), `${name}.${id}`).toBe(text);
        expect(arabic.get(id)?.trim(), `${name}.${id}`).toBeTruthy();
      }
    }
  });

  it('answers an empty list for an entity without labels', async () => {
    expect((await labels(PAGE_ENTITY.SizeGuide, 'ar')).size).toBe(0);
  });

  it.each([
    [{ entityId: 12, languageCode: 'ar' }, /^entityId: /],
    [{ entityId: 98, languageCode: 'ar' }, /^entityId: /],
    [{ entityId: 63 }, /^languageCode: /],
    [{ entityId: 'x', languageCode: 'ar' }, /^entityId: /],
  ])('refuses %j', async (params, message) => {
    const { status, envelope } = await call(t.app, 'getLocalization', params);
    expect(status).toBe(400);
    expect(envelope.errorMessage).toMatch(message);
  });
});
