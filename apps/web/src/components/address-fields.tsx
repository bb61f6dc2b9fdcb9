// The name and address block shared by sign up, the seller request and the profile: first and
// last name, country → state → city, mobile, postal code and the address line. Each form puts
// its own fields between (`afterNames`, `beforeAddressLine`) so its order stays as it was.
import type { ReactNode } from 'react';
import { ADDRESS_FIELD_MAX } from '@bazaar/contract/constants';
import type { Form } from '../lib/use-form.ts';
import { TextField } from './form-field.tsx';
import { LocationSelects } from './location-selects.tsx';

export type AddressField =
  | 'FirstName'
  | 'LastName'
  | 'CountryID'
  | 'StateProvinceID'
  | 'CityID'
  | 'MobileNo'
  | 'PostalCode'
  | 'AddressLineOne';

type TextName = Exclude<AddressField, 'CountryID' | 'StateProvinceID' | 'CityID'>;

export interface AddressLabels {
  firstName: string;
  lastName: string;
  country: string;
  state: string;
  city: string;
  mobile: string;
  postalCode: string;
  addressLine: string;
}

export interface AddressFieldsProps {
  form: Pick<Form<AddressField>, 'values' | 'patch' | 'errorOf' | 'control' | 'field'>;
  labels: AddressLabels;
  /** The form's own limits (its contract FORM_RULES) for the fields they name. */
  maxOf: (name: 'FirstName' | 'LastName' | 'AddressLineOne') => number | undefined;
  /** Country is required (sign up, seller): it is then marked and shows its message. */
  countryRequired?: boolean;
  afterNames?: ReactNode;
  beforeAddressLine?: ReactNode;
}

export function AddressFields({
  form,
  labels,
  maxOf,
  countryRequired = false,
  afterNames,
  beforeAddressLine,
}: AddressFieldsProps) {
  const { values } = form;
  const text = (
    name: TextName,
    label: string,
    extra: {
      type?: 'tel' | 'textarea';
      autoComplete: string;
      maxLength?: number;
      required?: boolean;
      wide?: boolean;
    },
  ) => <TextField {...form.field(name)} label={label} {...extra} />;

  return (
    <>
      {text('FirstName', labels.firstName, {
        autoComplete: 'given-name',
        maxLength: maxOf('FirstName'),
        required: true,
      })}
      {text('LastName', labels.lastName, {
        autoComplete: 'family-name',
        maxLength: maxOf('LastName'),
        required: true,
      })}
      {afterNames}
      <LocationSelects
        values={values}
        onChange={(places) => form.patch(places)}
        labels={{ country: labels.country, state: labels.state, city: labels.city }}
        countryRequired={countryRequired}
        errors={countryRequired ? { CountryID: form.errorOf('CountryID') } : undefined}
        controlRef={form.control}
      />
      {text('MobileNo', labels.mobile, {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: ADDRESS_FIELD_MAX.MobileNo,
      })}
      {text('PostalCode', labels.postalCode, {
        autoComplete: 'postal-code',
        maxLength: ADDRESS_FIELD_MAX.PostalCode,
      })}
      {beforeAddressLine}
      {text('AddressLineOne', labels.addressLine, {
        type: 'textarea',
        autoComplete: 'street-address',
        maxLength: maxOf('AddressLineOne'),
        required: true,
        wide: true,
      })}
    </>
  );
}
