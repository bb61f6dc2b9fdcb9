// The shared name and address block: its fields in order with their autocomplete hints, each
// form's own fields in its slots, and the country's message only where the country is required.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { useForm } from '../lib/use-form.ts';
import { AddressFields, type AddressField } from './address-fields.tsx';

const EMPTY: Record<AddressField, string> = {
  FirstName: '',
  LastName: '',
  CountryID: '-999',
  StateProvinceID: '-999',
  CityID: '-999',
  MobileNo: '',
  PostalCode: '',
  AddressLineOne: '',
};

const labels = {
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country',
  state: 'State',
  city: 'City',
  mobile: 'Mobile',
  postalCode: 'Postal code',
  addressLine: 'Address',
};

function Form({
  countryRequired,
  failCountry,
}: {
  countryRequired?: boolean;
  failCountry?: boolean;
}) {
  const form = useForm(EMPTY);
  return (
    <form>
      <AddressFields
        form={{
          ...form,
          errorOf: (name) => (failCountry && name === 'CountryID' ? 'Pick one' : ''),
        }}
        labels={labels}
        maxOf={(name) => ({ FirstName: 200, LastName: 150, AddressLineOne: 600 })[name]}
        countryRequired={countryRequired}
        afterNames={<input name="Between" aria-label="Between" />}
        beforeAddressLine={<input name="Before" aria-label="Before" />}
      />
    </form>
  );
}

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('input, select, textarea')].map((el) => el.getAttribute('name'));

describe('address fields', () => {
  it('renders the names, slots and places in order with their autocomplete hints', () => {
    fakeApi().on('getCountriesList', { data: [] });
    const { container } = renderApp(<Form />);
    expect(names(container)).toEqual([
      'FirstName',
      'LastName',
      'Between',
      'CountryID',
      'StateProvinceID',
      'CityID',
      'MobileNo',
      'PostalCode',
      'Before',
      'AddressLineOne',
    ]);
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Address').getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByLabelText('Address').getAttribute('maxlength')).toBe('600');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').required).toBe(false);
  });

  it('marks the country only where it is required', () => {
    fakeApi().on('getCountriesList', { data: [] });
    renderApp(<Form countryRequired failCountry />);
    const country = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(country.required).toBe(true);
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pick one')).toBeTruthy();
  });
});
