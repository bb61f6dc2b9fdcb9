// The account requests the provider's storefront builds (Login.js, Signup.js, UpdateProfile.js,
// ResetPassword.js, its become-seller form), as plain data. Its HTTP client adds Token and
// UserID from browser storage to every call ("" before login).
export const PROVIDER_SIGNUP = {
  FirstName: 'Asha',
  LastName: 'Rao',
  EmailAddress: 'asha.rao@example.in',
  Password: 'secret12',
  MobileNo: '',
  AddressLineOne: '14 Linking Road',
  CityId: '',
  StateProvinceId: '',
  PostalCode: '',
  CountryID: '-999',
} as const;

/** Login.js: {Email, Password}; it reads data[0].ResponseMsg and envelope.token. */
export const providerLogin = (email: string, password: string) => ({
  Email: email,
  Password: password,
});

/** What Login.js keeps as `user` (the first row) and what it then reads from it. */
export interface ProviderUser {
  UserID: number;
  FirstName: string;
  LastName: string;
  MobileNo: string;
  AddressLineOne: string;
  PostalCode: string;
  StateProvinceID: number;
  CityID: number;
  CountryID: number;
}

/** UpdateProfile.js: the stored user's values, the selects' values as they were set. */
export const providerProfileUpdate = (user: ProviderUser, changes: Partial<ProviderUser> = {}) => {
  const edited = { ...user, ...changes };
  return {
    UserID: edited.UserID,
    FirstName: edited.FirstName,
    LastName: edited.LastName,
    MobileNo: edited.MobileNo,
    AddressLineOne: edited.AddressLineOne,
    CityId: edited.CityID,
    StateProvinceId: edited.StateProvinceID,
    PostalCode: edited.PostalCode,
  };
};

/** ResetPassword.js: step 1 {Email}; step 2 {Email, Otp, Password, ConfirmPassword}. */
export const providerResetStep2 = (email: string, otp: string, password: string) => ({
  Email: email,
  Otp: otp,
  Password: password,
  ConfirmPassword: password,
});

/** The become-seller form: the seller fields with the *encoded* Password, no ConfirmPassword. */
export const providerSellerRequest = (encodedPassword: string) => ({
  FirstName: 'Meera',
  LastName: 'Iyer',
  EmailAddress: 'meera.iyer@example.in',
  Password: encodedPassword,
  MobileNo: '98200 00000',
  AddressLineOne: '2 Residency Road',
  CityId: '-999',
  StateProvinceId: '-999',
  PostalCode: '560025',
  CountryID: '1',
});
