// Rate limiting through @fastify/rate-limit (its RateLimit-* and Retry-After headers, its
// per-route configuration), counted in the database: every app process behind a load balancer
// shares one fixed-window count per bucket and client address.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
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

async function sweepExpired(db: Kysely<Database>, bucket: string, windowStart: string, now: Date) {
  const last = lastSweep.get(bucket) ?? 0;
  if (now.getTime() - last < SWEEP_INTERVAL_MS && now.getTime() >= last) return;
  lastSweep.set(bucket, now.getTime());
  await db
    .deleteFrom('rate_limit_buckets')
    .where('bucket_key', 'like', `${bucket}:%`)
    .where('window_started_at', '<=', windowStart)
    .execute();
}

/** One route's limit: `max` calls per `windowSeconds` per client, counted under `bucket`. */
export interface RateLimit {
  /** Name of what is limited, e.g. 'contact'. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

export interface HitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * One atomic upsert of `key`: a window that has expired starts over at 1; otherwise it counts
 * up — only while it holds fewer than `below` hits when that is given. No row: it was full.
 */
async function upsertHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
  below?: number,
) {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  await sweepExpired(db, key.slice(0, key.indexOf(':')), windowStart, now);
  return db
    .insertInto('rate_limit_buckets')
    .values({ bucket_key: key, window_started_at: nowIso, hits: 1 })
    .onConflict((conflict) => {
      const update = conflict.column('bucket_key').doUpdateSet((eb) => {
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
      });
      if (below === undefined || !Number.isFinite(below)) return update;
      // The check and the count are one statement: parallel callers cannot all see room.
      return update.where((eb) =>
        eb.or([
          eb('rate_limit_buckets.window_started_at', '<=', windowStart),
          eb('rate_limit_buckets.hits', '<', below),
        ]),
      );
    })
    .returning(['hits', 'window_started_at'])
    .executeTakeFirst();
}

const ttlOf = (windowStartedAt: string, windowMs: number, now: Date) =>
  Math.max(0, Date.parse(windowStartedAt) + windowMs - now.getTime());

/** Counts one hit on `key` ('bucket:client') in a fixed window of `windowMs`. */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<HitCount> {
  const row = await upsertHit(db, key, windowMs, now);
  if (!row) throw new Error(`rate limit bucket ${key} was not counted`);
  return { current: row.hits, ttl: ttlOf(row.window_started_at, windowMs, now) };
}

/** A hit taken by takeSlot, to give back with returnSlot when the attempt should not count. */
export interface Slot {
  key: string;
  windowStartedAt: string;
  /** Hits in the window, this one included. */
  hits: number;
}

/**
 * Takes one of `max` slots of `key` in its window before the work it limits is done, or says
 * how long until the window ends when all are taken (`max` Infinity: always taken). Counting
 * after the work would let every parallel attempt through before the first one is counted.
 */
export async function takeSlot(
  db: Kysely<Database>,
  key: string,
  max: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<{ slot: Slot } | { full: { ttl: number } }> {
  const row = await upsertHit(db, key, windowMs, now, max);
  if (row) return { slot: { key, windowStartedAt: row.window_started_at, hits: row.hits } };
  const current = await db
    .selectFrom('rate_limit_buckets')
    .select('window_started_at')
    .where('bucket_key', '=', key)
    .executeTakeFirst();
  return { full: { ttl: current ? ttlOf(current.window_started_at, windowMs, now) : windowMs } };
}

/** Gives a slot back (the attempt succeeded); a window that has started over keeps its count. */
export async function returnSlot(db: Kysely<Database>, slot: Slot): Promise<void> {
  await db
    .updateTable('rate_limit_buckets')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('bucket_key', '=', slot.key)
    .where('window_started_at', '=', slot.windowStartedAt)
    .where('hits', '>', 0)
    .execute();
}

/** A @fastify/rate-limit store over `db`; keys already carry their bucket (see routeRateLimit). */
function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: HitCount) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child() {
      return new DatabaseStore();
    }
  };
}

/** Registers the limiter (off by default); routes opt in with routeRateLimit(). */
export const rateLimiting = fp<{ db: Kysely<Database> }>(
  async (app: FastifyInstance, { db }) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(db),
      enableDraftSpec: true,
      // A database fault must not wave every request through, nor fail them as 500.
      skipOnError: false,
      errorResponseBuilder: () => new TooManyRequests(),
    });
  },
  // Features whose endpoints are limited name it in their dependencies.
  { name: 'rate-limit' },
);

/** A limited route's refusal (answered as the tooManyRequests message, errors.ts). */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor() {
    super(SERVER_ERRORS.tooManyRequests);
  }
}

/** The route configuration that limits one endpoint. */
export function routeRateLimit({ bucket, max, windowSeconds }: RateLimit) {
  return {
    rateLimit: {
      max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${bucket}:${clientKey(request.ip)}`,
    },
  };
}
