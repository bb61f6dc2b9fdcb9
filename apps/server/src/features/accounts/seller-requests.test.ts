// Seller requests: the provider's two-call flow (sealed password, no confirmation), Bazaar's own
// (plain password + confirmation), one open request per e-mail, and the operator's command.
import { describe, expect, it } from 'vitest';
import { OUTCOME_STATUS } from '@bazaar/contract/envelope';
import { MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { runAdminCommand } from '../../admin/admin.ts';
import { adminContextOf } from '../../admin/admin.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { newUser } from './accounts.test-support.ts';

describe.each(DIALECTS)('seller requests on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { AUTH_ATTEMPTS_PER_ADDRESS: 10_000 } });

  const seal = async (password: string) =>
    (await call<{ Password: string }>(t.app, 'encodePassword', { Password: password })).data
      .Password;

  const stored = (email: string) =>
    t.db
      .selectFrom('seller_requests')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .execute();

  it("takes the provider's sealed password without a confirmation, and keeps only a hash", async () => {
    const seller = newUser({ CountryID: '1', MobileNo: '98200 00000' });
    const sealed = await seal(seller.Password);
    expect(sealed).toMatch(/^bzs1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(seller.Password);
    expect(sealed).not.toBe(await seal(seller.Password));
    const answer = await call(t.app, 'createVendorRequest', { ...seller, Password: sealed });
    expect(answer.data).toEqual([{ ResponseMsg: RESPONSE_MSG.saved }]);
    const [row] = await stored(seller.EmailAddress);
    expect(row).toMatchObject({ status: 'pending', first_name: 'Asha', country_id: 1 });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("takes Bazaar's plain password with its confirmation", async () => {
    const seller = newUser();
    const answer = await call(t.app, 'createVendorRequest', {
      ...seller,
      ConfirmPassword: seller.Password,
    });
    expect(answer.data).toEqual([{ ResponseMsg: RESPONSE_MSG.saved }]);
  });

  it('applies the password rules to what the sealed value holds', async () => {
    const short = await call(t.app, 'createVendorRequest', {
      ...newUser(),
      Password: await seal('abc'),
    });
    expect(short.envelope.errorMessage).toBe('Password min length should be 8 characters');
    const common = await call(t.app, 'createVendorRequest', {
      ...newUser(),
      Password: await seal('qwerty123'),
    });
    expect(common.envelope.errorMessage).toBe(
      'This password is too common. Please choose another.',
    );
    const seller = newUser();
    const mismatch = await call(t.app, 'createVendorRequest', {
      ...seller,
      Password: await seal(seller.Password),
      ConfirmPassword: 'something-else',
    });
    expect(mismatch.envelope.errorMessage).toBe('Password does not match!');
  });

  it('refuses a sealed value that was altered', async () => {
    const seller = newUser();
    const sealed = await seal(seller.Password);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    const answer = await call(t.app, 'createVendorRequest', { ...seller, Password: altered });
    expect(answer.envelope.statusCode).toBe(OUTCOME_STATUS.failure);
    expect(answer.envelope.errorMessage).toBe(MESSAGES.genericError);
    expect(await stored(seller.EmailAddress)).toEqual([]);
  });

  it('refuses a second open request for the same e-mail, in any case', async () => {
    const seller = newUser();
    await call(t.app, 'createVendorRequest', { ...seller, ConfirmPassword: seller.Password });
    const again = await call(t.app, 'createVendorRequest', {
      ...newUser(),
      EmailAddress: seller.EmailAddress.toUpperCase(),
    });
    expect(again.envelope.statusCode).toBe(OUTCOME_STATUS.validation);
    expect(again.data).toEqual([{ ResponseMsg: MESSAGES.emailExists }]);
  });

  it('refuses an e-mail that already has a shopper account, in any case (§8)', async () => {
    const shopper = newUser();
    expect((await call(t.app, 'signupUser', shopper)).data).toEqual([
      { ResponseMsg: RESPONSE_MSG.saved },
    ]);
    const seller = newUser({ EmailAddress: `  ${shopper.EmailAddress.toUpperCase()} ` });
    const answer = await call(t.app, 'createVendorRequest', {
      ...seller,
      ConfirmPassword: seller.Password,
    });
    expect(answer.envelope.statusCode).toBe(OUTCOME_STATUS.validation);
    expect(answer.data).toEqual([{ ResponseMsg: MESSAGES.emailExists }]);
    expect(await stored(shopper.EmailAddress)).toEqual([]);
  });

  it('lets the operator list, approve and reject pending requests', async () => {
    const first = newUser({ FirstName: 'Meera' });
    const second = newUser({ FirstName: 'Kabir' });
    for (const seller of [first, second]) {
      await call(t.app, 'createVendorRequest', { ...seller, ConfirmPassword: seller.Password });
    }
    const [a] = await stored(first.EmailAddress);
    const [b] = await stored(second.EmailAddress);
    const list = await runAdminCommand(adminContextOf(t), ['sellers', 'list']);
    expect(list.code).toBe(0);
    expect(list.lines.join('\n')).toContain(
      `#${a?.id}  Meera Rao <${first.EmailAddress.toLowerCase()}>`,
    );
    expect(list.lines.join('\n')).not.toContain('argon2');

    expect(await runAdminCommand(adminContextOf(t), ['sellers', 'approve', String(a?.id)])).toEqual(
      {
        lines: [`Seller request #${a?.id} approved.`],
        code: 0,
      },
    );
    expect(
      (await runAdminCommand(adminContextOf(t), ['sellers', 'reject', String(a?.id)])).code,
    ).toBe(1);
    expect(
      (await runAdminCommand(adminContextOf(t), ['sellers', 'reject', String(b?.id)])).code,
    ).toBe(0);
    expect(
      (await runAdminCommand(adminContextOf(t), ['sellers', 'list'])).lines.join('\n'),
    ).not.toContain('Meera');
    expect((await runAdminCommand(adminContextOf(t), ['sellers', 'approve'])).code).toBe(2);
    // An approved seller cannot ask again; a rejected one can.
    const approvedAgain = await call(t.app, 'createVendorRequest', {
      ...first,
      ConfirmPassword: first.Password,
    });
    expect(approvedAgain.envelope.errorMessage).toBe(MESSAGES.emailExists);
    const rejectedAgain = await call(t.app, 'createVendorRequest', {
      ...second,
      ConfirmPassword: second.Password,
    });
    expect(rejectedAgain.data).toEqual([{ ResponseMsg: RESPONSE_MSG.saved }]);
  });
});
