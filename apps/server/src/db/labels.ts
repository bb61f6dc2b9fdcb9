// UI labels in every language: re-synchronised on every start, SEED_ON_START or not (unlike the
// demo catalogue, which is seeded once and only on demand), so labels added, changed, re-numbered
// or removed in the seed files reach existing databases without a reseed, and no row lingers
// under an id that now means something else.
import { LANGUAGES } from '@bazaar/contract/constants';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { SEEDED_LABELS, type SeededLabels } from './seeded-labels.ts';
import { LANGS } from '@bazaar/i18n/text';

export interface LabelSyncResult {
  /** Rows inserted or whose text changed. */
  upserted: number;
  removed: number;
}

const CHUNK = 500;
const keyOf = (entityId: number, languageId: number, labelHtmlId: string): string =>
  `${entityId}\u0000${languageId}\u0000${labelHtmlId}`;

/**
 * Makes the English and Arabic rows of localization_labels equal to `labels` (default: everything
 * seeded): inserts new ones, updates changed texts, deletes every other row of those languages
 * (a language missing from `labels` ends up empty). Rows of other languages are left alone.
 * Blank texts count as absent, so a storefront falls back to its own default.
 */
export async function seedLabels(
  db: Kysely<Database>,
  labels: Partial<SeededLabels> = SEEDED_LABELS,
): Promise<LabelSyncResult> {
  const languageIds = LANGS.map((lang) => LANGUAGES[lang]);
  const wanted = LANGS.flatMap((lang) =>
    Object.entries(labels[lang] ?? {}).flatMap(([entity, entries]) =>
      Object.entries(entries)
        .filter(([, text]) => text.trim() !== '')
        .map(([label_html_id, text]) => ({
          entity_id: Number(entity),
          language_id: LANGUAGES[lang],
          label_html_id,
          text,
        })),
    ),
  );
  const wantedKeys = new Set(wanted.map((l) => keyOf(l.entity_id, l.language_id, l.label_html_id)));

  return db.transaction().execute(async (trx) => {
    // Writes come first: on SQLite (WAL) a transaction that reads before writing cannot wait for
    // another process's write lock, and on both dialects the upsert lets two starting processes
    // sync at once without tripping over the unique key.
    if (wanted.length === 0) {
      const deleted = await trx
        .deleteFrom('localization_labels')
        .where('language_id', 'in', languageIds)
        .executeTakeFirst();
      return { upserted: 0, removed: Number(deleted.numDeletedRows) };
    }
    let upserted = 0;
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const result = await trx
        .insertInto('localization_labels')
        .values(wanted.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc
            .columns(['entity_id', 'language_id', 'label_html_id'])
            .doUpdateSet((eb) => ({ text: eb.ref('excluded.text') }))
            .where('localization_labels.text', '<>', (eb) => eb.ref('excluded.text')),
        )
        .executeTakeFirst();
      upserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    const existing = await trx
      .selectFrom('localization_labels')
      .select(['id', 'entity_id', 'language_id', 'label_html_id'])
      .where('language_id', 'in', languageIds)
      .execute();
    const stale = existing.filter(
      (row) => !wantedKeys.has(keyOf(row.entity_id, row.language_id, row.label_html_id)),
    );
    for (let i = 0; i < stale.length; i += CHUNK) {
      const ids = stale.slice(i, i + CHUNK).map((row) => row.id);
      await trx.deleteFrom('localization_labels').where('id', 'in', ids).execute();
    }
    return { upserted, removed: stale.length };
  });
}
