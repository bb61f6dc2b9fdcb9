// Login, signup, profile, password reset and seller request shapes.
import { z } from 'zod';
import { commonPasswordProblem } from '../password-rule.ts';
import { fieldProblem, passwordsProblem, FORM_RULES, type FieldRule } from '../validation.ts';
import { addFormOutcome, formSchema, locationId, optionalText, requiredId } from './params.ts';

/**
 * What en-ur-drow-pass-rndom answers (deviation #7): "bzs1." and an AES-GCM box only the server
 * can open. The seller form of the provider's storefront sends it back as Password.
 */
export const SEALED_PASSWORD_PREFIX = 'bzs1.';
const SEALED_PASSWORD = /^bzs1\.[A-Za-z0-9_-]{40,1200}$/;
export const isSealedPassword = (value: string): boolean => SEALED_PASSWORD.test(value);

/** The §5 rules without the ones the server checks differently (see below). */
function serverRules<const R extends readonly FieldRule[], N extends R[number]['name']>(
  rules: R,
  ...names: N[]
) {
  return rules.filter((rule) => !names.includes(rule.name as N)) as Exclude<
    R[number],
    { name: N }
  >[];
}

const addressFields = z.object({
  MobileNo: optionalText(20),
  CityId: locationId(),
  StateProvinceId: locationId(),
  PostalCode: optionalText(20),
});

/** A country id; "-999" (the "Select Country" option the provider's form sends) means none. */
const countryField = z.object({ CountryID: locationId() });

export const loginRequest = formSchema(FORM_RULES.login);

// Country is a §5 rule of the signup form in the browser; on the wire it is an id, and the
// provider's storefront sends "-999" when none was chosen, which its own check lets through.
export const signupRequest = formSchema(serverRules(FORM_RULES.signup, 'CountryID'))
  .and(addressFields)
  .and(countryField)
  .superRefine((values, ctx) => {
    const common = commonPasswordProblem(values.Password);
    if (common) addFormOutcome(ctx, common);
  });

// Bazaar's profile form sends the country too (a country alone is a choice worth keeping); the
// provider's sends none, and a chosen state then names the country.
export const profileRequest = formSchema(FORM_RULES.profile)
  .and(addressFields.extend({ UserID: requiredId() }))
  .and(countryField);

const sellerPasswordRule = FORM_RULES.seller.find((rule) => rule.name === 'Password');

// The provider's storefront checks ConfirmPassword in the browser only and sends the sealed
// Password of the encode call; the server opens it and applies the password rule then. A plain
// Password (Bazaar's storefront) is checked here, and a ConfirmPassword, when sent, must match.
export const sellerRequest = formSchema(
  serverRules(FORM_RULES.seller, 'CountryID', 'ConfirmPassword', 'Password'),
)
  .and(addressFields)
  .and(countryField)
  .and(
    z.object({
      Password: optionalText(1300),
      ConfirmPassword: optionalText(150),
    }),
  )
  .superRefine((values, ctx) => {
    if (isSealedPassword(values.Password)) return;
    const broken =
      (sellerPasswordRule && fieldProblem({ ...sellerPasswordRule, value: values.Password })) ||
      commonPasswordProblem(values.Password);
    if (broken) {
      addFormOutcome(ctx, broken);
      return;
    }
    if (values.ConfirmPassword === '') return;
    const mismatch = passwordsProblem(values.Password, values.ConfirmPassword);
    if (mismatch) addFormOutcome(ctx, mismatch);
  });

export const sendOtpRequest = formSchema(FORM_RULES.resetStep1);
export const changePasswordRequest = formSchema(FORM_RULES.resetStep2).superRefine(
  (values, ctx) => {
    const broken =
      commonPasswordProblem(values.Password) ||
      passwordsProblem(values.Password, values.ConfirmPassword);
    if (broken) addFormOutcome(ctx, broken);
  },
);
export const encodePasswordRequest = z.object({ Password: optionalText(150) });

export const userRow = z.object({
  UserID: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  MobileNo: z.string(),
  AddressLineOne: z.string(),
  CityName: z.string(),
  CityID: z.number(),
  StateName: z.string(),
  StateProvinceID: z.number(),
  CountryName: z.string(),
  CountryID: z.number(),
  PostalCode: z.string(),
});
export const loginRow = userRow.extend({ ResponseMsg: z.string() });

/** EN_UR_DROW_PASS_RNDOM answers one object: {"Password": "<opaque value>"}. */
export const encodedPasswordRow = z.object({ Password: z.string() });

/** Bazaar's logout answers {"ResponseMsg": "Logged Out Successfully"}. */
export const logoutRow = z.object({ ResponseMsg: z.string() });

export type UserRow = z.infer<typeof userRow>;
export type LoginRow = z.infer<typeof loginRow>;
