// Shared by the accounts API tests: a fresh shopper, signing up and logging in.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import type { LoginRow } from '@bazaar/contract/schemas/accounts';
import { call } from '../../test/test-app.ts';

export function newUser(overrides: Record<string, unknown> = {}) {
  return {
    FirstName: 'Asha',
    LastName: 'Rao',
    EmailAddress: `Asha.${randomBytes(4).toString('hex')}@Example.in`,
    Password: `pw-${randomBytes(6).toString('hex')}`,
    MobileNo: '',
    AddressLineOne: '14 Linking Road',
    CityId: '',
    StateProvinceId: '',
    PostalCode: '',
    CountryID: '-999',
    ...overrides,
  };
}

export async function signUpAndLogIn(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const user = newUser(overrides);
  const signup = await call(app, 'signupUser', user, headers);
  if (signup.envelope.statusCode !== 200) throw new Error(signup.envelope.errorMessage);
  const login = await call<LoginRow[]>(
    app,
    'getUserLogin',
    { Email: user.EmailAddress, Password: user.Password },
    headers,
  );
  const [row] = login.data;
  const token = login.envelope.token;
  if (!row || !token) throw new Error(`login failed: ${login.envelope.errorMessage}`);
  return { user, row, token };
}

/** A new shopper, logged in: their id and token. */
export async function loggedInShopper(app: FastifyInstance) {
  const { row, token } = await signUpAndLogIn(app);
  return { id: row.UserID, token };
}

export const authHeaders = (userId: number | string, token: string) => ({
  Token: token,
  UserID: String(userId),
});

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The messages the file transport wrote to `dir` (the default gateway), oldest first. */
export async function readMails(dir: string): Promise<ReceivedMail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        file,
        to: to?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

/** The 6-digit code of the latest mail to `email`. */
export async function latestCode(dir: string, email: string): Promise<string> {
  const mails = (await readMails(dir)).filter((mail) => mail.to === email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
