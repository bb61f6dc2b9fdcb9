// The signed-in shopper of the page tests, as the store keeps her; no place is chosen (the -999
// sentinel), so a test that needs one names it.
import type { UserRow } from '@bazaar/contract/schemas/accounts';

export const SHOPPER: UserRow = {
  UserID: 42,
  FirstName: 'Asha',
  LastName: 'Verma',
  EmailAddress: 'asha@example.in',
  MobileNo: '',
  AddressLineOne: '12 MG Road',
  CityName: '',
  CityID: -999,
  StateName: '',
  StateProvinceID: -999,
  CountryName: '',
  CountryID: -999,
  PostalCode: '',
};
