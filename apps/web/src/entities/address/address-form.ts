// The address form's values and what they mean to the contract's rules (address-rules.ts): every
// problem at once, each as its message under its field, and the server's answer (one message id)
// put under the field it names. Plain functions, so the checkout step and the address book share
// them and tests need no browser.
import { listText } from '@bazaar/i18n/lists';
import {
  addressProblems,
  type AddressField,
  type AddressInput,
} from '@bazaar/contract/address/address-rules';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import { say, type MessageId } from '@bazaar/i18n/message-catalogue';
import type { Lang } from '@bazaar/i18n/text';
import { NONE } from '../../components/location-selects.tsx';

export type AddressFormField =
  | 'FullName'
  | 'MobileNo'
  | 'PinCode'
  | 'AddressLine1'
  | 'AddressLine2'
  | 'CountryID'
  | 'StateProvinceID'
  | 'CityID';

export type AddressFormValues = Record<AddressFormField, string>;
export type AddressErrors = Partial<Record<AddressFormField, string>>;

/** The rules' field names → the form's. */
const FORM_FIELD: Record<AddressField, AddressFormField> = {
  fullName: 'FullName',
  mobile: 'MobileNo',
  pinCode: 'PinCode',
  line1: 'AddressLine1',
  country: 'CountryID',
  state: 'StateProvinceID',
  city: 'CityID',
};

/** The server's message ids for one field (HTTP 400 names the first problem only). */
const FIELD_OF_MESSAGE: Partial<Record<MessageId, AddressFormField>> = {
  addressFullNameRequired: 'FullName',
  addressMobileInvalid: 'MobileNo',
  addressPhoneInvalid: 'MobileNo',
  addressPinInvalid: 'PinCode',
  addressPinStateMismatch: 'PinCode',
  addressPostalCodeInvalid: 'PinCode',
  addressLine1Required: 'AddressLine1',
  addressCountryRequired: 'CountryID',
  addressStateRequired: 'StateProvinceID',
  addressCityRequired: 'CityID',
};

/** An empty form (a new address, a gift), in the given country. */
export function emptyAddress(countryId: number | null): AddressFormValues {
  return {
    FullName: '',
    MobileNo: '',
    PinCode: '',
    AddressLine1: '',
    AddressLine2: '',
    CountryID: countryId && countryId > 0 ? String(countryId) : NONE,
    StateProvinceID: NONE,
    CityID: NONE,
  };
}

/** The form preset from a saved address (editing it). */
export function addressValuesOf(row: AddressRow): AddressFormValues {
  const place = (id: number) => (id > 0 ? String(id) : NONE);
  return {
    FullName: row.FullName,
    MobileNo: row.MobileNo,
    PinCode: row.PinCode,
    AddressLine1: row.AddressLine1,
    AddressLine2: row.AddressLine2,
    CountryID: place(row.CountryId),
    StateProvinceID: place(row.StateProvinceId),
    CityID: place(row.CityId),
  };
}

/** The English names of the chosen country and state: the rules are written against them. */
export interface EnglishPlaceNames {
  countryName: string;
  stateName: string;
}

export function addressInputOf(values: AddressFormValues, names: EnglishPlaceNames): AddressInput {
  const id = (value: string) => Math.max(0, Number(value) || 0);
  return {
    fullName: values.FullName,
    mobile: values.MobileNo,
    pinCode: values.PinCode,
    line1: values.AddressLine1,
    countryId: id(values.CountryID),
    countryName: names.countryName,
    stateId: id(values.StateProvinceID),
    stateName: names.stateName,
    cityId: id(values.CityID),
  };
}

/**
 * Every problem of the form at once, as messages by field ({} when it can be sent). A message
 * names the state as the shopper's select shows it (`shownState`), the rules' English otherwise.
 */
export function addressErrors(
  values: AddressFormValues,
  names: EnglishPlaceNames,
  lang: Lang,
  shownState = '',
): AddressErrors {
  const errors: AddressErrors = {};
  for (const problem of addressProblems(addressInputOf(values, names))) {
    const field = FORM_FIELD[problem.field];
    const params = problem.params && { state: shownState || problem.params.state };
    errors[field] ??= say(lang, { id: problem.id, params });
  }
  return errors;
}

/** The field the server's refusal names, or null for a refusal of the whole address. */
export function fieldOfMessage(messageId: string | undefined): AddressFormField | null {
  return (messageId && FIELD_OF_MESSAGE[messageId as MessageId]) || null;
}

export function toSaveParams(
  values: AddressFormValues,
  addressId: number | null,
  isDefault: boolean,
): RequestOf<'saveCustomerAddress'> {
  return {
    ...(addressId ? { AddressId: addressId } : {}),
    FullName: values.FullName.trim(),
    MobileNo: values.MobileNo.trim(),
    PinCode: values.PinCode.trim(),
    AddressLine1: values.AddressLine1.trim(),
    AddressLine2: values.AddressLine2.trim(),
    CountryId: Number(values.CountryID),
    StateProvinceId: Number(values.StateProvinceID),
    CityId: Number(values.CityID),
    IsDefault: isDefault,
  };
}

/** The address in the lines a parcel label has (name first, mobile last). */
export function addressLines(row: AddressRow, lang: Lang): string[] {
  const place = listText(lang, [row.CityName, row.StateName]);
  return [
    row.FullName,
    row.AddressLine1,
    row.AddressLine2,
    [place, row.PinCode].filter(Boolean).join(' – '),
    row.CountryName,
  ].filter((line) => line.trim() !== '');
}
