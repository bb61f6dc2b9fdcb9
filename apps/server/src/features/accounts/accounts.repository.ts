// Queries of the accounts feature. E-mails are stored trimmed and lower-cased (UNIQUE), so a
// lookup normalises the same way and "Asha@X.in" is "asha@x.in".
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'first_name', 'language_code'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

/** The user's names and e-mail (how others see them: public-name.ts). */
export function findUserNames(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The user with the names of their country, state and city (for the §3 user row). */
export function findUserWithPlaces(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('countries', 'countries.id', 'users.country_id')
    .leftJoin('states_provinces', 'states_provinces.id', 'users.state_province_id')
    .leftJoin('cities', 'cities.id', 'users.city_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.mobile_no',
      'users.address_line_one',
      'users.postal_code',
      'users.country_id',
      'users.state_province_id',
      'users.city_id',
      'countries.name as country_name',
      'states_provinces.name as state_name',
      'cities.name as city_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type UserWithPlaces = NonNullable<Awaited<ReturnType<typeof findUserWithPlaces>>>;

export interface Address {
  mobile_no: string | null;
  address_line_one: string;
  postal_code: string | null;
  country_id: number | null;
  state_province_id: number | null;
  city_id: number | null;
}

export interface NewUser extends Address {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  language_code: string;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<Omit<NewUser, 'email'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

export function findState(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('states_provinces')
    .select(['id', 'country_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCity(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('cities')
    .select(['id', 'state_province_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCountry(db: Kysely<Database>, id: number) {
  return db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
}
