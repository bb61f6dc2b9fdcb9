// Pure rules of the profile form: values from the stored user, the §5 check, the request and
// the stored user after a save (the server answers only 'Saved Successfully').
import { LOCATION_NOT_SELECTED } from '@bazaar/contract/constants';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import { firstProblem, type FieldProblem } from '../../lib/form-check.ts';
import type { User } from './user-slice.ts';
import { toAddressParams } from '../../components/address-params.ts';

export interface ProfileValues {
  FirstName: string;
  LastName: string;
  CountryID: string;
  StateProvinceID: string;
  CityID: string;
  MobileNo: string;
  PostalCode: string;
  AddressLineOne: string;
}
export type ProfileField = keyof ProfileValues;

/** A place id as a select value: 0 or a missing id is the -999 sentinel. */
const placeValue = (id: number | undefined) =>
  String(id !== undefined && id > 0 ? id : LOCATION_NOT_SELECTED);

export function profileValuesOf(user: User): ProfileValues {
  return {
    FirstName: user.FirstName,
    LastName: user.LastName,
    CountryID: placeValue(user.CountryID),
    StateProvinceID: placeValue(user.StateProvinceID),
    CityID: placeValue(user.CityID),
    MobileNo: user.MobileNo,
    PostalCode: user.PostalCode,
    AddressLineOne: user.AddressLineOne,
  };
}

export function maxOf(name: (typeof FORM_RULES.profile)[number]['name']): number | undefined {
  return FORM_RULES.profile.find((rule) => rule.name === name)?.max;
}

export function checkProfile(values: ProfileValues, lang: Lang): FieldProblem<ProfileField> | null {
  return firstProblem(FORM_RULES.profile, values, lang);
}

export function toProfileParams(
  userId: number,
  values: ProfileValues,
  lang: Lang,
): RequestOf<'updateProfile'> {
  return {
    UserID: userId,
    ...toAddressParams(values),
    languageCode: lang,
  };
}

/** The stored user after a save: what was sent, with the names of the chosen places. */
export function savedUser(
  values: ProfileValues,
  names: { CountryName: string; StateName: string; CityName: string },
): Partial<User> {
  const chosen = (id: string) => Number(id) > 0;
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    MobileNo: values.MobileNo.trim(),
    PostalCode: values.PostalCode.trim(),
    AddressLineOne: values.AddressLineOne.trim(),
    CountryID: Number(values.CountryID),
    CountryName: chosen(values.CountryID) ? names.CountryName : '',
    StateProvinceID: Number(values.StateProvinceID),
    StateName: chosen(values.StateProvinceID) ? names.StateName : '',
    CityID: Number(values.CityID),
    CityName: chosen(values.CityID) ? names.CityName : '',
  };
}
