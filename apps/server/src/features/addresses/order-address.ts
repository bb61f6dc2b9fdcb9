// The delivery address of an order (issue #19 item 4): chosen from the shopper's own book
// (AddressId, else the default one), checked by the address rules, and frozen on the order as
// the contract's DeliveryAddress. An order with a physical item and no deliverable address is
// refused with a 400 and a message id; an all-digital order needs none.
import type { Kysely } from 'kysely';
import { deliveryAddress, type DeliveryAddress } from '@bazaar/contract/schemas/delivery-address';
import { ApiError } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import * as repository from './addresses.repository.ts';
import { recordProblems } from './addresses.service.ts';

/** The address to freeze on the order, or null when nothing is shipped. */
export async function deliveryAddressFor(
  db: Kysely<Database>,
  order: { userId: number; addressId: number | undefined; shipsSomething: boolean },
): Promise<DeliveryAddress | null> {
  if (!order.shipsSomething) return null;
  const id = order.addressId ?? (await repository.findDefaultAddressId(db, order.userId));
  if (id === undefined) throw new ApiError(400, { id: 'orderAddressMissing' });
  const [record] = await repository.findAddresses(db, order.userId, id);
  if (!record) throw new ApiError(400, { id: 'addressNotFound' });
  if (recordProblems(record).length > 0) throw new ApiError(400, { id: 'orderAddressInvalid' });
  return {
    fullName: record.full_name,
    mobile: record.mobile,
    pinCode: record.pin_code,
    line1: record.line1,
    line2: record.line2,
    cityName: record.city_name ?? '',
    stateName: record.state_name ?? '',
    countryName: record.country_name ?? '',
    cityNameAr: record.city_name_ar ?? '',
    stateNameAr: record.state_name_ar ?? '',
    countryNameAr: record.country_name_ar ?? '',
  };
}

/** Freezes the address on the order, inside the transaction that writes it. */
export async function keepOrderDeliveryAddress(
  trx: Kysely<Database>,
  orderId: number,
  address: DeliveryAddress | null | undefined,
): Promise<void> {
  if (address) await repository.saveOrderDeliveryAddress(trx, orderId, JSON.stringify(address));
}

/** The address an order was placed with; null for an all-digital order or one placed before. */
export async function findOrderDeliveryAddress(
  db: Kysely<Database>,
  orderId: number,
): Promise<DeliveryAddress | null> {
  const json = await repository.findOrderDeliveryAddressJson(db, orderId);
  if (json === null) return null;
  const parsed = deliveryAddress.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
