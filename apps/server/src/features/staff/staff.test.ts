// Staff login, sessions, invitations, removal and the audit each change writes (per dialect).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMails } from '../accounts/accounts.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveStaff } from './staff-sessions.ts';
import { consoleCall, signedInStaff, TEST_STAFF_PASSWORD } from './staff.test-support.ts';

interface AuditRow {
  action: string;
  entity: string;
  entityId: string;
  staffEmail: string;
  changes: Record<string, [unknown, unknown]>;
}

describe.each(DIALECTS)('staff on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false, config: { LOGIN_ATTEMPTS_PER_ACCOUNT: 3 } });
  const mailDir = () => path.join(t.filesDir, 'mail');

  it('logs an owner in, answers who they are, and logs them out', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const me = await consoleCall(t.app, 'me', {}, owner.token);
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email: owner.email, role: 'owner' });
    expect(JSON.stringify(me.data)).not.toMatch(/hash|password/i);
    expect((await consoleCall(t.app, 'logout', {}, owner.token)).status).toBe(200);
    expect((await consoleCall(t.app, 'me', {}, owner.token)).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail alike, and throttles guesses', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const wrong = await consoleCall(t.app, 'login', { email: owner.email, password: 'nope' });
    const unknown = await consoleCall(t.app, 'login', { email: 'x@y.in', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.envelope.messageId).toBe('staffLoginFailure');
    expect(unknown.envelope.errorMessage).toBe(wrong.envelope.errorMessage);
    let last = wrong;
    for (let i = 0; i < 3; i += 1) {
      last = await consoleCall(t.app, 'login', { email: owner.email, password: 'nope' });
    }
    expect(last.status).toBe(429);
    expect(last.envelope.messageId).toBe('tooManyAttempts');
  });

  it('ends a session after 30 minutes unused, and not while it is used', async () => {
    const member = await signedInStaff(t.app, t.db, 'orders');
    const policy = { idleMinutes: 30, absoluteHours: 12 };
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    expect(await resolveStaff(t.db, member.token, policy, at(25))).not.toBeNull();
    expect(await resolveStaff(t.db, member.token, policy, at(50))).not.toBeNull();
    expect(await resolveStaff(t.db, member.token, policy, at(81))).toBeNull();
  });

  it('names the field of a malformed request, in the language asked for', async () => {
    const en = await consoleCall(t.app, 'login', { email: 'not an e-mail', password: 'x' });
    expect(en.status).toBe(400);
    expect(en.envelope.errorMessage).toBe('email: must be an e-mail address');
    const ar = await consoleCall(t.app, 'login', { email: 'x', password: 'x', languageCode: 'ar' });
    expect(ar.status).toBe(400);
    expect(ar.envelope.errorMessage).toMatch(/email/);
    expect(ar.envelope.errorMessage).toMatch(/[\u0600-\u06ff]/);
  });

  it('invites a member by mail; the code sets their password once; all of it audited', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const email = `new-${dialect}@staff.example.in`;
    const invite = await consoleCall<{ id: number }>(
      t.app,
      'inviteStaff',
      { email, name: 'Meera', role: 'catalogue', staffLanguage: 'ar' },
      owner.token,
    );
    expect(invite.status).toBe(200);
    await t.app.mailer.kick();
    const mail = (await readMails(mailDir())).find((m) => m.to === email);
    expect(mail?.subject).toBe('أنت مدعو إلى لوحة تحكم بازار');
    const code = /^\s{4}(\S+)$/m.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    // Invited, not yet able to log in.
    const early = await consoleCall(t.app, 'login', { email, password: TEST_STAFF_PASSWORD });
    expect(early.status).toBe(401);
    const bad = await consoleCall(t.app, 'acceptInvite', {
      email,
      code: 'wrong',
      password: TEST_STAFF_PASSWORD,
    });
    expect(bad.envelope.messageId).toBe('staffInviteInvalid');
    const short = await consoleCall(t.app, 'acceptInvite', { email, code, password: 'short' });
    expect(short.envelope.errorMessage).toBe('password: must be at least 12 characters');
    const ok = await consoleCall(t.app, 'acceptInvite', {
      email,
      code,
      password: TEST_STAFF_PASSWORD,
    });
    expect(ok.status).toBe(200);
    const again = await consoleCall(t.app, 'acceptInvite', {
      email,
      code,
      password: TEST_STAFF_PASSWORD,
    });
    expect(again.status).toBe(400);
    const login = await consoleCall(t.app, 'login', { email, password: TEST_STAFF_PASSWORD });
    expect(login.status).toBe(200);
    const taken = await consoleCall(
      t.app,
      'inviteStaff',
      { email, name: 'Meera', role: 'orders' },
      owner.token,
    );
    expect(taken).toMatchObject({ status: 409, envelope: { messageId: 'staffEmailTaken' } });

    const audit = await consoleCall<{ rows: AuditRow[] }>(
      t.app,
      'listAudit',
      { entity: 'staff', entityId: String(invite.data.id) },
      owner.token,
    );
    expect(audit.data.rows.map((row) => row.action)).toEqual([
      'staff.accept-invite',
      'staff.invite',
    ]);
    expect(audit.data.rows[1]).toMatchObject({
      staffEmail: owner.email,
      changes: { email: [null, email], name: [null, 'Meera'], role: [null, 'catalogue'] },
    });
    expect(JSON.stringify(audit.data)).not.toMatch(/\$argon2|hash/);
  });

  it('removes a member: their session ends at once; the last owner and oneself stay', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const member = await signedInStaff(t.app, t.db, 'support');
    const removed = await consoleCall(t.app, 'removeStaff', { staffId: member.id }, owner.token);
    expect(removed.status).toBe(200);
    expect((await consoleCall(t.app, 'me', {}, member.token)).status).toBe(401);
    const login = await consoleCall(t.app, 'login', {
      email: member.email,
      password: TEST_STAFF_PASSWORD,
    });
    expect(login.status).toBe(401);
    const self = await consoleCall(t.app, 'removeStaff', { staffId: owner.id }, owner.token);
    expect(self.envelope.messageId).toBe('staffNotYourself');
    const missing = await consoleCall(t.app, 'removeStaff', { staffId: 999_999 }, owner.token);
    expect(missing.status).toBe(404);
    const audit = await consoleCall<{ rows: AuditRow[] }>(
      t.app,
      'listAudit',
      { entity: 'staff', entityId: String(member.id), limit: 1 },
      owner.token,
    );
    expect(audit.data.rows[0]).toMatchObject({
      action: 'staff.remove',
      changes: { removed: [false, true] },
    });
  });

  it('keeps one owner when the last two remove each other at once', async () => {
    const { countOwners } = await import('./staff.repository.ts');
    const keeper = await signedInStaff(t.app, t.db, 'owner');
    const others = await t.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .where('removed_at', 'is', null)
      .where('id', '!=', keeper.id)
      .execute();
    for (const { id } of others) {
      expect((await consoleCall(t.app, 'removeStaff', { staffId: id }, keeper.token)).status).toBe(
        200,
      );
    }
    const other = await signedInStaff(t.app, t.db, 'owner');
    const answers = await Promise.all([
      consoleCall(t.app, 'removeStaff', { staffId: other.id }, keeper.token),
      consoleCall(t.app, 'removeStaff', { staffId: keeper.id }, other.token),
    ]);
    expect(await countOwners(t.db)).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.every((a) => [200, 401, 409].includes(a.status))).toBe(true);
  });

  it('pages the audit log newest first with a keyset cursor and filters by day', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    for (let i = 0; i < 3; i += 1) {
      await consoleCall(
        t.app,
        'inviteStaff',
        { email: `page-${i}-${dialect}@s.in`, name: 'P', role: 'orders' },
        owner.token,
      );
    }
    const first = await consoleCall<{ rows: { id: number }[]; next: number | null }>(
      t.app,
      'listAudit',
      { staffId: owner.id, limit: 2 },
      owner.token,
    );
    expect(first.data.rows).toHaveLength(2);
    expect(first.data.next).toBe(first.data.rows[1]?.id);
    const second = await consoleCall<{ rows: { id: number }[]; next: number | null }>(
      t.app,
      'listAudit',
      { staffId: owner.id, limit: 2, after: first.data.next },
      owner.token,
    );
    expect(second.data.rows).toHaveLength(1);
    expect(second.data.next).toBeNull();
    const past = await consoleCall<{ rows: unknown[] }>(
      t.app,
      'listAudit',
      { staffId: owner.id, to: '2020-01-01' },
      owner.token,
    );
    expect(past.data.rows).toEqual([]);
    const badDay = await consoleCall(t.app, 'listAudit', { from: '2026-13-45' }, owner.token);
    expect(badDay.status).toBe(400);
  });
});
