// Complete requests that pass every rule, for tests to change one field at a time.

/** contactUs as the contact page sends it. */
export const CONTACT_REQUEST = {
  FullName: 'Asha Rao',
  Email: 'asha@example.in',
  PhoneNumber: '+91 98200 00000',
  Subject: 'Order question',
  Message: 'Where is my parcel?',
};

/** signupUser as the provider storefront sends it: blanks for what was left out, no country. */
export const SIGNUP_REQUEST = {
  FirstName: 'Asha',
  LastName: 'Rao',
  EmailAddress: 'asha@example.in',
  Password: 'secret12',
  MobileNo: '',
  AddressLineOne: '14 Linking Road',
  CountryID: '-999',
  CityId: '',
  StateProvinceId: '-999',
  PostalCode: '',
};
