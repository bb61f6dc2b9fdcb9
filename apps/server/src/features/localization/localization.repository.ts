import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findLabels(db: Kysely<Database>, entityId: number, languageId: number) {
  return db
    .selectFrom('localization_labels')
    .select(['label_html_id', 'text'])
    .where('entity_id', '=', entityId)
    .where('language_id', '=', languageId)
    .orderBy('label_html_id')
    .execute();
}
