// `npm run admin -- staff add`: the first owner, with a password printed once that logs in to
// the console; a taken e-mail, a bad role or a bad flag changes nothing.
import { describe, expect, it } from 'vitest';
import { consoleCall } from '../features/staff/staff.test-support.ts';
import { DIALECTS } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { runAdminCommand } from './admin.ts';
import { adminContextOf } from './admin.test-support.ts';

describe.each(DIALECTS)('npm run admin -- staff on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false });
  const admin = (...args: string[]) => runAdminCommand(adminContextOf(t), args);

  it('creates an owner whose printed password logs in, and audits it', async () => {
    const result = await admin('staff', 'add', '--email', 'Owner@Shop.in', '--role', 'owner');
    expect(result.code).toBe(0);
    expect(result.lines[0]).toMatch(/^Staff member #\d+ owner@shop\.in \(owner\) created\.$/);
    const password = /Password \(shown only now; keep it safe\): (\S+)$/.exec(
      result.lines[1] ?? '',
    )?.[1];
    expect(password).toHaveLength(20);
    const login = await consoleCall(t.app, 'login', { email: 'owner@shop.in', password });
    expect(login.status).toBe(200);
    const stored = await t.db.selectFrom('staff').select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await t.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_id: null,
      staff_email: 'command line',
      action: 'staff.add',
    });
  });

  it('refuses a taken e-mail, an unknown role and a malformed command', async () => {
    expect((await admin('staff', 'add', '--email', 'owner@shop.in', '--role', 'orders')).code).toBe(
      1,
    );
    expect((await admin('staff', 'add', '--email', 'x@shop.in', '--role', 'boss')).code).toBe(2);
    expect((await admin('staff', 'add', '--email', 'nope', '--role', 'orders')).code).toBe(2);
    expect((await admin('staff', 'add', '--email')).code).toBe(2);
    expect((await admin('staff', 'add', '--mail', 'y@shop.in', '--role', 'orders')).code).toBe(2);
    const rows = await t.db.selectFrom('staff').select('email').execute();
    expect(rows).toEqual([{ email: 'owner@shop.in' }]);
  });
});
