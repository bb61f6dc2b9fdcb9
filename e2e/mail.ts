// The mail the server sent during this run, read from its default gateway's folder (MAIL_DIR:
// one RFC 5322 file per message), as a shopper would read it in their mail program.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { runEnvironment } from './run-env.ts';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

export async function mailsTo(email: string): Promise<SentMail[]> {
  const dir = runEnvironment().mailDir;
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        to: to?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
    }),
  );
  return mails.filter((mail) => mail.to === email.trim().toLowerCase());
}

/** The 6-digit code of the latest reset mail to `email`, or '' while none has arrived. */
export async function latestResetCode(email: string): Promise<string> {
  const mails = await mailsTo(email);
  return /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}
