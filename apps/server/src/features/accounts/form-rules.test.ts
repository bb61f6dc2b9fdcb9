// Every §5 rule of the account forms is enforced by the server with the spec's exact message
// (HTTP 200, statusCode 204, errorMessage + ResponseMsg), whatever the browser checked; a new
// password is also refused when it is a common one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import { OUTCOME_STATUS } from '@bazaar/contract/envelope';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, newUser, signUpAndLogIn } from './accounts.test-support.ts';

interface Rule {
  name: string;
  label: string;
  min?: number;
  max: number;
  email?: boolean;
  /** A password being set: not one of the common ones (ASVS 6.2.4, deviation 15). */
  newPassword?: boolean;
}

const FORMS: { endpoint: EndpointKey; rules: Rule[] }[] = [
  {
    endpoint: 'getUserLogin',
    rules: [
      { name: 'Email', label: 'Email', max: 200 },
      { name: 'Password', label: 'Password', max: 150 },
    ],
  },
  {
    endpoint: 'signupUser',
    rules: [
      { name: 'FirstName', label: 'First Name', max: 200 },
      { name: 'LastName', label: 'Last Name', max: 150 },
      { name: 'EmailAddress', label: 'Email', max: 150, email: true },
      { name: 'Password', label: 'Password', min: 8, max: 150, newPassword: true },
      { name: 'AddressLineOne', label: 'Shipping address', max: 600 },
    ],
  },
  {
    endpoint: 'updateProfile',
    rules: [
      { name: 'FirstName', label: 'First name', max: 200 },
      { name: 'LastName', label: 'Last name', max: 150 },
      { name: 'AddressLineOne', label: 'Shipping address', max: 600 },
    ],
  },
  {
    endpoint: 'createVendorRequest',
    rules: [
      { name: 'FirstName', label: 'First name', max: 200 },
      { name: 'LastName', label: 'Last name', max: 150 },
      { name: 'EmailAddress', label: 'E-mail', max: 150, email: true },
      { name: 'Password', label: 'Password', min: 8, max: 150, newPassword: true },
      { name: 'AddressLineOne', label: 'Home address', max: 600 },
    ],
  },
  { endpoint: 'sendResetOtp', rules: [{ name: 'Email', label: 'E-mail', max: 200, email: true }] },
  {
    endpoint: 'changePasswordWithOtp',
    rules: [
      { name: 'Email', label: 'E-mail', max: 200, email: true },
      { name: 'Otp', label: 'OTP', min: 5, max: 15 },
      { name: 'Password', label: 'Password', min: 8, max: 150, newPassword: true },
      { name: 'ConfirmPassword', label: 'Confirm password', min: 8, max: 150 },
    ],
  },
];

/** A value that breaks only the given check, and the spec's message for it. */
function breaking(rule: Rule): [string, string, string][] {
  const cases: [string, string, string][] = [
    ['empty', '   ', `${rule.label} is required`],
    [
      'too long',
      'x'.repeat(rule.max + 1),
      `${rule.label} max length should be ${rule.max} characters`,
    ],
  ];
  if (rule.min) {
    cases.push([
      'too short',
      'x'.repeat(rule.min - 1),
      `${rule.label} min length should be ${rule.min} characters`,
    ]);
  }
  if (rule.email) cases.push(['not an e-mail', 'asha@', 'Please enter valid email address']);
  if (rule.newPassword) {
    for (const common of ['password', 'qwerty123', 'Iloveyou1']) {
      cases.push([
        `common (${common})`,
        common,
        'This password is too common. Please choose another.',
      ]);
    }
  }
  return cases;
}

describe.each(DIALECTS)('account form rules on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { AUTH_ATTEMPTS_PER_ADDRESS: 10_000 } });
  let valid: Partial<Record<EndpointKey, Record<string, unknown>>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const { row, token } = await signUpAndLogIn(t.app);
    headers = authHeaders(row.UserID, token);
    const user = newUser();
    valid = {
      getUserLogin: { Email: user.EmailAddress, Password: user.Password },
      signupUser: user,
      updateProfile: { UserID: row.UserID, FirstName: 'A', LastName: 'B', AddressLineOne: 'C' },
      createVendorRequest: { ...user, ConfirmPassword: user.Password },
      sendResetOtp: { Email: user.EmailAddress },
      changePasswordWithOtp: {
        Email: user.EmailAddress,
        Otp: '123456',
        Password: 'secret12',
        ConfirmPassword: 'secret12',
      },
    };
  });

  const cases = FORMS.flatMap(({ endpoint, rules }) =>
    rules.flatMap((rule) =>
      breaking(rule).map(([what, value, message]) => ({ endpoint, rule, what, value, message })),
    ),
  );

  it.each(cases.map((c) => [`${c.endpoint} ${c.rule.name} ${c.what}`, c] as const))(
    '%s',
    async (_name, { endpoint, rule, value, message }) => {
      const params: Record<string, unknown> = { ...valid[endpoint], [rule.name]: value };
      if (endpoint === 'changePasswordWithOtp' && rule.name === 'Password')
        params.ConfirmPassword = value;
      if (endpoint === 'createVendorRequest' && rule.name === 'Password')
        params.ConfirmPassword = '';
      const answer = await call(t.app, endpoint, params, headers);
      expect(answer.status).toBe(200);
      expect(answer.envelope.statusCode).toBe(OUTCOME_STATUS.validation);
      expect(answer.envelope.errorMessage).toBe(message);
    },
  );

  it.each([['changePasswordWithOtp'], ['createVendorRequest']] as const)(
    '%s refuses a confirmation that differs',
    async (endpoint) => {
      const params = { ...valid[endpoint], ConfirmPassword: 'different1' };
      const answer = await call(t.app, endpoint, params, headers);
      expect(answer.envelope.statusCode).toBe(OUTCOME_STATUS.validation);
      expect(answer.envelope.errorMessage).toBe('Password does not match!');
    },
  );

  it('refuses a place that does not exist, or not inside the one above it (400)', async () => {
    const missing = await call(t.app, 'signupUser', { ...newUser(), CountryID: '999999' });
    expect(missing.status).toBe(400);
    expect(missing.envelope.errorMessage).toBe('CountryID: no such country');
    const states = await t.db.selectFrom('states_provinces').select(['id', 'country_id']).execute();
    const foreign = states.find((state) => state.country_id !== 1);
    if (!foreign) throw new Error('the seed has states of one country only');
    const elsewhere = await call(t.app, 'signupUser', {
      ...newUser(),
      CountryID: '1',
      StateProvinceId: String(foreign.id),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.envelope.errorMessage).toBe('StateProvinceId: is not in the chosen country');
  });
});
