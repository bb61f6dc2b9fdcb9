// Queries for home content, payment methods, the logo and visitor submissions.
import type { Kysely } from 'kysely';
import { HOME_BANNER_THEME_TYPE_ID } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import { APP_CONFIG_KEYS } from '../../db/app-config-keys.ts';

export async function findWebsiteLogo(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', APP_CONFIG_KEYS.websiteLogo)
    .executeTakeFirst();
  return row?.value;
}

export function findPaymentMethods(db: Kysely<Database>) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'name', 'name_ar', 'image_url'])
    .where('active', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function findHomeBanners(db: Kysely<Database>) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('active', '=', 1)
    .where('theme_type_id', '=', HOME_BANNER_THEME_TYPE_ID)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function findCampaigns(db: Kysely<Database>, campaignId?: number) {
  let query = db.selectFrom('campaigns').selectAll().where('active', '=', 1);
  if (campaignId !== undefined) query = query.where('id', '=', campaignId);
  return query.orderBy('display_order').orderBy('id').execute();
}

/** Inserts the address once; a second subscription with the same address changes nothing. */
export async function insertSubscriber(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto('subscribers')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export interface ContactMessage {
  fullName: string;
  email: string;
  phoneNumber: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      full_name: message.fullName,
      email: message.email,
      phone_number: message.phoneNumber,
      subject: message.subject,
      message: message.message,
    })
    .execute();
}
