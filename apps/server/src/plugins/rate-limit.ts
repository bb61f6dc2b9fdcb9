// Fixed-window rate limiting for form endpoints, counted in the database so that every app
// process behind a load balancer shares one count per client address.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RateLimit {
  /** Name of what is limited, e.g. 'contact'. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit for `client` and says whether it is still within the limit. */
export async function hitRateLimit(
  db: Kysely<Database>,
  limit: RateLimit,
  client: string,
  now: Date = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  // One atomic upsert: a window that has expired starts over at 1; otherwise it counts up.
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({ bucket_key: `${limit.bucket}:${client}`, window_started_at: nowIso, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('bucket_key').doUpdateSet((eb) => {
        const expired = eb('rate_limit_buckets.window_started_at', '<=', windowStart);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limit_buckets.hits', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when(expired)
            .then(nowIso)
            .else(eb.ref('rate_limit_buckets.window_started_at'))
            .end(),
        };
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits) <= limit.max;
}
