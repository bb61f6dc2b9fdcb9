// The address book's queries, and the delivery address an order keeps (orders.delivery_address_json).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockedForUpdate } from '../../db/write-transaction.ts';

export interface AddressFields {
  full_name: string;
  mobile: string;
  pin_code: string;
  line1: string;
  line2: string;
  country_id: number | null;
  state_province_id: number | null;
  city_id: number | null;
}

/** A user's addresses with their places' names (English and Arabic), the default first. */
export function findAddresses(db: Kysely<Database>, userId: number, addressId?: number) {
  let query = db
    .selectFrom('user_addresses as a')
    .leftJoin('countries as co', 'co.id', 'a.country_id')
    .leftJoin('states_provinces as st', 'st.id', 'a.state_province_id')
    .leftJoin('cities as ci', 'ci.id', 'a.city_id')
    .select([
      'a.id',
      'a.full_name',
      'a.mobile',
      'a.pin_code',
      'a.line1',
      'a.line2',
      'a.is_default',
      'a.country_id',
      'a.state_province_id',
      'a.city_id',
      'co.name as country_name',
      'co.name_ar as country_name_ar',
      'st.name as state_name',
      'st.name_ar as state_name_ar',
      'ci.name as city_name',
      'ci.name_ar as city_name_ar',
    ])
    .where('a.user_id', '=', userId);
  if (addressId !== undefined) query = query.where('a.id', '=', addressId);
  return query.orderBy('a.is_default', 'desc').orderBy('a.id').execute();
}

export type AddressRecord = Awaited<ReturnType<typeof findAddresses>>[number];

export async function findDefaultAddressId(
  db: Kysely<Database>,
  userId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countAddresses(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The names of a country, a state of it and a city of that state; undefined when they do not nest. */
export function findPlaces(
  db: Kysely<Database>,
  ids: { countryId: number; stateId: number; cityId: number },
) {
  return db
    .selectFrom('cities as ci')
    .innerJoin('states_provinces as st', 'st.id', 'ci.state_province_id')
    .innerJoin('countries as co', 'co.id', 'st.country_id')
    .select(['co.name as country_name', 'st.name as state_name'])
    .where('ci.id', '=', ids.cityId)
    .where('st.id', '=', ids.stateId)
    .where('co.id', '=', ids.countryId)
    .executeTakeFirst();
}

/** Names of a country and state (for the rules' messages) whether or not the city fits. */
export function findCountryAndState(db: Kysely<Database>, countryId: number, stateId: number) {
  return Promise.all([
    db.selectFrom('countries').select('name').where('id', '=', countryId).executeTakeFirst(),
    db.selectFrom('states_provinces').select('name').where('id', '=', stateId).executeTakeFirst(),
  ]);
}

export async function insertAddress(
  db: Kysely<Database>,
  userId: number,
  fields: AddressFields,
): Promise<number> {
  const row = await db
    .insertInto('user_addresses')
    .values({ ...fields, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Kysely<Database>,
  userId: number,
  addressId: number,
  fields: AddressFields,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_addresses')
    .set({ ...fields, updated_at: now })
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAddress(
  db: Kysely<Database>,
  userId: number,
  addressId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_addresses')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes one address the user's only default (0 rows when it is not theirs). */
export async function markDefault(
  db: Kysely<Database>,
  userId: number,
  addressId: number,
): Promise<boolean> {
  const owned = await db
    .selectFrom('user_addresses')
    .select('id')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) return false;
  // Two plain updates rather than a CASE, the same on both dialects.
  await db
    .updateTable('user_addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('id', '<>', addressId)
    .execute();
  await db
    .updateTable('user_addresses')
    .set({ is_default: 1 })
    .where('id', '=', addressId)
    .execute();
  return true;
}

/** Serialises the book's writes per shopper (their row), so the cap and the default hold. */
export async function lockAddressOwner(trx: Kysely<Database>, userId: number): Promise<void> {
  await lockedForUpdate(
    trx,
    trx.selectFrom('users').select('id').where('id', '=', userId),
  ).executeTakeFirst();
}

export async function saveOrderDeliveryAddress(
  db: Kysely<Database>,
  orderId: number,
  json: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ delivery_address_json: json })
    .where('id', '=', orderId)
    .execute();
}

export async function findOrderDeliveryAddressJson(
  db: Kysely<Database>,
  orderId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('delivery_address_json')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.delivery_address_json ?? null;
}
