// Shared by the accounts API tests: a fresh shopper, signing up and logging in.
import { randomBytes } from 'node:crypto';
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

export const authHeaders = (userId: number | string, token: string) => ({
  Token: token,
  UserID: String(userId),
});
