// The address form's rules: every problem at once under its field, in the shopper's language
// with the state named as the select shows it, and the server's one refusal under its field.
import { describe, expect, it } from 'vitest';
import { ADDRESS_TEXTS } from '@bazaar/i18n/address-texts';
import { CHECKOUT_ADDRESS } from '../../test/checkout-rows.ts';
import {
  addressErrors,
  addressValuesOf,
  emptyAddress,
  fieldOfMessage,
  toSaveParams,
} from './address-form.ts';

const KARNATAKA = { countryName: 'India', stateName: 'Karnataka' };
const good = addressValuesOf(CHECKOUT_ADDRESS);

describe('addressErrors', () => {
  it('finds nothing wrong with a deliverable address', () => {
    expect(addressErrors(good, KARNATAKA, 'en')).toEqual({});
  });

  it('says a 9-digit mobile and a PIN of another state at once, in Arabic too', () => {
    const wrong = { ...good, MobileNo: '987654321', PinCode: '110001' };
    expect(addressErrors(wrong, KARNATAKA, 'ar', 'كارناتاكا')).toEqual({
      MobileNo: ADDRESS_TEXTS.addressMobileInvalid.ar,
      PinCode: ADDRESS_TEXTS.addressPinStateMismatch.ar.replace('{state}', 'كارناتاكا'),
    });
  });

  it('names every missing field of an empty form', () => {
    const errors = addressErrors(emptyAddress(1), { countryName: 'India', stateName: '' }, 'en');
    expect(Object.keys(errors).sort()).toEqual(
      ['AddressLine1', 'CityID', 'FullName', 'MobileNo', 'PinCode', 'StateProvinceID'].sort(),
    );
  });
});

describe('the server side of the form', () => {
  it("puts the server's refusal under the field it names", () => {
    expect(fieldOfMessage('addressPinStateMismatch')).toBe('PinCode');
    expect(fieldOfMessage('addressBookFull')).toBeNull();
    expect(fieldOfMessage(undefined)).toBeNull();
  });

  it('sends an edit with its id and a new address without one', () => {
    expect(toSaveParams(good, 7, true)).toMatchObject({ AddressId: 7, CityId: 3, IsDefault: true });
    expect(toSaveParams(good, null, false)).not.toHaveProperty('AddressId');
  });
});
