import { describe, expect, it } from 'vitest';
import { checkSeller, EMPTY_SELLER, toSellerParams } from './seller-form.ts';

const valid = {
  ...EMPTY_SELLER,
  FirstName: 'Ravi',
  LastName: 'Kumar',
  EmailAddress: 'ravi@example.in',
  CountryID: '3',
  Password: 'secret12',
  ConfirmPassword: 'secret12',
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
    [{ ConfirmPassword: 'secret23' }, 'ConfirmPassword', 'Password does not match!'],
    [
      { Password: '12345678', ConfirmPassword: '12345678' },
      'Password',
      'This password is too common. Please choose another.',
    ],
  ])('refuses %j: %s gets "%s"', (change, field, message) => {
    expect(checkSeller({ ...valid, ...change }, 'en')).toEqual({ field, message });
  });

  it('says a common password is refused in Arabic', () => {
    const common = { ...valid, Password: 'Password1', ConfirmPassword: 'Password1' };
    expect(checkSeller(common, 'ar')?.message).toBe(
      'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
    );
  });

  it('says the mismatch in Arabic', () => {
    expect(checkSeller({ ...valid, ConfirmPassword: 'x'.repeat(8) }, 'ar')?.message).toBe(
      'كلمتا المرور غير متطابقتين!',
    );
  });

  it('sends both passwords as typed and the places as ids', () => {
    expect(checkSeller(valid, 'en')).toBeNull();
    expect(toSellerParams(valid)).toMatchObject({
      Password: 'secret12',
      ConfirmPassword: 'secret12',
      CountryID: 3,
      StateProvinceId: -999,
      CityId: -999,
    });
  });
});
