// Queries of the stored facet counts (catalogue_counts) and their versions
// (catalogue_counts_state, bumped by the write triggers of migration 0006).
import type { Kysely } from 'kysely';
import { insertRows } from '../../db/insert-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { ValueCount } from './facets.repository.ts';

export function findCountStates(db: Kysely<Database>, facets: readonly string[]) {
  return db
    .selectFrom('catalogue_counts_state')
    .select(['facet', 'version', 'counted_version'])
    .where('facet', 'in', [...facets])
    .execute();
}

export async function findStoredCounts(db: Kysely<Database>, facets: readonly string[]) {
  if (facets.length === 0) return [];
  return db
    .selectFrom('catalogue_counts')
    .select(['facet', 'value_id', 'count'])
    .where('facet', 'in', [...facets])
    .execute();
}

export async function countsVersion(db: Kysely<Database>, facet: string): Promise<number> {
  const row = await db
    .selectFrom('catalogue_counts_state')
    .select('version')
    .where('facet', '=', facet)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Replaces the facet's stored counts and marks them counted at `version`. */
export async function replaceStoredCounts(
  db: Kysely<Database>,
  facet: string,
  counts: readonly ValueCount[],
  version: number,
): Promise<void> {
  await db.deleteFrom('catalogue_counts').where('facet', '=', facet).execute();
  await insertRows(
    db,
    'catalogue_counts',
    counts.map((value) => ({ facet, value_id: value.id, count: value.count })),
  );
  await db
    .updateTable('catalogue_counts_state')
    .set({ counted_version: version })
    .where('facet', '=', facet)
    .execute();
}
