// Login, signup, profile, password reset and seller request shapes.
import { z } from 'zod';
import { FORM_RULES } from '../validation.ts';
import { LOCATION_NOT_SELECTED } from '../constants.ts';
import { formSchema, optionalInt, optionalText, requiredInt } from './params.ts';

/** A location id: positive, or the -999 "not selected" sentinel, or not set. */
const locationId = optionalInt(LOCATION_NOT_SELECTED, Number.MAX_SAFE_INTEGER);

const addressFields = z.object({
  MobileNo: optionalText(20),
  CityId: locationId,
  StateProvinceId: locationId,
  PostalCode: optionalText(20),
});

export const loginRequest = formSchema(FORM_RULES.login);
export const signupRequest = formSchema(FORM_RULES.signup).and(addressFields);
export const profileRequest = formSchema(FORM_RULES.profile).and(
  addressFields.extend({ UserID: requiredInt(1) }),
);
export const sellerRequest = formSchema(FORM_RULES.seller).and(addressFields);
export const sendOtpRequest = formSchema(FORM_RULES.resetStep1);
export const changePasswordRequest = formSchema(FORM_RULES.resetStep2);
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

export type UserRow = z.infer<typeof userRow>;
export type LoginRow = z.infer<typeof loginRow>;
