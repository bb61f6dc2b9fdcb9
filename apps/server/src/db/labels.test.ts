// Arabic labels follow labels-ar.ts on every start: new ones appear, changed ones update, removed go.
import { LANGUAGES } from '@bazaar/contract/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { ARABIC_LABELS } from './seed/labels-ar.ts';
import { seedLabels } from './seed/labels.ts';

describe.each(DIALECTS)('label sync on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await handle.destroy();
  });

  const arabic = () =>
    handle.db
      .selectFrom('localization_labels')
      .select(['entity_id', 'label_html_id', 'text'])
      .where('language_id', '=', LANGUAGES.ar)
      .orderBy('entity_id')
      .orderBy('label_html_id')
      .execute();

  it('inserts, updates and removes Arabic labels, leaving other languages alone', async () => {
    await handle.db
      .insertInto('localization_labels')
      .values({ entity_id: 63, language_id: LANGUAGES.en, label_html_id: 'lbl_a', text: 'A' })
      .execute();

    expect(
      await seedLabels(handle.db, {
        63: { lbl_a: 'أ', lbl_b: 'ب' },
        64: { lbl_c: 'ج', lbl_blank: ' ' },
      }),
    ).toEqual({
      upserted: 3,
      removed: 0,
    });
    expect(
      await seedLabels(handle.db, { 63: { lbl_a: 'أ', lbl_b: 'ب' }, 64: { lbl_c: 'ج' } }),
    ).toEqual({
      upserted: 0,
      removed: 0,
    });
    expect(
      await seedLabels(handle.db, { 63: { lbl_a: 'ألف', lbl_d: 'د' }, 64: { lbl_c: 'ج' } }),
    ).toEqual({
      upserted: 2,
      removed: 1,
    });
    expect(await arabic()).toEqual([
      { entity_id: 63, label_html_id: 'lbl_a', text: 'ألف' },
      { entity_id: 63, label_html_id: 'lbl_d', text: 'د' },
      { entity_id: 64, label_html_id: 'lbl_c', text: 'ج' },
    ]);
    expect(await seedLabels(handle.db, {})).toEqual({ upserted: 0, removed: 3 });
    const english = await handle.db
      .selectFrom('localization_labels')
      .select('text')
      .where('language_id', '=', LANGUAGES.en)
      .execute();
    expect(english).toEqual([{ text: 'A' }]);
  });

  it('loads every non-blank entry of labels-ar.ts by default', async () => {
    const expected = Object.values(ARABIC_LABELS)
      .flatMap((entries) => Object.values(entries))
      .filter((t) => t.trim() !== '');
    await seedLabels(handle.db);
    expect((await arabic()).length).toBe(expected.length);
  });
});
