// Sign-up's address (issue #19 item 4): its PIN and mobile follow the address rules when the
// country is India (a 4-digit PIN was accepted before), and the address becomes the first,
// default entry of the new shopper's address book.
import type { Kysely } from 'kysely';
import {
  INDIA,
  indianMobile,
  isIndianPin,
  pinMatchesState,
} from '@bazaar/contract/address/address-rules';
import type { MessageId } from '@bazaar/i18n/message-catalogue';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import * as repository from './addresses.repository.ts';

export interface ProfileAddress {
  fullName: string;
  mobile: string;
  pinCode: string;
  line1: string;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
}

/** The sign-up's PIN and mobile, when given for India, must pass the rules (a 204 outcome). */
export async function checkProfileAddress(
  db: Kysely<Database>,
  address: ProfileAddress,
): Promise<void> {
  if (address.countryId === null) return;
  const [country, state] = await repository.findCountryAndState(
    db,
    address.countryId,
    address.stateId ?? 0,
  );
  if (country?.name !== INDIA) return;
  const refuse = (id: MessageId, params?: { state: string }) => {
    throw new ShopperOutcome('validation', { id, ...(params && { params }) });
  };
  const pin = address.pinCode.trim();
  if (pin !== '' && !isIndianPin(pin)) refuse('addressPinInvalid');
  if (pin !== '' && state && !pinMatchesState(pin, state.name)) {
    refuse('addressPinStateMismatch', { state: state.name });
  }
  if (address.mobile.trim() !== '' && indianMobile(address.mobile) === null) {
    refuse('addressMobileInvalid');
  }
}

/** The new shopper's first, default address-book entry (none when no street was given). */
export async function addProfileAddress(
  trx: Kysely<Database>,
  userId: number,
  address: ProfileAddress,
): Promise<void> {
  if (address.line1.trim() === '') return;
  const id = await repository.insertAddress(trx, userId, {
    full_name: address.fullName.trim(),
    mobile: indianMobile(address.mobile) ?? address.mobile.trim(),
    pin_code: address.pinCode.trim(),
    line1: address.line1.trim(),
    line2: '',
    country_id: address.countryId,
    state_province_id: address.stateId,
    city_id: address.cityId,
  });
  await repository.markDefault(trx, userId, id);
}
