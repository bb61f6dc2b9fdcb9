// localization-cstm-portal/get-localization-data: the labels of one page entity (including the
// BestFacilities strip) in one language, as one object {labelsJsonData: […]} — the provider's
// storefront reads `JSON.parse(data).labelsJsonData`.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LANGUAGES } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import { findLabels } from './localization.repository.ts';

export async function localizationFeature(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  defineEndpoint(app, 'getLocalization', async ({ params: { entityId, languageCode } }) => {
    const labels = await findLabels(db, entityId, LANGUAGES[languageCode]);
    return {
      labelsJsonData: labels.map((label) => ({
        labelHtmlId: label.label_html_id,
        text: label.text,
      })),
    };
  });
}
