// Arabic UI labels: re-synchronised on every start (unlike the rest of the seed, which runs once),
// so labels added to labels-ar.ts later reach existing databases without a reseed.
import { LANGUAGES } from '@bazaar/contract/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { ARABIC_LABELS } from './labels-ar.ts';

export interface LabelSyncResult {
  upserted: number;
  removed: number;
}

/**
 * Makes the Arabic rows of localization_labels equal to `labels` (default ARABIC_LABELS):
 * inserts new ones, updates changed texts, deletes ones no longer listed. Empty texts are
 * skipped, so the web app falls back to its English default.
 */
export async function seedLabels(
  db: Kysely<Database>,
  labels: Record<number, Record<string, string>> = ARABIC_LABELS,
): Promise<LabelSyncResult> {
  const language = LANGUAGES.ar;
  const wanted = new Map<string, { entity_id: number; label_html_id: string; text: string }>();
  for (const [entity, entries] of Object.entries(labels)) {
    for (const [labelHtmlId, text] of Object.entries(entries)) {
      if (text.trim() === '') continue;
      wanted.set(`${entity}\u0000${labelHtmlId}`, {
        entity_id: Number(entity),
        label_html_id: labelHtmlId,
        text,
      });
    }
  }
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('localization_labels')
      .select(['id', 'entity_id', 'label_html_id', 'text'])
      .where('language_id', '=', language)
      .execute();
    const have = new Map(
      existing.map((row) => [`${row.entity_id}\u0000${row.label_html_id}`, row]),
    );
    const stale = existing.filter(
      (row) => !wanted.has(`${row.entity_id}\u0000${row.label_html_id}`),
    );
    const changed = [...wanted.entries()].filter(
      ([key, label]) => have.get(key)?.text !== label.text,
    );

    for (let i = 0; i < stale.length; i += 500) {
      const ids = stale.slice(i, i + 500).map((row) => row.id);
      await trx.deleteFrom('localization_labels').where('id', 'in', ids).execute();
    }
    // Upsert, so two app processes starting together cannot trip over the unique key.
    for (let i = 0; i < changed.length; i += 500) {
      const rows = changed
        .slice(i, i + 500)
        .map(([, label]) => ({ ...label, language_id: language }));
      await trx
        .insertInto('localization_labels')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['entity_id', 'language_id', 'label_html_id'])
            .doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })),
        )
        .execute();
    }
    return { upserted: changed.length, removed: stale.length };
  });
}
