// Fixed-window rate limiting for form endpoints, counted in the database so that every app
// process behind a load balancer shares one count per client address.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The key a client is counted under, at most 45 characters whatever the address: IPv4 as is,
 * IPv6 by its /64 (one subscriber's whole allocation, so rotating addresses in it gains
 * nothing), anything else (a proxy's odd header) hashed.
 */
export function clientKey(address: string): string {
  const family = isIP(address);
  if (family === 4) return address;
  if (family === 6) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return `other:${createHash('sha256').update(address).digest('hex').slice(0, 16)}`;
}

/** '2001:db8::1' → ['2001','db8','0','0','0','0','0','1'] (an embedded IPv4 tail kept whole). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/** Expired windows are deleted at most this often per bucket name and process. */
const SWEEP_INTERVAL_MS = 60_000;
const lastSweep = new Map<string, number>();

async function sweepExpired(
  db: Kysely<Database>,
  limit: RateLimit,
  windowStart: string,
  now: Date,
) {
  const last = lastSweep.get(limit.bucket) ?? 0;
  if (now.getTime() - last < SWEEP_INTERVAL_MS && now.getTime() >= last) return;
  lastSweep.set(limit.bucket, now.getTime());
  await db
    .deleteFrom('rate_limit_buckets')
    .where('bucket_key', 'like', `${limit.bucket}:%`)
    .where('window_started_at', '<=', windowStart)
    .execute();
}

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
  await sweepExpired(db, limit, windowStart, now);
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({
      bucket_key: `${limit.bucket}:${clientKey(client)}`,
      window_started_at: nowIso,
      hits: 1,
    })
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
