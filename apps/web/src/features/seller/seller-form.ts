// Pure rules of the seller request (spec §2/§5): its values (wire names), the §5 check with the
// password confirmation, and the request. Bazaar sends the password itself over TLS; the server
// stores only its hash (deviation #7: no round trip through the "encode" endpoint).
import { LOCATION_NOT_SELECTED } from '@bazaar/contract/constants';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import { confirmationProblem, firstProblem, type FieldProblem } from '../../lib/form-check.ts';
import { commonPasswordProblem } from '../../lib/password-check.ts';
import { toAddressParams } from '../../components/address-params.ts';

const NONE = String(LOCATION_NOT_SELECTED);

export const EMPTY_SELLER = {
  FirstName: '',
  LastName: '',
  EmailAddress: '',
  CountryID: NONE,
  StateProvinceID: NONE,
  CityID: NONE,
  MobileNo: '',
  PostalCode: '',
  Password: '',
  ConfirmPassword: '',
  AddressLineOne: '',
};

export type SellerValues = typeof EMPTY_SELLER;
export type SellerField = keyof SellerValues;

export function maxOf(name: (typeof FORM_RULES.seller)[number]['name']): number | undefined {
  return FORM_RULES.seller.find((rule) => rule.name === name)?.max;
}

/** Every §5 rule in order ("Select Country", -999, is no country), then the confirmation. */
export function checkSeller(values: SellerValues, lang: Lang): FieldProblem<SellerField> | null {
  const checked = { ...values, CountryID: values.CountryID === NONE ? '' : values.CountryID };
  return (
    firstProblem(FORM_RULES.seller, checked, lang) ??
    commonPasswordProblem('Password', values.Password, lang) ??
    confirmationProblem('ConfirmPassword', values.Password, values.ConfirmPassword, lang)
  );
}

export function toSellerParams(values: SellerValues): RequestOf<'createVendorRequest'> {
  return {
    ...toAddressParams(values),
    EmailAddress: values.EmailAddress.trim(),
    Password: values.Password,
    ConfirmPassword: values.ConfirmPassword,
  };
}
