// Logo, payment methods, home banners, campaigns, newsletter and contact form.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint, type EndpointOptions } from '../../wire.ts';
import * as repository from './content.repository.ts';
import { normalizeEmail, toBannerRow, toCampaignRow } from './content.service.ts';

const saved = [{ ResponseMsg: RESPONSE_MSG.saved }];

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

  defineEndpoint(app, 'getWebsiteLogo', async () => {
    const logo = await repository.findWebsiteLogo(db);
    return logo ? [{ AppConfigValue: logo }] : [];
  });

  defineEndpoint(app, 'getPaymentMethods', async () => {
    const methods = await repository.findPaymentMethods(db);
    return methods.map((method) => ({
      PaymentMethodId: method.id,
      PaymentMethodName: method.name,
      ImageUrl: method.image_url,
    }));
  });

  defineEndpoint(app, 'getHomeBanners', async ({ params: { languageCode } }) => {
    const banners = await repository.findHomeBanners(db);
    return banners.map((banner) => toBannerRow(banner, languageCode));
  });

  defineEndpoint(app, 'getCampaignList', async ({ params: { languageCode } }) => {
    const campaigns = await repository.findCampaigns(db);
    return campaigns.map((campaign) => toCampaignRow(campaign, languageCode));
  });

  defineEndpoint(app, 'getCampaignDetail', async ({ params: { CampaignId, languageCode } }) => {
    const campaigns = await repository.findCampaigns(db, CampaignId);
    return campaigns.map((campaign) => toCampaignRow(campaign, languageCode));
  });

  defineEndpoint(
    app,
    'insertSubscriber',
    async ({ params: { SubscriberEmail } }) => {
      await repository.insertSubscriber(db, normalizeEmail(SubscriberEmail));
      return saved;
    },
    limitedForm('newsletter'),
  );

  defineEndpoint(
    app,
    'contactUs',
    async ({ params }) => {
      await repository.insertContactMessage(db, {
        fullName: params.FullName,
        email: params.Email,
        phoneNumber: params.PhoneNumber,
        subject: params.Subject,
        message: params.Message,
      });
      return saved;
    },
    limitedForm('contact'),
  );
}
