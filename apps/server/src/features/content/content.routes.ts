// Logo, payment methods, home banners, campaigns, newsletter and contact form.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerCache } from '../../answer-cache.ts';
import { defineEndpoint, type EndpointOptions, type FeatureOptions } from '../../wire.ts';
import * as service from './content.service.ts';

export interface ContentOptions extends FeatureOptions {
  formRateLimitPerMinute: number;
  /** Where the answers alike for every visitor are kept (logo, methods, banners, campaigns). */
  answers: AnswerCache;
  /** Who serves the card and wallet methods: get-payment-methods names them by it. */
  methodProviders?: service.MethodProviders;
}

export const contentFeature = fp<ContentOptions>(
  async (app: FastifyInstance, { db, formRateLimitPerMinute, answers, methodProviders }) => {
    const limitedForm = (bucket: string): EndpointOptions => ({
      rateLimit: { bucket, max: formRateLimitPerMinute, windowSeconds: 60 },
    });

    const cached = { cache: answers };

    defineEndpoint(app, 'getWebsiteLogo', () => service.websiteLogo(db), cached);
    defineEndpoint(
      app,
      'getPaymentMethods',
      ({ params }) => service.paymentMethods(db, params.languageCode, methodProviders),
      cached,
    );
    defineEndpoint(
      app,
      'getHomeBanners',
      ({ params }) => service.homeBanners(db, params.languageCode),
      cached,
    );
    defineEndpoint(
      app,
      'getCampaignList',
      ({ params }) => service.campaigns(db, params.languageCode),
      cached,
    );
    defineEndpoint(app, 'getCampaignDetail', ({ params }) =>
      service.campaigns(db, params.languageCode, params.CampaignId),
    );
    defineEndpoint(
      app,
      'insertSubscriber',
      ({ params }) => service.subscribe(db, params.SubscriberEmail),
      limitedForm('newsletter'),
    );
    defineEndpoint(
      app,
      'contactUs',
      ({ params }) => service.sendContactMessage(db, params),
      limitedForm('contact'),
    );
  },
  { name: 'content', dependencies: ['rate-limit'] },
);
