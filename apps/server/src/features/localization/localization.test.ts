import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { LANGUAGES, PAGE_ENTITY } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const rows = z.array(API_SCHEMAS.getLocalization.row);

describe.each(DIALECTS)('localization endpoint on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the Arabic facility labels for BestFacilities', async () => {
    const { data } = await call(t.app, 'getLocalization', {
      entityId: PAGE_ENTITY.BestFacilities,
      languageCode: 'ar',
    });
    const [answer] = rows.parse(data);
    const ids = answer?.labelsJsonData.map((label) => label.labelHtmlId).sort();
    expect(ids).toEqual(Object.keys(LABELS.BestFacilities).sort());
    expect(answer?.labelsJsonData.every((label) => /[\u0600-\u06FF]/.test(label.text))).toBe(true);
  });

  it('has an Arabic translation for every label of every page entity', async () => {
    for (const [entity, labels] of Object.entries(LABELS)) {
      const entityId = PAGE_ENTITY[entity as keyof typeof PAGE_ENTITY];
      const stored = await t.db
        .selectFrom('localization_labels')
        .select(['label_html_id', 'text'])
        .where('entity_id', '=', entityId)
        .where('language_id', '=', LANGUAGES.ar)
        .execute();
      const translated = new Map(stored.map((row) => [row.label_html_id, row.text]));
      for (const id of Object.keys(labels)) {
        expect(translated.get(id)?.trim(), `${entity}.${id}`).toBeTruthy();
      }
    }
  });

  it.each([
    [{ entityId: 12, languageCode: 'ar' }, /^entityId: /],
    [{ entityId: 63 }, /^languageCode: /],
    [{ entityId: 'x', languageCode: 'ar' }, /^entityId: /],
  ])('refuses %j', async (params, message) => {
    const { status, envelope } = await call(t.app, 'getLocalization', params);
    expect(status).toBe(400);
    expect(envelope.errorMessage).toMatch(message);
  });
});
