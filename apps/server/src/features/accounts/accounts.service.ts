// Signup, login, profile and logout. Every throttle is counted before any password is hashed;
// an unknown e-mail costs the same hashing as a wrong password, and both get the same answer.
import { LOCATION_NOT_SELECTED } from '@bazaar/contract/constants';
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { LoginRow, UserRow } from '@bazaar/contract/schemas/accounts';
import { ApiError, ShopperOutcome } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import {
  findUserByEmail,
  findUserWithPlaces,
  insertUser,
  updateUser,
  type UserWithPlaces,
} from './accounts.repository.ts';
import type { AccountsContext } from './context.ts';
import { hashSecret, needsRehash, verifyDecoy, verifySecret } from './passwords.ts';
import { addProfileAddress, checkProfileAddress, type ProfileAddress } from '../addresses/index.ts';
import { resolvePlaces } from './places.ts';
import { openSession, revokeSession } from './sessions.ts';
import { admitLogin } from '../../plugins/login-throttle.ts';
import { addressSubject, countOrRefuse } from '../../plugins/throttle.ts';

const SAVED = [{ ResponseMsg: RESPONSE_MSG.saved }];
const emailExists = () => new ShopperOutcome('validation', { id: 'emailExists' });

/** The user row of spec §3; a place not chosen is the -999 sentinel with no name. */
export function userRow(user: UserWithPlaces): UserRow {
  return {
    UserID: user.id,
    FirstName: user.first_name,
    LastName: user.last_name,
    EmailAddress: user.email,
    MobileNo: user.mobile_no ?? '',
    AddressLineOne: user.address_line_one ?? '',
    CityName: user.city_name ?? '',
    CityID: user.city_id ?? LOCATION_NOT_SELECTED,
    StateName: user.state_name ?? '',
    StateProvinceID: user.state_province_id ?? LOCATION_NOT_SELECTED,
    CountryName: user.country_name ?? '',
    CountryID: user.country_id ?? LOCATION_NOT_SELECTED,
    PostalCode: user.postal_code ?? '',
  };
}

/** PostgreSQL 23505 / SQLite SQLITE_CONSTRAINT_UNIQUE: a concurrent signup took the e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function signup(
  ctx: AccountsContext,
  params: ParsedRequestOf<'signupUser'>,
  ip: string,
) {
  const { db } = ctx;
  await countOrRefuse(db, 'signup', addressSubject(ip), ctx.limits.perAddress);
  if (await findUserByEmail(db, params.EmailAddress)) throw emailExists();
  const places = await resolvePlaces(db, params);
  const address: ProfileAddress = {
    fullName: `${params.FirstName} ${params.LastName}`,
    mobile: params.MobileNo,
    pinCode: params.PostalCode,
    line1: params.AddressLineOne,
    countryId: places.country_id,
    stateId: places.state_province_id,
    cityId: places.city_id,
  };
  await checkProfileAddress(db, address);
  const passwordHash = await hashSecret(params.Password, ctx.cost);
  try {
    await writeTransaction(db, async (trx) => {
      if (await findUserByEmail(trx, params.EmailAddress)) throw emailExists();
      const userId = await insertUser(trx, {
        email: params.EmailAddress,
        password_hash: passwordHash,
        first_name: params.FirstName,
        last_name: params.LastName,
        mobile_no: params.MobileNo || null,
        address_line_one: params.AddressLineOne,
        postal_code: params.PostalCode || null,
        language_code: params.languageCode,
        ...places,
      });
      await addProfileAddress(trx, userId, address);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
  return SAVED;
}

export async function login(
  ctx: AccountsContext,
  params: ParsedRequestOf<'getUserLogin'>,
  ip: string,
): Promise<{ answer: LoginRow[]; token: string }> {
  const { db } = ctx;
  await countOrRefuse(db, 'login', addressSubject(ip), ctx.limits.perAddress);
  const attempt = await admitLogin(db, ctx.limits, params.Email, ip);
  const user = await findUserByEmail(db, params.Email);
  const ok = user
    ? await verifySecret(user.password_hash, params.Password)
    : await verifyDecoy(params.Password, ctx.cost);
  if (!user || !ok) throw new ShopperOutcome('failure', { id: 'loginFailure' });
  await attempt.succeeded();
  if (needsRehash(user.password_hash, ctx.cost)) {
    await updateUser(db, user.id, { password_hash: await hashSecret(params.Password, ctx.cost) });
  }
  const token = await openSession(db, user.id, ctx.sessions);
  const row = await findUserWithPlaces(db, user.id);
  if (!row) throw new ShopperOutcome('failure', { id: 'loginFailure' });
  return { answer: [{ ResponseMsg: RESPONSE_MSG.login, ...userRow(row) }], token };
}

export async function updateProfile(
  ctx: AccountsContext,
  params: ParsedRequestOf<'updateProfile'>,
  user: CurrentUser,
) {
  // The body's UserID must be the token's user too (deviation #8), like the header's.
  if (params.UserID !== user.id) throw new ApiError(401, { id: 'unauthorized' });
  const { db } = ctx;
  const current = await findUserWithPlaces(db, user.id);
  if (!current) throw new ApiError(401, { id: 'unauthorized' });
  const places = await resolvePlaces(db, params, current.country_id);
  await writeTransaction(db, (trx) =>
    updateUser(trx, user.id, {
      first_name: params.FirstName,
      last_name: params.LastName,
      mobile_no: params.MobileNo || null,
      address_line_one: params.AddressLineOne,
      postal_code: params.PostalCode || null,
      ...(params.languageChosen ? { language_code: params.languageChosen } : {}),
      ...places,
    }),
  );
  return SAVED;
}

export async function logout(ctx: AccountsContext, token: string) {
  await revokeSession(ctx.db, token);
  return { ResponseMsg: RESPONSE_MSG.loggedOut };
}
