// The outbox: mail is written in the same transaction as what it reports (a reset code), and
// sent afterwards, never on a shopper's request path. Bodies are sealed (they hold reset codes,
// which no table keeps in clear). A sender claims a due row by moving its next_attempt_at, so
// several instances never send one message twice; a failure is tried again later, backing off.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SealedBox } from '../../auth/sealed-box.ts';
import type { Database } from '../../db/schema.ts';
import type { MailTransport } from './transports.ts';

const BODY_PURPOSE = 'outbox-body';
/** How long a claim lasts: a sender that dies mid-send leaves the row to be tried again. */
const CLAIM_MS = 2 * 60_000;
/** Waits after the 1st, 2nd … failure; after the last the message stays unsent (last_error). */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3600_000];

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function enqueueMail(
  db: Kysely<Database>,
  box: SealedBox,
  mail: NewMail,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('outbox_emails')
    .values({
      to_email: mail.to,
      subject: mail.subject,
      text_body: box.seal(mail.text, BODY_PURPOSE, now),
      html_body: box.seal(mail.html, BODY_PURPOSE, now),
      next_attempt_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sends every due message once; answers how many were sent. */
export async function deliverDue(
  db: Kysely<Database>,
  box: SealedBox,
  transport: MailTransport,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<number> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<=', RETRY_DELAYS_MS.length)
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('id')
    .limit(20)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable('outbox_emails')
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) continue;
    const text = box.open(row.text_body, BODY_PURPOSE);
    const html = row.html_body === null ? null : box.open(row.html_body, BODY_PURPOSE);
    try {
      if (text === null) throw new Error('the sealed body does not open (another sealing key?)');
      const delivered = await transport.send({
        id: row.id,
        to: row.to_email,
        subject: row.subject,
        text,
        html,
      });
      await db
        .updateTable('outbox_emails')
        // The body (a reset code) is not kept once delivered: the row stays as a record.
        .set({
          sent_at: new Date().toISOString(),
          attempts: row.attempts + 1,
          last_error: null,
          text_body: '',
          html_body: null,
        })
        .where('id', '=', row.id)
        .execute();
      log.info({ outboxId: row.id, delivered }, 'mail sent');
      sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = RETRY_DELAYS_MS[row.attempts];
      await db
        .updateTable('outbox_emails')
        .set({
          attempts: row.attempts + 1,
          last_error: reason.slice(0, 500),
          next_attempt_at: delay === undefined ? null : new Date(Date.now() + delay).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      log.warn({ outboxId: row.id, attempt: row.attempts + 1, reason }, 'mail not sent');
    }
  }
  return sent;
}
