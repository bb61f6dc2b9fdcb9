// Environment → typed configuration, validated once at start; a bad value stops the process
// with a message naming the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce
  .number({ error: 'must be a port number (0–65535)' })
  .int('must be a port number (0–65535)')
  .min(0, 'must be a port number (0–65535)')
  .max(65_535, 'must be a port number (0–65535)');
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
  SQLITE_FILE: z.string().min(1).default(path.join(REPO_ROOT, 'data/bazaar.db')),
  FILES_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data/files')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: flag.default(true),
  TRUST_PROXY: flag.default(false),
  PUBLIC_URL: z.url('must be a URL such as https://shop.example.com').optional(),
  CORS_ORIGINS: z
    .string()
    .default('*')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Contact and newsletter submissions allowed per client address per minute. */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = z.infer<typeof envSchema>;

/** Parse the environment; empty strings count as unset so `FOO=` falls back to the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Configuration for tests: in-memory SQLite unless a database is given, no seeding, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', SEED_ON_START: false, ...overrides };
}
