// The labels of one page entity in one language, shaped as the provider's storefront reads them.
import type { Kysely } from 'kysely';
import { LANGUAGES } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import type { Database } from '../../db/schema.ts';
import { findLabels } from './localization.repository.ts';

export async function pageLabels(db: Kysely<Database>, entityId: number, lang: Lang) {
  const labels = await findLabels(db, entityId, LANGUAGES[lang]);
  return {
    labelsJsonData: labels.map((label) => ({ labelHtmlId: label.label_html_id, text: label.text })),
  };
}
