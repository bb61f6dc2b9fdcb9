// localization-cstm-portal/get-localization-data: the labels of one page entity (including the
// BestFacilities strip) in one language, as one object {labelsJsonData: […]} — the provider's
// storefront reads `JSON.parse(data).labelsJsonData`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerCache } from '../../answer-cache.ts';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import { pageLabels } from './localization.service.ts';

export const localizationFeature = fp<FeatureOptions & { answers: AnswerCache }>(
  async (app: FastifyInstance, { db, answers }) => {
    defineEndpoint(
      app,
      'getLocalization',
      ({ params: { entityId, languageCode } }) => pageLabels(db, entityId, languageCode),
      { cache: answers },
    );
  },
  { name: 'localization', dependencies: [] },
);
