// Become-seller requests: stored pending, with the password as an argon2id hash, one open
// request per e-mail, and none for an e-mail that already has a shopper account (§8 "Email
// already exists!", as signup and profile say). The provider's storefront first has the password "encoded" and sends that
// back (deviation #7): here it is a box only this server opens, valid for an hour.
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { isSealedPassword, SEALED_PASSWORD_PREFIX } from '@bazaar/contract/schemas/accounts';
import { commonPasswordProblem } from '@bazaar/contract/password-rule';
import { fieldProblem, FORM_RULES, passwordsProblem } from '@bazaar/contract/validation';
import { ShopperOutcome } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isUniqueViolation } from './accounts.service.ts';
import { findUserByEmail, normalizeEmail } from './accounts.repository.ts';
import type { AccountsContext } from './context.ts';
import { hashSecret } from './passwords.ts';
import { resolvePlaces } from './places.ts';
import { hasOpenSellerRequest, insertSellerRequest } from './seller-requests.repository.ts';
import { addressSubject, countOrRefuse } from '../../plugins/throttle.ts';

const PASSWORD_PURPOSE = 'seller-password';
const SEALED_PASSWORD_MAX_AGE_MS = 3600_000;
const passwordRule = FORM_RULES.seller.find((rule) => rule.name === 'Password');

/** en-ur-drow-pass-rndom: the password sealed for the seller request that follows. */
export function sealPassword(ctx: AccountsContext, params: ParsedRequestOf<'encodePassword'>) {
  return { Password: SEALED_PASSWORD_PREFIX + ctx.box.seal(params.Password, PASSWORD_PURPOSE) };
}

function openPassword(ctx: AccountsContext, params: ParsedRequestOf<'createVendorRequest'>) {
  if (!isSealedPassword(params.Password)) return params.Password;
  const opened = ctx.box.open(
    params.Password.slice(SEALED_PASSWORD_PREFIX.length),
    PASSWORD_PURPOSE,
    SEALED_PASSWORD_MAX_AGE_MS,
  );
  if (opened === null) throw new ShopperOutcome('failure', { id: 'genericError' });
  const broken =
    (passwordRule && fieldProblem({ ...passwordRule, value: opened })) ||
    commonPasswordProblem(opened) ||
    (params.ConfirmPassword !== '' && passwordsProblem(opened, params.ConfirmPassword));
  if (broken) throw new ShopperOutcome('validation', broken);
  return opened.trim();
}

const duplicate = () => new ShopperOutcome('validation', { id: 'emailExists' });

export async function createSellerRequest(
  ctx: AccountsContext,
  params: ParsedRequestOf<'createVendorRequest'>,
  ip: string,
) {
  const { db } = ctx;
  await countOrRefuse(db, 'seller', addressSubject(ip), ctx.limits.perAddress);
  const password = openPassword(ctx, params);
  const email = normalizeEmail(params.EmailAddress);
  const places = await resolvePlaces(db, params);
  const taken = async (trx: typeof db) =>
    (await findUserByEmail(trx, email)) !== undefined || (await hasOpenSellerRequest(trx, email));
  if (await taken(db)) throw duplicate();
  const passwordHash = await hashSecret(password, ctx.cost);
  try {
    await writeTransaction(db, async (trx) => {
      if (await taken(trx)) throw duplicate();
      await insertSellerRequest(trx, {
        first_name: params.FirstName,
        last_name: params.LastName,
        email,
        password_hash: passwordHash,
        mobile_no: params.MobileNo,
        address_line_one: params.AddressLineOne,
        postal_code: params.PostalCode || null,
        language_code: params.languageCode,
        ...places,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return [{ ResponseMsg: RESPONSE_MSG.saved }];
}
