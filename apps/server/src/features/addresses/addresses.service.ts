// The address book's rules (issue #19 item 4): a shopper's own addresses only, at most
// ADDRESS_BOOK_MAX, exactly one default once there is any, every address checked by the
// contract's address rules (address-rules.ts) against the places it names.
import type { Kysely } from 'kysely';
import {
  ADDRESS_BOOK_MAX,
  addressProblems,
  storedMobile,
} from '@bazaar/contract/address/address-rules';
import type { AddressRow, SavedAddressAnswer } from '@bazaar/contract/schemas/address-book';
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import type { Lang } from '@bazaar/i18n/text';
import { ApiError } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as repository from './addresses.repository.ts';
import type { AddressRecord } from './addresses.repository.ts';

const BOOK_TX = { isolation: 'read committed' } as const;

/** The rules' problems of a stored address (none: it can be delivered to). */
export function recordProblems(record: AddressRecord) {
  return addressProblems({
    fullName: record.full_name,
    mobile: record.mobile,
    pinCode: record.pin_code,
    line1: record.line1,
    countryId: record.country_id ?? 0,
    countryName: record.country_name ?? '',
    stateId: record.state_province_id ?? 0,
    stateName: record.state_name ?? '',
    cityId: record.city_id ?? 0,
  });
}

/** A place's name in the shopper's language (its English name where it has no other). */
const said = (lang: Lang, english: string | null, arabic: string | null) =>
  (lang === 'ar' && arabic) || english || '';

function rowOf(record: AddressRecord, lang: Lang): AddressRow {
  return {
    AddressId: record.id,
    FullName: record.full_name,
    MobileNo: record.mobile,
    PinCode: record.pin_code,
    AddressLine1: record.line1,
    AddressLine2: record.line2,
    CountryId: record.country_id ?? 0,
    CountryName: said(lang, record.country_name, record.country_name_ar),
    StateProvinceId: record.state_province_id ?? 0,
    StateName: said(lang, record.state_name, record.state_name_ar),
    CityId: record.city_id ?? 0,
    CityName: said(lang, record.city_name, record.city_name_ar),
    IsDefault: record.is_default === 1,
    IsDeliverable: recordProblems(record).length === 0,
  };
}

export async function listAddresses(
  db: Kysely<Database>,
  user: CurrentUser,
  lang: Lang,
): Promise<AddressRow[]> {
  return (await repository.findAddresses(db, user.id)).map((record) => rowOf(record, lang));
}

type SaveRequest = ParsedRequestOf<'saveCustomerAddress'>;

/** The fields to store, or a 400 naming the first problem (the form shows them all at once). */
async function checkedFields(
  db: Kysely<Database>,
  params: SaveRequest,
): Promise<repository.AddressFields> {
  const countryId = params.CountryId ?? 0;
  const stateId = params.StateProvinceId ?? 0;
  const cityId = params.CityId ?? 0;
  const [country, state] = await repository.findCountryAndState(db, countryId, stateId);
  const problems = addressProblems({
    fullName: params.FullName,
    mobile: params.MobileNo,
    pinCode: params.PinCode,
    line1: params.AddressLine1,
    countryId: country ? countryId : 0,
    countryName: country?.name ?? '',
    stateId: state ? stateId : 0,
    stateName: state?.name ?? '',
    cityId,
  });
  const first = problems[0];
  if (first)
    throw new ApiError(400, { id: first.id, ...(first.params && { params: first.params }) });
  // The city must lie in the state, and the state in the country.
  if (!(await repository.findPlaces(db, { countryId, stateId, cityId }))) {
    throw new ApiError(400, { id: 'addressCityRequired' });
  }
  return {
    full_name: params.FullName,
    mobile: storedMobile(params.MobileNo, country?.name ?? '') ?? '',
    pin_code: params.PinCode.replace(/\s+/g, ''),
    line1: params.AddressLine1,
    line2: params.AddressLine2,
    country_id: countryId,
    state_province_id: stateId,
    city_id: cityId,
  };
}

export async function saveAddress(
  db: Kysely<Database>,
  user: CurrentUser,
  params: SaveRequest,
  now: () => Date,
): Promise<SavedAddressAnswer> {
  const fields = await checkedFields(db, params);
  const addressId = await writeTransaction(
    db,
    async (trx) => {
      await repository.lockAddressOwner(trx, user.id);
      const count = await repository.countAddresses(trx, user.id);
      let id = params.AddressId;
      if (id === undefined) {
        if (count >= ADDRESS_BOOK_MAX) {
          throw new ApiError(400, { id: 'addressBookFull', params: { n: ADDRESS_BOOK_MAX } });
        }
        id = await repository.insertAddress(trx, user.id, fields);
      } else if (!(await repository.updateAddress(trx, user.id, id, fields, now().toISOString()))) {
        throw new ApiError(404, { id: 'addressNotFound' });
      }
      if (params.IsDefault || count === 0) await repository.markDefault(trx, user.id, id);
      return id;
    },
    BOOK_TX,
  );
  return { AddressId: addressId, Addresses: await listAddresses(db, user, params.languageCode) };
}

export async function removeAddress(
  db: Kysely<Database>,
  user: CurrentUser,
  addressId: number,
  lang: Lang,
): Promise<AddressRow[]> {
  await writeTransaction(
    db,
    async (trx) => {
      await repository.lockAddressOwner(trx, user.id);
      if (!(await repository.deleteAddress(trx, user.id, addressId))) {
        throw new ApiError(404, { id: 'addressNotFound' });
      }
      // The default went: the oldest remaining address takes its place.
      const next = await repository.findDefaultAddressId(trx, user.id);
      const hasDefault = (await repository.findAddresses(trx, user.id)).some(
        (row) => row.is_default === 1,
      );
      if (next !== undefined && !hasDefault) await repository.markDefault(trx, user.id, next);
    },
    BOOK_TX,
  );
  return listAddresses(db, user, lang);
}

export async function makeDefault(
  db: Kysely<Database>,
  user: CurrentUser,
  addressId: number,
  lang: Lang,
): Promise<AddressRow[]> {
  const done = await writeTransaction(
    db,
    async (trx) => {
      await repository.lockAddressOwner(trx, user.id);
      return repository.markDefault(trx, user.id, addressId);
    },
    BOOK_TX,
  );
  if (!done) throw new ApiError(404, { id: 'addressNotFound' });
  return listAddresses(db, user, lang);
}
