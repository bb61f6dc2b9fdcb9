// UI labels follow the seed on every start: new ones appear, changed ones update, removed and
// re-numbered ones go — in English and Arabic; rows of any other language are not touched.
import { LANGUAGES } from '@bazaar/contract/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { seedLabels } from './labels.ts';
import { SEEDED_LABELS } from './seeded-labels.ts';

/** A language the seed does not manage. */
const OTHER_LANGUAGE = 3;

describe.each(DIALECTS)('label sync on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await handle.destroy();
  });

  const rows = () =>
    handle.db
      .selectFrom('localization_labels')
      .select(['entity_id', 'language_id', 'label_html_id', 'text'])
      .orderBy('language_id')
      .orderBy('entity_id')
      .orderBy('label_html_id')
      .execute();

  it('inserts, updates and removes labels of both languages, leaving other languages alone', async () => {
    await handle.db
      .insertInto('localization_labels')
      .values({ entity_id: 63, language_id: OTHER_LANGUAGE, label_html_id: 'lbl_a', text: 'A' })
      .execute();

    const first = {
      en: { 63: { lbl_a: 'A', lbl_b: 'B' } },
      ar: { 64: { lbl_c: 'ج', lbl_x: ' ' } },
    };
    expect(await seedLabels(handle.db, first)).toEqual({ upserted: 3, removed: 0 });
    expect(await seedLabels(handle.db, first)).toEqual({ upserted: 0, removed: 0 });

    const second = { en: { 63: { lbl_a: 'Alpha', lbl_d: 'D' } }, ar: { 64: { lbl_c: 'ج' } } };
    expect(await seedLabels(handle.db, second)).toEqual({ upserted: 2, removed: 1 });
    expect(await rows()).toEqual([
      { entity_id: 63, language_id: LANGUAGES.en, label_html_id: 'lbl_a', text: 'Alpha' },
      { entity_id: 63, language_id: LANGUAGES.en, label_html_id: 'lbl_d', text: 'D' },
      { entity_id: 64, language_id: LANGUAGES.ar, label_html_id: 'lbl_c', text: 'ج' },
      { entity_id: 63, language_id: OTHER_LANGUAGE, label_html_id: 'lbl_a', text: 'A' },
    ]);

    expect(await seedLabels(handle.db, {})).toEqual({ upserted: 0, removed: 3 });
    expect(await rows()).toEqual([
      { entity_id: 63, language_id: OTHER_LANGUAGE, label_html_id: 'lbl_a', text: 'A' },
    ]);
  });

  it('drops rows left under an entity id whose meaning changed', async () => {
    // Before the provider's table was adopted, 63 was BestFacilities and 64 the header.
    await seedLabels(handle.db, {
      ar: { 63: { lbl_facility_support: 'دعم' }, 64: { lbl_hdr_cart: 'السلة' } },
    });
    await seedLabels(handle.db);
    const stale = await handle.db
      .selectFrom('localization_labels')
      .select('label_html_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('entity_id', '=', 63), eb('label_html_id', '=', 'lbl_facility_support')]),
          eb.and([eb('entity_id', '=', 64), eb('label_html_id', '=', 'lbl_hdr_cart')]),
        ]),
      )
      .execute();
    expect(stale).toEqual([]);
  });

  it('loads every non-blank seeded label of both languages by default', async () => {
    const expected = Object.values(SEEDED_LABELS)
      .flatMap((entities) => Object.values(entities))
      .flatMap((entries) => Object.values(entries))
      .filter((text) => text.trim() !== '');
    await seedLabels(handle.db);
    expect((await rows()).length).toBe(expected.length);
  });
});
