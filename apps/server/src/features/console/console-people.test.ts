// The console's seller requests and customers per dialect: a request decided once, its
// decision mailed in the requester's language (a rejection with its reason, which is
// required), each audited; customers listed and shown without any secret, and their sessions
// ended at once.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { newUser, readMails, signUpAndLogIn } from '../accounts/accounts.test-support.ts';
import { consoleCall, signedInStaff } from '../staff/staff.test-support.ts';

interface Page<R> {
  rows: R[];
  next: number | null;
}

describe.each(DIALECTS)('console people on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { AUTH_ATTEMPTS_PER_ADDRESS: 10_000 } });
  let support = '';
  let owner = '';
  const request = async (lang: 'en' | 'ar') => {
    const seller = newUser();
    await call(t.app, 'createVendorRequest', {
      ...seller,
      ConfirmPassword: seller.Password,
      languageCode: lang,
    });
    const page = await consoleCall<Page<{ id: number; email: string }>>(
      t.app,
      'listSellerRequests',
      {},
      support,
    );
    const row = page.data.rows.find((r) => r.email === seller.EmailAddress.toLowerCase());
    if (!row) throw new Error('request not listed');
    return row;
  };
  const mailsTo = async (email: string) =>
    (await readMails(path.join(t.filesDir, 'mail'))).filter((mail) => mail.to === email);

  beforeAll(async () => {
    support = (await signedInStaff(t.app, t.db, 'support')).token;
    owner = (await signedInStaff(t.app, t.db, 'owner')).token;
  });

  it('approves a request once, mails the requester and audits it', async () => {
    const row = await request('en');
    const decide = { requestId: row.id, decision: 'approved' };
    const approved = await consoleCall(t.app, 'decideSellerRequest', decide, support);
    expect(approved).toMatchObject({ status: 200, data: { status: 'approved' } });
    const again = await consoleCall(t.app, 'decideSellerRequest', decide, support);
    expect(again).toMatchObject({
      status: 409,
      envelope: { messageId: 'sellerRequestNotPending' },
    });
    await t.app.mailer.kick();
    expect((await mailsTo(row.email)).map((m) => m.subject)).toEqual([
      'Your Bazaar seller request is approved',
    ]);
    const audit = await consoleCall<Page<{ action: string; changes: unknown }>>(
      t.app,
      'listAudit',
      { entity: 'seller-request', entityId: String(row.id) },
      owner,
    );
    expect(audit.data.rows).toEqual([
      expect.objectContaining({
        action: 'seller-request.approve',
        changes: { status: ['pending', 'approved'] },
      }),
    ]);
  });

  it('rejects only with a reason, mailed in the language the request was made in', async () => {
    const row = await request('ar');
    const bare = await consoleCall(
      t.app,
      'decideSellerRequest',
      { requestId: row.id, decision: 'rejected' },
      support,
    );
    expect(bare).toMatchObject({ status: 400, envelope: { messageId: 'sellerReasonRequired' } });
    const reason = 'لا نقبل بائعين جددًا في هذه الفئة حاليًا.';
    const rejected = await consoleCall(
      t.app,
      'decideSellerRequest',
      { requestId: row.id, decision: 'rejected', reason },
      support,
    );
    expect(rejected.status).toBe(200);
    await t.app.mailer.kick();
    const [mail] = await mailsTo(row.email);
    expect(mail?.subject).toBe('بخصوص طلبك لتصبح بائعًا في بازار');
    expect(mail?.text).toContain(reason);
    const listed = await consoleCall<Page<{ id: number; reason: string }>>(
      t.app,
      'listSellerRequests',
      { status: 'rejected' },
      support,
    );
    expect(listed.data.rows.find((r) => r.id === row.id)?.reason).toBe(reason);
  });

  it('lists and shows a customer without any secret, and ends their sessions', async () => {
    const { row, token } = await signUpAndLogIn(t.app);
    const shopperHeaders = { Token: token, UserID: String(row.UserID) };
    const listed = await consoleCall<Page<{ id: number }>>(
      t.app,
      'listCustomers',
      { search: row.EmailAddress },
      support,
    );
    expect(listed.data.rows.map((r) => r.id)).toEqual([row.UserID]);
    const byName = await consoleCall<Page<{ id: number }>>(
      t.app,
      'listCustomers',
      { search: row.FirstName, limit: 100 },
      support,
    );
    expect(byName.data.rows.map((r) => r.id)).toContain(row.UserID);
    const shown = await consoleCall<{ sessions: { live: boolean }[] }>(
      t.app,
      'showCustomer',
      { userId: row.UserID },
      support,
    );
    expect(shown.data.sessions.some((s) => s.live)).toBe(true);
    expect(JSON.stringify(shown.data)).not.toMatch(/hash|password|\$argon2/i);
    expect(JSON.stringify(shown.data)).not.toContain(token);
    const revoked = await consoleCall(
      t.app,
      'revokeCustomerSessions',
      { userId: row.UserID },
      support,
    );
    expect(revoked.status).toBe(200);
    const profile = await call(t.app, 'updateProfile', { UserID: row.UserID }, shopperHeaders);
    expect(profile.status).toBe(401);
    const after = await consoleCall<{ sessions: { live: boolean }[] }>(
      t.app,
      'showCustomer',
      { userId: row.UserID },
      support,
    );
    expect(after.data.sessions.every((s) => !s.live)).toBe(true);
    const missing = await consoleCall(t.app, 'showCustomer', { userId: 999_999 }, support);
    expect(missing.status).toBe(404);
  });
});
