// Opens the database: SQLite file (default, zero setup) or PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database, DialectName } from './schema.ts';
import { sqliteDialect, SQLITE_BUSY_SPIN_MS } from './sqlite-driver.ts';

export interface DatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used and sqliteFile is ignored. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. Its folder is created when missing. */
  sqliteFile?: string;
  /** PostgreSQL schema to use for every pooled connection; created when missing (test isolation). */
  pgSchema?: string;
  /** PostgreSQL: time to open a connection, and the longest a statement may run. */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** PostgreSQL: most connections this handle opens, and how long a query waits for one. */
  poolSize?: number;
  acquireTimeoutMs?: number;
  /**
   * Told about errors of idle pooled PostgreSQL connections (the database restarted, failed
   * over, or ended them). Without a listener such an error would end the process.
   */
  onPoolError?: (error: Error) => void;
}

/** Where the configuration puts the database: PostgreSQL at DATABASE_URL, else the SQLite file. */
export function configuredLocation(
  config: Pick<Config, 'DATABASE_URL' | 'SQLITE_FILE' | 'DATABASE_SCHEMA'>,
): DatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.SQLITE_FILE,
    pgSchema: config.DATABASE_SCHEMA,
  };
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  return wrapSqlite(new BetterSqlite3(file));
}

/** Wraps an open better-sqlite3 connection (also used to open in-memory copies in tests). */
export function wrapSqlite(connection: BetterSqlite3.Database): DatabaseHandle {
  if (!connection.memory) {
    // WAL lets readers proceed while a writer commits. FULL syncs the WAL at every commit, so
    // an acknowledged order survives a power cut (NORMAL could lose the last commits).
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
  }
  connection.pragma('foreign_keys = ON');
  // Another process may hold the write lock: wait only briefly here (this wait blocks the
  // event loop); longer waits are retried asynchronously by the dialect.
  connection.pragma(`busy_timeout = ${SQLITE_BUSY_SPIN_MS}`);
  let reader: BetterSqlite3.Database | null = null;
  if (!connection.memory) {
    reader = new BetterSqlite3(connection.name, { readonly: true, fileMustExist: true });
    reader.pragma(`busy_timeout = ${SQLITE_BUSY_SPIN_MS}`);
  }
  const db = new Kysely<Database>({ dialect: sqliteDialect(connection, reader) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

// pg returns BIGINT (COUNT(*), SUM of integers, our *_paise columns) and NUMERIC (AVG) as strings
// to protect precision. Our values stay far below 2^53, so parse them as numbers — for this pool
// only, leaving pg's process-wide defaults untouched.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = new pg.TypeOverrides();
pgTypes.setTypeParser(INT8_OID, Number);
pgTypes.setTypeParser(NUMERIC_OID, Number);

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Client-side margin over statement_timeout, for a server that stops answering altogether. */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

/**
 * The pg pool's settings. pg has one timeout for "get me a connection" (waiting for a free one
 * or opening one); it is the acquire timeout, and opening a connection is bounded apart by the
 * client's own connect timeout (the shorter of the two wins when a new one is opened).
 */
export function postgresPoolConfig(
  connectionString: string,
  options: DatabaseOptions,
): pg.PoolConfig {
  const schema = options.pgSchema;
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  const connectTimeout = options.connectTimeoutMs ?? 5_000;
  return {
    connectionString,
    types: pgTypes,
    // Lets an operator (and the fault tests) tell this store's connections apart.
    application_name: schema ? `bazaar/${schema}` : 'bazaar',
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.acquireTimeoutMs ?? 5_000,
    Client: class extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectTimeout });
      }
    },
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + QUERY_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: statementTimeout * 2,
    keepAlive: true,
    // search_path is set at connection start-up, so no query can run before it applies.
    // `public` stays on the path for extensions (pg_trgm) installed there.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  };
}

function createPostgres(connectionString: string, options: DatabaseOptions): DatabaseHandle {
  const schema = options.pgSchema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(
      `Invalid PostgreSQL schema name '${schema}' (use lower-case letters, digits, _)`,
    );
  }
  const pool = new pg.Pool(postgresPoolConfig(connectionString, options));
  pool.on(
    'error',
    options.onPoolError ??
      ((error) => {
        console.error('PostgreSQL connection error (will reconnect):', error.message);
      }),
  );
  // A checked-out client has no pool listener: if its connection drops between two queries
  // the error would be unhandled and end the process. The next query on it fails and is
  // answered (503); the pool then discards the client. So here the error is only absorbed.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  let schemaReady: Promise<void> | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      onCreateConnection: schema
        ? async (connection) => {
            // Once per handle: concurrent CREATE SCHEMA IF NOT EXISTS can still collide.
            schemaReady ??= connection
              .executeQuery(sql`create schema if not exists ${sql.id(schema)}`.compile(db))
              .then(() => undefined);
            await schemaReady.catch((error: unknown) => {
              schemaReady = undefined;
              throw error;
            });
          }
        : undefined,
    }),
  });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
