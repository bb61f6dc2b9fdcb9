// Data jobs that follow the schema: each runs once per database, after migrateToLatest, with the
// live code of today. Schema migrations stay frozen history (they import only kysely), so a job
// that needs application code — rebuilding the search index with today's normaliser — is a step
// here, never a call from inside a migration.
import type { Kysely } from 'kysely';
import { afterMigrateKey } from './app-config-keys.ts';
import type { Database } from './schema.ts';
import { rebuildSearchIndex } from './search-index.ts';

export interface AfterMigrateStep {
  /** Stable and unique: the database remembers it (app_config) once the step has run. */
  name: string;
  run(db: Kysely<Database>): Promise<void>;
}

/** In order. Add a step when a migration leaves data to fill in; never rename one. */
export const AFTER_MIGRATE_STEPS: readonly AfterMigrateStep[] = [
  // 0003-catalogue-listing creates product_search and search_vocabulary empty: products written
  // before it get their documents here (a seed builds its own).
  { name: 'search-index', run: rebuildSearchIndex },
  // SQLite search reads product ids as FTS5 rowids (listing.repository.ts): documents written
  // before that got other rowids.
  { name: 'search-index-rowid-is-product-id', run: rebuildSearchIndex },
];

/**
 * Runs each step this database has not run yet; returns the names run now. A step and its
 * marker commit together, and the marker is claimed first, so a concurrent start waits on the
 * key and then skips it, and a crash mid-step leaves it to run again at the next start.
 */
export async function runAfterMigrateSteps(
  db: Kysely<Database>,
  steps: readonly AfterMigrateStep[] = AFTER_MIGRATE_STEPS,
): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const claimed = await db.transaction().execute(async (trx) => {
      const marker = await trx
        .insertInto('app_config')
        .values({ key: afterMigrateKey(step.name), value: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (marker) await step.run(trx);
      return marker !== undefined;
    });
    if (claimed) ran.push(step.name);
  }
  return ran;
}
