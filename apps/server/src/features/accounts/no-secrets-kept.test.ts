// No password, reset code or session token in clear anywhere the server writes: every table of
// the database and every log line (at trace level) after the whole account journey.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRow } from '@bazaar/contract/schemas/accounts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { wrapDatabase } from '../../open-database.ts';
import { createTestDatabase, DIALECTS } from '../../test/databases.ts';
import { call } from '../../test/test-app.ts';
import { authHeaders, latestCode, newUser } from './accounts.test-support.ts';

describe.each(DIALECTS)('secrets kept on %s', (dialect) => {
  let database: DatabaseHandle;
  let dir: string;
  const lines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-secrets-'));
    const app = await buildApp(
      testConfig({
        LOG_LEVEL: 'trace',
        FILES_DIR: dir,
        WEB_DIST_DIR: path.join(dir, 'no-web'),
        MAIL_DIR: path.join(dir, 'mail'),
      }),
      { database: wrapDatabase(database), logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const user = newUser();
      const wrong = 'Wrong-Guess-4711';
      const sellerPassword = 'seller-Secret-815';
      const newPassword = 'after-Reset-2342';
      secrets.push(user.Password, wrong, sellerPassword, newPassword);
      await call(app, 'signupUser', user);
      await call(app, 'getUserLogin', { Email: user.EmailAddress, Password: wrong });
      const login = await call<LoginRow[]>(app, 'getUserLogin', {
        Email: user.EmailAddress,
        Password: user.Password,
      });
      const token = login.envelope.token ?? '';
      const userId = login.data[0]?.UserID ?? 0;
      secrets.push(token);
      await call(
        app,
        'updateProfile',
        { UserID: userId, FirstName: 'A', LastName: 'B', AddressLineOne: 'C' },
        authHeaders(userId, token),
      );
      const sealed = await call<{ Password: string }>(app, 'encodePassword', {
        Password: sellerPassword,
      });
      await call(app, 'createVendorRequest', { ...newUser(), Password: sealed.data.Password });
      await call(app, 'sendResetOtp', { Email: user.EmailAddress });
      await app.mailer.kick();
      const code = await latestCode(path.join(dir, 'mail'), user.EmailAddress);
      secrets.push(code);
      await call(app, 'changePasswordWithOtp', {
        Email: user.EmailAddress,
        Otp: code,
        Password: newPassword,
        ConfirmPassword: newPassword,
      });
      await call(app, 'logout', {}, authHeaders(userId, token));
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the journey wrote log lines and rows to scan', async () => {
    expect(lines.length).toBeGreaterThanOrEqual(20);
    expect(lines.some((line) => line.includes('"mail sent"'))).toBe(true);
    expect(secrets).toHaveLength(6);
    const users = await database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(1);
  });

  it('no table holds a password, the code or the token in clear', async () => {
    // PostgreSQL lists the tables of every schema (other test files' too): only this one's.
    const schema =
      dialect === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(database.db))
            .rows[0]?.name
        : undefined;
    const tables = (await database.db.introspection.getTables()).filter(
      (table) => !table.isView && table.schema === schema,
    );
    expect(tables.length).toBeGreaterThan(30);
    for (const table of tables) {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table.name)}`.execute(database.db);
      const dump = JSON.stringify(rows);
      for (const secret of secrets) expect(dump, table.name).not.toContain(secret);
    }
  });

  it('no log line holds one either', () => {
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
