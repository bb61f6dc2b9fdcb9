// Arabic UI labels: re-synchronised on every start (unlike the rest of the seed, which runs once),
// so labels added to labels-ar.ts later reach existing databases without a reseed.
import { LANGUAGES } from '@bazaar/contract/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { ARABIC_LABELS } from './labels-ar.ts';

export interface LabelSyncResult {
  /** Rows inserted or whose text changed. */
  upserted: number;
  removed: number;
}

type Labels = Record<number, Record<string, string>>;

const CHUNK = 500;
const keyOf = (entityId: number, labelHtmlId: string): string => `${entityId}\u0000${labelHtmlId}`;

/**
 * Makes the Arabic rows of localization_labels equal to `labels` (default ARABIC_LABELS): inserts
 * new ones, updates changed texts, deletes ones no longer listed. Blank texts count as absent, so
 * the web app falls back to its English default.
 */
export async function seedLabels(
  db: Kysely<Database>,
  labels: Labels = ARABIC_LABELS,
): Promise<LabelSyncResult> {
  const language_id = LANGUAGES.ar;
  const wanted = Object.entries(labels).flatMap(([entity, entries]) =>
    Object.entries(entries)
      .filter(([, text]) => text.trim() !== '')
      .map(([label_html_id, text]) => ({
        entity_id: Number(entity),
        language_id,
        label_html_id,
        text,
      })),
  );
  const wantedKeys = new Set(wanted.map((l) => keyOf(l.entity_id, l.label_html_id)));

  return db.transaction().execute(async (trx) => {
    // Writes come first: on SQLite (WAL) a transaction that reads before writing cannot wait for
    // another process's write lock, and on both dialects the upsert lets two starting processes
    // sync at once without tripping over the unique key.
    let upserted = 0;
    if (wanted.length === 0) {
      const deleted = await trx
        .deleteFrom('localization_labels')
        .where('language_id', '=', language_id)
        .executeTakeFirst();
      return { upserted: 0, removed: Number(deleted.numDeletedRows) };
    }
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
      .select(['id', 'entity_id', 'label_html_id'])
      .where('language_id', '=', language_id)
      .execute();
    const stale = existing.filter(
      (row) => !wantedKeys.has(keyOf(row.entity_id, row.label_html_id)),
    );
    for (let i = 0; i < stale.length; i += CHUNK) {
      const ids = stale.slice(i, i + CHUNK).map((row) => row.id);
      await trx.deleteFrom('localization_labels').where('id', 'in', ids).execute();
    }
    return { upserted, removed: stale.length };
  });
}
