// The address block's request parameters, as sign up, the seller request and the profile send
// them: texts trimmed, the place selects as numbers (the wire spells two ids in its own case).
import type { AddressField } from './address-fields.tsx';

export function toAddressParams(values: Record<AddressField, string>) {
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    MobileNo: values.MobileNo.trim(),
    AddressLineOne: values.AddressLineOne.trim(),
    CountryID: Number(values.CountryID),
    StateProvinceId: Number(values.StateProvinceID),
    CityId: Number(values.CityID),
    PostalCode: values.PostalCode.trim(),
  };
}
