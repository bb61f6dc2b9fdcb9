// Pure rules of the signup form: its values (wire names), the §5 check and the request.
import { LOCATION_NOT_SELECTED } from '@bazaar/contract/constants';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import { firstProblem, type FieldProblem } from '../../lib/form-check.ts';
import { commonPasswordProblem } from '../../lib/password-check.ts';
import { toAddressParams } from '../../components/address-params.ts';

const NONE = String(LOCATION_NOT_SELECTED);

export const EMPTY_SIGNUP = {
  FirstName: '',
  LastName: '',
  EmailAddress: '',
  Password: '',
  CountryID: NONE,
  StateProvinceID: NONE,
  CityID: NONE,
  MobileNo: '',
  PostalCode: '',
  AddressLineOne: '',
};

export type SignupValues = typeof EMPTY_SIGNUP;
export type SignupField = keyof SignupValues;

/** The "Select Country" option (-999) is no country: 'Country is required'. */
const asChecked = (id: string) => (id === NONE ? '' : id);

export function maxOf(name: (typeof FORM_RULES.signup)[number]['name']): number | undefined {
  return FORM_RULES.signup.find((rule) => rule.name === name)?.max;
}

export function checkSignup(values: SignupValues, lang: Lang): FieldProblem<SignupField> | null {
  return (
    firstProblem(FORM_RULES.signup, { ...values, CountryID: asChecked(values.CountryID) }, lang) ??
    commonPasswordProblem('Password', values.Password, lang)
  );
}

export function toSignupParams(values: SignupValues, lang: Lang): RequestOf<'signupUser'> {
  return {
    ...toAddressParams(values),
    EmailAddress: values.EmailAddress.trim(),
    // A password is taken as typed: spaces may be part of it.
    Password: values.Password,
    languageCode: lang,
  };
}
