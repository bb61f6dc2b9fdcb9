// Accounts (issue #8): sessions with an idle and an absolute expiry, the shopper's language for
// e-mails, the mail outbox's retry schedule, one pending seller request per e-mail, and the
// server's own secrets (the key that seals the provider storefront's "encoded" password).
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const PENDING_SELLER_EMAIL_INDEX = 'seller_requests_pending_email_key';

export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    // A session ends at the earlier of expires_at (slid forward by use, idle_seconds at a time)
    // and absolute_expires_at. Rows from before stay valid until their expires_at and do not slide.
    await s.alterTable('auth_tokens').addColumn('absolute_expires_at', 'text').execute();
    await s.alterTable('auth_tokens').addColumn('idle_seconds', 'integer').execute();
    await s
      .alterTable('users')
      .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    // A failed send is tried again at next_attempt_at; a sender claims a row by moving it.
    await s.alterTable('outbox_emails').addColumn('next_attempt_at', 'text').execute();
    await s.alterTable('seller_requests').addColumn('decided_at', 'text').execute();
    await s
      .createIndex(PENDING_SELLER_EMAIL_INDEX)
      .on('seller_requests')
      .column('email')
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await s
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const s = db.schema;
    await s.dropTable('server_secrets').execute();
    await s.dropIndex(PENDING_SELLER_EMAIL_INDEX).execute();
    await s.alterTable('seller_requests').dropColumn('decided_at').execute();
    await s.alterTable('outbox_emails').dropColumn('next_attempt_at').execute();
    await s.alterTable('users').dropColumn('language_code').execute();
    await s.alterTable('auth_tokens').dropColumn('idle_seconds').execute();
    await s.alterTable('auth_tokens').dropColumn('absolute_expires_at').execute();
  },
};
