// Login, signup, profile, password reset and seller request shapes.
import { z } from 'zod';
import { checkPasswordsMatch, FORM_RULES, type FieldRule } from '../validation.ts';
import { addFormOutcome, formSchema, locationId, optionalText, requiredInt } from './params.ts';

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
  .and(countryField);

export const profileRequest = formSchema(FORM_RULES.profile).and(
  addressFields.extend({ UserID: requiredInt(1) }),
);

// The provider's storefront checks ConfirmPassword in the browser only and sends just the
// (encoded) Password; a caller that does send the confirmation must send a matching one.
export const sellerRequest = formSchema(
  serverRules(FORM_RULES.seller, 'CountryID', 'ConfirmPassword'),
)
  .and(addressFields)
  .and(countryField)
  .and(z.object({ ConfirmPassword: optionalText(150) }))
  .superRefine((values, ctx) => {
    if (values.ConfirmPassword === '') return;
    const mismatch = checkPasswordsMatch(values.Password, values.ConfirmPassword);
    if (mismatch) addFormOutcome(ctx, mismatch);
  });

export const sendOtpRequest = formSchema(FORM_RULES.resetStep1);
export const changePasswordRequest = formSchema(FORM_RULES.resetStep2).superRefine(
  (values, ctx) => {
    const mismatch = checkPasswordsMatch(values.Password, values.ConfirmPassword);
    if (mismatch) addFormOutcome(ctx, mismatch);
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

export type UserRow = z.infer<typeof userRow>;
export type LoginRow = z.infer<typeof loginRow>;
