// Rows the checkout tests share: the signed-in shopper as the store keeps them, and one line of
// the server's priced cart (the test names what differs).
import type { UserRow } from '@bazaar/contract/schemas/accounts';
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import type { PricedCartProduct } from '@bazaar/contract/schemas/orders';

export const CHECKOUT_SHOPPER: UserRow = {
  UserID: 42,
  FirstName: 'Asha',
  LastName: 'Verma',
  EmailAddress: 'asha@example.in',
  MobileNo: '9876543210',
  AddressLineOne: '12 MG Road',
  CityName: 'Bengaluru',
  CityID: 3,
  StateName: 'Karnataka',
  StateProvinceID: 2,
  CountryName: 'India',
  CountryID: 1,
  PostalCode: '560001',
};

/** The shopper's one address, the default (the profile's, as the server makes it). */
export const CHECKOUT_ADDRESS: AddressRow = {
  AddressId: 7,
  FullName: 'Asha Verma',
  MobileNo: '9876543210',
  PinCode: '560001',
  AddressLine1: '12 MG Road',
  AddressLine2: '',
  CountryId: 1,
  CountryName: 'India',
  StateProvinceId: 2,
  StateName: 'Karnataka',
  CityId: 3,
  CityName: 'Bengaluru',
  IsDefault: true,
  IsDeliverable: true,
};

export function pricedLine(row: Partial<PricedCartProduct> = {}): PricedCartProduct {
  return {
    ProductId: 9,
    ProductName: 'Silk Scarf',
    Price: 1500,
    DiscountedPrice: null,
    Quantity: 1,
    ShippingCharges: 0,
    ItemSubTotal: 1500,
    ColorName: '',
    SizeShortName: '',
    ProductImagesJson: [],
    OrderMaximumQuantity: 10,
    SelectedAttributes: [],
    IsAvailable: true,
    UnitsLeft: 5,
    UnavailableReason: null,
    IsDigitalProduct: false,
    ...row,
  };
}
