// The mail gateway the features use: `queue` writes to the outbox (inside the caller's
// transaction), `kick` starts a delivery in the background after the answer, and a timer
// retries what failed. Nothing here ever makes a shopper wait for a mail server.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SealedBox } from '../../auth/sealed-box.ts';
import type { Database } from '../../db/schema.ts';
import { deliverDue, enqueueMail, type NewMail } from './outbox.ts';
import { fileTransport, smtpTransport, type MailTransport } from './transports.ts';

export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_DIR: string;
}

const RETRY_SWEEP_MS = 30_000;

export class Mailer {
  readonly transport: MailTransport;
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SealedBox,
    private readonly log: FastifyBaseLogger,
    settings: MailSettings,
  ) {
    this.transport = settings.SMTP_URL
      ? smtpTransport(settings.SMTP_URL, settings.MAIL_FROM)
      : fileTransport(settings.MAIL_DIR, settings.MAIL_FROM);
  }

  queue(db: Kysely<Database>, mail: NewMail): Promise<number> {
    return enqueueMail(db, this.box, mail);
  }

  /** Delivers what is due, in the background; resolves when this round is over. */
  kick(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain();
    return this.#running;
  }

  async #drain(): Promise<void> {
    for (let round = true; round; round = this.#again) {
      this.#again = false;
      try {
        await deliverDue(this.db, this.box, this.transport, this.log);
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery failed');
      }
    }
    this.#running = null;
  }

  /** Retries due messages every 30 s (and once now, for what a stopped instance left). */
  start(): void {
    this.#timer = setInterval(() => void this.kick(), RETRY_SWEEP_MS);
    this.#timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#running;
    this.transport.close();
  }
}
