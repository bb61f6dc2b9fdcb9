// The mail gateway as infrastructure: one outbox and transport per instance, started here and
// stopped on close, shared by every feature that sends mail (password reset, order mail)
// through `app.mailer`. No feature builds it, so none has to be registered for another to mail.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { SealedBox } from '../auth/sealed-box.ts';
import type { Database } from '../db/schema.ts';
import { Mailer, type MailSettings } from '../gateways/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail gateway (outbox + transport); tests await `mailer.kick()`. */
    mailer: Mailer;
  }
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** Seals the outbox bodies (they hold reset codes). */
  box: SealedBox;
  settings: MailSettings;
}

export const mailGateway = fp<MailerOptions>(
  async (app: FastifyInstance, { db, box, settings }) => {
    const mailer = new Mailer(db, box, app.log, settings);
    app.decorate('mailer', mailer);
    mailer.start();
    app.addHook('onClose', () => mailer.stop());
    app.log.info({ mail: mailer.transport.describe }, 'mail gateway');
  },
  { name: 'mailer' },
);
