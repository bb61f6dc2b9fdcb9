// A deliverable address in Pune (from the seed) for test shoppers, the default of their book.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function punePlaces(db: Kysely<Database>) {
  return db
    .selectFrom('cities as ci')
    .innerJoin('states_provinces as st', 'st.id', 'ci.state_province_id')
    .select(['ci.id as cityId', 'st.id as stateId', 'st.country_id as countryId'])
    .where('ci.name', '=', 'Pune')
    .where('st.name', '=', 'Maharashtra')
    .executeTakeFirstOrThrow();
}

export async function giveAddress(
  db: Kysely<Database>,
  userId: number,
  overrides: { full_name?: string; mobile?: string; pin_code?: string; line1?: string } = {},
): Promise<number> {
  const pune = await punePlaces(db);
  await db
    .updateTable('user_addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .execute();
  const row = await db
    .insertInto('user_addresses')
    .values({
      user_id: userId,
      is_default: 1,
      full_name: 'Asha Rao',
      mobile: '9876543210',
      pin_code: '411001',
      line1: '12 FC Road',
      line2: 'Near Deccan Gymkhana',
      country_id: pune.countryId,
      state_province_id: pune.stateId,
      city_id: pune.cityId,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
