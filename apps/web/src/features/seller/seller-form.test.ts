import { describe, expect, it } from 'vitest';
import { checkSeller, EMPTY_SELLER, toSellerParams } from './seller-form.ts';

const valid = {
  ...EMPTY_SELLER,
  FirstName: 'Ravi',
  LastName: 'Kumar',
  EmailAddress: 'ravi@example.in',
  CountryID: '3',
  Password: 'secret1',
  ConfirmPassword: 'secret1',
  AddressLineOne: '4 Park Street, Kolkata',
};

describe('seller request form', () => {
  it.each<[Partial<typeof valid>, string, string]>([
    [{ FirstName: '' }, 'FirstName', 'First name is required'],
    [{ LastName: '' }, 'LastName', 'Last name is required'],
    [{ EmailAddress: '' }, 'EmailAddress', 'E-mail is required'],
    [{ EmailAddress: 'ravi@' }, 'EmailAddress', 'Please enter valid email address'],
    [{ Password: '' }, 'Password', 'Password is required'],
    [{ ConfirmPassword: '' }, 'ConfirmPassword', 'Confirm password is required'],
    [{ CountryID: '-999' }, 'CountryID', 'Country is required'],
    [{ AddressLineOne: '' }, 'AddressLineOne', 'Home address is required'],
    [{ ConfirmPassword: 'secret2' }, 'ConfirmPassword', 'Password does not match!'],
  ])('refuses %j: %s gets "%s"', (change, field, message) => {
    expect(checkSeller({ ...valid, ...change }, 'en')).toEqual({ field, message });
  });

  it('says the mismatch in Arabic', () => {
    expect(checkSeller({ ...valid, ConfirmPassword: 'x'.repeat(8) }, 'ar')?.message).toBe(
      'كلمتا المرور غير متطابقتين!',
    );
  });

  it('sends both passwords as typed and the places as ids', () => {
    expect(checkSeller(valid, 'en')).toBeNull();
    expect(toSellerParams(valid)).toMatchObject({
      Password: 'secret1',
      ConfirmPassword: 'secret1',
      CountryID: 3,
      StateProvinceId: -999,
      CityId: -999,
    });
  });
});
