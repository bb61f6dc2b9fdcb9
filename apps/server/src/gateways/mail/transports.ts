// Where mail goes: an SMTP server (SMTP_URL, through nodemailer), or, by default, one RFC 5322
// file per message in MAIL_DIR (`<time>-<outbox id>.eml`, openable by any mail program), which
// the operator and the tests read. Both build the same MIME message with nodemailer.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** The outbox row, named in the file and in log lines. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  /** Human-readable destination for the start-up log ("smtp://host:port", a folder). */
  readonly describe: string;
  /** Sends; answers where it went (the file written, the SMTP server's answer) for the log. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html === null ? {} : { html: mail.html }),
});

export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  const parsed = new URL(url);
  return {
    describe: `${parsed.protocol}//${parsed.host}`,
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      return info.response;
    },
    close: () => transport.close(),
  };
}

export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: dir,
    async send(mail) {
      const info = await builder.sendMail(message(from, mail));
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const file = path.join(dir, name);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close: () => builder.close(),
  };
}
