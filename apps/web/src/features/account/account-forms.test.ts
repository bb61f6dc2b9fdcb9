// The account forms' pure rules: spec §5 messages in order, the -999 sentinel, the requests.
import { describe, expect, it } from 'vitest';
import { checkSignup, EMPTY_SIGNUP, toSignupParams } from './signup-form.ts';
import { checkProfile, profileValuesOf, savedUser, toProfileParams } from './profile-form.ts';
import { checkCodeStep, checkEmailStep } from './reset-form.ts';
import type { User } from './user-slice.ts';

const signup = {
  ...EMPTY_SIGNUP,
  FirstName: ' Asha ',
  LastName: 'Verma',
  EmailAddress: 'asha@example.in ',
  Password: ' pass word ',
  CountryID: '3',
  AddressLineOne: '12 MG Road\nPune',
};

describe('signup form', () => {
  it.each<[Partial<typeof signup>, string, string]>([
    [{ FirstName: '  ' }, 'FirstName', 'First Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'LastName', 'Last Name max length should be 150 characters'],
    [{ EmailAddress: 'asha@example' }, 'EmailAddress', 'Please enter valid email address'],
    [{ Password: '1234567' }, 'Password', 'Password min length should be 8 characters'],
    [{ Password: 'qwerty123' }, 'Password', 'This password is too common. Please choose another.'],
    [{ CountryID: '-999' }, 'CountryID', 'Country is required'],
    [{ AddressLineOne: '' }, 'AddressLineOne', 'Shipping address is required'],
  ])('refuses %j: %s gets "%s"', (change, field, message) => {
    expect(checkSignup({ ...signup, ...change }, 'en')).toEqual({ field, message });
  });

  it('lets state, city, contact no and postal code stay empty, and sends -999 for them', () => {
    expect(checkSignup(signup, 'en')).toBeNull();
    expect(toSignupParams(signup, 'ar')).toEqual({
      FirstName: 'Asha',
      LastName: 'Verma',
      EmailAddress: 'asha@example.in',
      Password: ' pass word ',
      MobileNo: '',
      AddressLineOne: '12 MG Road\nPune',
      CountryID: 3,
      StateProvinceId: -999,
      CityId: -999,
      PostalCode: '',
      languageCode: 'ar',
    });
  });

  it('says it in Arabic', () => {
    expect(checkSignup({ ...signup, CountryID: '-999' }, 'ar')?.message).toBe('الدولة مطلوبة');
  });
});

const user: User = {
  UserID: 42,
  FirstName: 'Asha',
  LastName: 'Verma',
  EmailAddress: 'asha@example.in',
  MobileNo: '9820012345',
  AddressLineOne: '12 MG Road',
  CityName: 'Pune',
  CityID: 31,
  StateName: 'Maharashtra',
  StateProvinceID: 12,
  CountryName: 'India',
  CountryID: 3,
  PostalCode: '411001',
};

describe('profile form', () => {
  it('starts from the stored user, a missing place being the -999 sentinel', () => {
    expect(profileValuesOf(user)).toMatchObject({
      CountryID: '3',
      StateProvinceID: '12',
      CityID: '31',
    });
    expect(profileValuesOf({ ...user, CityID: -999, StateProvinceID: 0 })).toMatchObject({
      StateProvinceID: '-999',
      CityID: '-999',
    });
  });

  it.each<[string, string, string]>([
    ['FirstName', '', 'First name is required'],
    ['LastName', 'x'.repeat(151), 'Last name max length should be 150 characters'],
    ['AddressLineOne', ' ', 'Shipping address is required'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(checkProfile({ ...profileValuesOf(user), [field]: value }, 'en')).toEqual({
      field,
      message,
    });
  });

  it('sends the user id and the chosen places, and stores their names after a save', () => {
    const values = { ...profileValuesOf(user), StateProvinceID: '14', CityID: '-999' };
    expect(toProfileParams(42, values, 'en')).toMatchObject({
      UserID: 42,
      StateProvinceId: 14,
      CityId: -999,
      languageCode: 'en',
    });
    const names = { CountryName: 'India', StateName: 'Karnataka', CityName: 'Pune' };
    expect(savedUser(values, names)).toMatchObject({
      StateProvinceID: 14,
      StateName: 'Karnataka',
      CityID: -999,
      CityName: '',
    });
  });
});

describe('reset password steps', () => {
  it('checks the e-mail of step 1', () => {
    expect(checkEmailStep('', 'en')).toEqual({ field: 'Email', message: 'E-mail is required' });
    expect(checkEmailStep('asha', 'en')?.message).toBe('Please enter valid email address');
    expect(checkEmailStep('asha@example.in', 'en')).toBeNull();
  });

  const step2 = { Otp: '123456', Password: 'secret12', ConfirmPassword: 'secret12' };
  it.each<[Partial<typeof step2>, string, string]>([
    [{ Otp: '' }, 'Otp', 'OTP is required'],
    [{ Otp: '1234' }, 'Otp', 'OTP min length should be 5 characters'],
    [{ Password: 'short' }, 'Password', 'Password min length should be 8 characters'],
    [
      { Password: 'password', ConfirmPassword: 'password' },
      'Password',
      'This password is too common. Please choose another.',
    ],
    [{ ConfirmPassword: '' }, 'ConfirmPassword', 'Confirm password is required'],
    [{ ConfirmPassword: 'secret23' }, 'ConfirmPassword', 'Password does not match!'],
  ])('refuses %j: %s gets "%s"', (change, field, message) => {
    expect(checkCodeStep('asha@example.in', { ...step2, ...change }, 'en')).toEqual({
      field,
      message,
    });
  });

  it('accepts a code with matching passwords', () => {
    expect(checkCodeStep('asha@example.in', step2, 'en')).toBeNull();
  });
});
