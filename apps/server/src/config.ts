// Environment → typed configuration, validated once at start; a bad value stops the process
// with a message naming the variable.
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONTACT_INFO } from '@bazaar/contract/constants';
import { paymentEnvShape, paymentKeysPresent } from './payment-config.ts';
import { shopEnvShape } from './shop-config.ts';

/**
 * The repository's root: the nearest folder above this module whose package.json declares the
 * workspaces. Found by walking up, because this code runs from src/ (tsx) and from a bundled
 * chunk in dist/chunks/ (npm start), at different depths.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no workspace root above ${start}`);
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const PORT_MESSAGE = 'must be a port number (0–65535)';
// Decimal digits only: Number() would also take '0x50', '1e3' or ' 80 '.
const port = z
  .string()
  .regex(/^\d{1,5}$/, PORT_MESSAGE)
  .transform(Number)
  .refine((value) => value <= 65_535, PORT_MESSAGE);
/** Whole milliseconds within [min, max]. */
const millis = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** Decimal digits within [min, max], with a message that says so (z.coerce would say "NaN"). */
const wholeNumber = (min: number, max: number, unit: string) => {
  const message = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
};
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * A path; a relative one is taken from the repository root, not the working directory (npm -w
 * runs scripts inside the workspace's folder).
 */
const fromRoot = z
  .string()
  .min(1)
  .transform((value) => (value === ':memory:' ? value : path.resolve(REPO_ROOT, value)));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: `false`, a number of proxies in front of us (the
 * client is that many hops from the right; `true` means one), or the proxies' addresses/CIDRs.
 * Never "all": the left-most entry is whatever the client wrote.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'must be false, a number of proxy hops, or a comma-separated list of proxy addresses',
  });
  return z.NEVER;
});

/** 'https://shop.example/' → 'https://shop.example', the form a browser sends in Origin. */
const originOf = (url: string): string => new URL(url).origin;

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  /** PostgreSQL schema for every table (created if missing); lets several stores share one database. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase SQL identifier')
    .optional(),
  SQLITE_FILE: fromRoot.default(path.join(REPO_ROOT, 'data/bazaar.db')),
  FILES_DIR: fromRoot.default(path.join(REPO_ROOT, 'data/files')),
  WEB_DIST_DIR: fromRoot.default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seed the demo catalogue into an empty database (labels are synced on every start anyway).
   * Unset: true for the embedded SQLite (the zero-setup start), false with DATABASE_URL, where a
   * real shop's empty catalogue must not fill with demo products by default.
   */
  SEED_ON_START: flag.optional(),
  TRUST_PROXY: trustProxy.default(false),
  PUBLIC_URL: z.url('must be a URL such as https://shop.example.com').optional(),
  /** The shop's social accounts (https URLs, comma-separated, or `none`): footer icons, rel="me". */
  SOCIAL_LINKS: z
    .string()
    .transform((value) =>
      (value.trim() === 'none' ? '' : value)
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url({ protocol: /^https$/, error: 'each link must be an https:// URL' })).max(10),
    )
    .default(CONTACT_INFO.social.map((account) => account.url)),
  /** Other origins whose pages may call /api from a browser; unset means same origin only. */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.literal('*'), z.url({ protocol: /^https?$/ }).transform(originOf)])))
    .default([]),
  /** Contact and newsletter submissions allowed per client address per minute. */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** On SIGTERM, how long /health answers 503 while serving on, so a load balancer notices. */
  SHUTDOWN_DRAIN_MS: millis(0, 120_000).default(5_000),
  SHUTDOWN_TIMEOUT_MS: millis(0, 120_000).default(10_000),
  /** Time to receive a whole request (headers and body); a stalled upload is cut off with 408. */
  REQUEST_TIMEOUT_MS: millis(1_000, 600_000).default(30_000),
  /** An idle keep-alive connection is closed after this long. */
  KEEP_ALIVE_TIMEOUT_MS: millis(1_000, 600_000).default(5_000),
  /** PostgreSQL: time to open a connection, and the longest a statement may run. */
  DATABASE_CONNECT_TIMEOUT_MS: millis(100, 120_000).default(5_000),
  /** PostgreSQL: connections per instance, and how long a request waits for a free one (then 503). */
  DATABASE_POOL_SIZE: wholeNumber(1, 1_000, 'connections').default(10),
  DATABASE_ACQUIRE_TIMEOUT_MS: wholeNumber(100, 120_000, 'milliseconds').default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: millis(100, 600_000).default(15_000),
  /** At start, how long to keep retrying an unreachable database before giving up. */
  DATABASE_STARTUP_TIMEOUT_MS: millis(0, 600_000).default(30_000),
  /** A session ends after this many days unused, and this many days after login at the latest. */
  SESSION_IDLE_DAYS: z.coerce.number().min(0.0001).max(365).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.0001).max(3650).default(90),
  /** A console (staff) session ends this many minutes unused, and this many hours after login. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 7)
    .default(12),
  /** argon2id cost (memory in KiB, passes); parallelism is 1. Floors: OWASP's 19 MiB and 2. */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(19_456).max(1_048_576).default(32_768),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(2).max(20).default(3),
  /** Failed logins per account from one address, and login/signup/reset calls per address, per 15 minutes. */
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Failed logins per account from all addresses per 15 minutes; then only fresh addresses may try. */
  LOGIN_ACCOUNT_CEILING: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Longest pause (100 ms per failure past LOGIN_ATTEMPTS_PER_ACCOUNT) before a login is checked. */
  LOGIN_DELAY_MAX_MS: millis(0, 10_000).default(2_000),
  AUTH_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Shop-wide free delivery: an order whose products come to at least this many rupees pays no
   * shipping (below it each product's own charge stays, spec §4). 0 turns it off. The demo's
   * Diwali campaign promises free delivery over ₹1,499, so that is the default.
   */
  FREE_DELIVERY_THRESHOLD_RUPEES: wholeNumber(0, 10_000_000, 'rupees').default(1_499),
  /** Coupon codes refused per client address per 15 minutes, then 429 (guessing codes). */
  COUPON_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Reset codes sent to one e-mail address per 15 minutes. */
  RESET_CODES_PER_EMAIL: z.coerce.number().int().min(1).max(1_000).default(3),
  /** smtp(s)://user:pass@host:port to send mail; unset writes each message to MAIL_DIR instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bazaar <no-reply@bazaar.example>'),
  MAIL_DIR: fromRoot.default(path.join(REPO_ROOT, 'data/mail')),
  /**
   * Which new reviews wait for the shop's check (`npm run admin -- reviews …`) before they are
   * shown and counted: those with photos (default), all, or none (issue #20 §5).
   */
  REVIEWS_HOLD: z.enum(['photos', 'all', 'none']).default('photos'),
  /**
   * Cash-on-delivery orders and their units a shopper may have open (not yet completed, returned
   * or refunded) at once: nothing is paid until delivery, so these bound what one shopper holds.
   */
  COD_OPEN_ORDERS_PER_SHOPPER: z.coerce.number().int().min(1).max(10_000).default(3),
  COD_OPEN_UNITS_PER_SHOPPER: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Business days (Monday–Saturday) from placement to dispatch, then on the road (issue #19). */
  DELIVERY_DISPATCH_DAYS: z.coerce.number().int().min(0).max(60).default(1),
  DELIVERY_TRANSIT_DAYS_MIN: z.coerce.number().int().min(0).max(60).default(2),
  DELIVERY_TRANSIT_DAYS_MAX: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Fault injection for the crash tests only (never set in production): `after-charge:throw`
   * fails, `after-charge:kill` kills the process, right after a payment is taken and before
   * it is noted on the order attempt.
   */
  ORDER_FAULT: z.enum(['after-charge:throw', 'after-charge:kill']).optional(),
  /** 32 random bytes, base64: seals the provider storefront's "encoded" seller password. Unset: made once and kept in the database. */
  /**
   * Product pictures in an S3-compatible store (issue #22) instead of FILES_DIR/images, so every
   * instance serves them: the bucket, its endpoint (R2, MinIO; unset: AWS), region and keys
   * (unset: the SDK's usual sources), and an optional public base URL (a CDN) they are linked by.
   */
  FILES_S3_BUCKET: z.string().min(3).max(63).optional(),
  FILES_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILES_PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PASSWORD_SEAL_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  ...shopEnvShape,
  ...paymentEnvShape,
});

/** The parsed environment with every default settled. */
export type Config = Omit<z.infer<typeof envSchema>, 'SEED_ON_START'> & { SEED_ON_START: boolean };

const isInside = (folder: string, file: string) =>
  !path.relative(path.resolve(folder), path.resolve(file)).startsWith('..');

/** The database file must never sit in a folder the server serves to the public. */
function keepDatabaseUnserved(config: z.infer<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (config.DATABASE_URL) return;
  const served = [path.join(config.FILES_DIR, 'images'), config.WEB_DIST_DIR];
  if (served.some((folder) => isInside(folder, config.SQLITE_FILE))) {
    ctx.addIssue({
      code: 'custom',
      path: ['SQLITE_FILE'],
      message: 'must not be inside FILES_DIR/images or WEB_DIST_DIR (those are served publicly)',
    });
  }
}

/** The slowest delivery cannot be faster than the quickest. */
function transitInOrder(config: z.infer<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (config.DELIVERY_TRANSIT_DAYS_MAX >= config.DELIVERY_TRANSIT_DAYS_MIN) return;
  ctx.addIssue({
    code: 'custom',
    path: ['DELIVERY_TRANSIT_DAYS_MAX'],
    message: 'must be at least DELIVERY_TRANSIT_DAYS_MIN',
  });
}

/** Parse the environment; empty strings count as unset so `FOO=` falls back to the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema
    .superRefine(keepDatabaseUnserved)
    .superRefine(transitInOrder)
    .superRefine(paymentKeysPresent)
    .safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const { SEED_ON_START, ...config } = result.data;
  return { ...config, SEED_ON_START: SEED_ON_START ?? config.DATABASE_URL === undefined };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Configuration for tests: in-memory SQLite unless a database is given, no seeding, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    LOG_LEVEL: 'silent',
    SEED_ON_START: false,
    // The floor of the hash cost keeps the suites fast; production uses the defaults.
    PASSWORD_HASH_MEMORY_KIB: 19_456,
    PASSWORD_HASH_ITERATIONS: 2,
    // The order suites place many cash orders per shopper; the caps' own tests set them.
    COD_OPEN_ORDERS_PER_SHOPPER: 10_000,
    COD_OPEN_UNITS_PER_SHOPPER: 1_000_000,
    // Per-product shipping as the spec says; the threshold's own tests set one.
    FREE_DELIVERY_THRESHOLD_RUPEES: 0,
    ...overrides,
  };
}
