// Logo, payment methods, home banners, campaigns, newsletter and contact form.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint, type EndpointOptions } from '../../wire.ts';
import * as service from './content.service.ts';

export interface ContentOptions {
  db: Kysely<Database>;
  formRateLimitPerMinute: number;
}

export async function contentFeature(
  app: FastifyInstance,
  { db, formRateLimitPerMinute }: ContentOptions,
): Promise<void> {
  const limitedForm = (bucket: string): EndpointOptions => ({
    rateLimit: { bucket, max: formRateLimitPerMinute, windowSeconds: 60 },
  });

  defineEndpoint(app, 'getWebsiteLogo', () => service.websiteLogo(db));
  defineEndpoint(app, 'getPaymentMethods', ({ params }) =>
    service.paymentMethods(db, params.languageCode),
  );
  defineEndpoint(app, 'getHomeBanners', ({ params }) =>
    service.homeBanners(db, params.languageCode),
  );
  defineEndpoint(app, 'getCampaignList', ({ params }) =>
    service.campaigns(db, params.languageCode),
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
}
