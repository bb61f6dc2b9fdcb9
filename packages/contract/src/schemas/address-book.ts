// The shopper's address book (Bazaar addition, issue #19 item 4; docs/wire-contract.md). Every
// call acts on the caller's own book (Token + UserID, deviation #8); an address id of another
// shopper is "not found". Saving answers the whole book with the saved address's id.
import { z } from 'zod';
import { ADDRESS_LIMITS } from '../address/address-rules.ts';
import { locationId, optionalId, optionalText, requiredId } from './params.ts';

export const addressBookRequest = z.object({});
export const addressIdRequest = z.object({ AddressId: requiredId() });

/** AddressId absent (or 0) adds an address; present edits that one. */
export const saveAddressRequest = z.object({
  AddressId: optionalId(),
  FullName: optionalText(ADDRESS_LIMITS.fullName),
  MobileNo: optionalText(ADDRESS_LIMITS.mobile),
  PinCode: optionalText(ADDRESS_LIMITS.pin),
  AddressLine1: optionalText(ADDRESS_LIMITS.line),
  AddressLine2: optionalText(ADDRESS_LIMITS.line),
  CountryId: locationId(),
  StateProvinceId: locationId(),
  CityId: locationId(),
  /** Make it the default; the first address always is. */
  IsDefault: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1' || value === 1),
});

export const addressRow = z.object({
  AddressId: z.number(),
  FullName: z.string(),
  MobileNo: z.string(),
  PinCode: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string(),
  CountryId: z.number(),
  CountryName: z.string(),
  StateProvinceId: z.number(),
  StateName: z.string(),
  CityId: z.number(),
  CityName: z.string(),
  IsDefault: z.boolean(),
  /** False for an entry kept from before today's rules (the old profile's): edit it first. */
  IsDeliverable: z.boolean(),
});

export const savedAddressAnswer = z.object({
  AddressId: z.number(),
  Addresses: z.array(addressRow),
});

export type AddressRow = z.infer<typeof addressRow>;
export type SavedAddressAnswer = z.infer<typeof savedAddressAnswer>;
