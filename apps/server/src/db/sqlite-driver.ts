// Kysely driver for better-sqlite3 with one writer and one reader connection.
// - Writes are serialised in-process by a mutex; a transaction holds it from BEGIN IMMEDIATE
//   (the write lock, taken up front, so two transactions never deadlock upgrading) to COMMIT.
// - Reads outside a transaction go to a read-only connection: with WAL they never wait for a
//   writer, in this process or another.
// - SQLite's busy handler waits synchronously, freezing the event loop; so SQLite itself waits
//   only briefly and a statement that finds another process holding the lock is retried here,
//   asynchronously, while reads go on.
import type BetterSqlite3 from 'better-sqlite3';
import {
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** SQLite's own synchronous wait per attempt (blocks the event loop for at most this). */
export const SQLITE_BUSY_SPIN_MS = 20;
/** Total time a statement keeps retrying a lock held elsewhere before failing (→ 503). */
export const SQLITE_BUSY_WAIT_MS = 5_000;

const isBusy = (error: unknown): boolean => {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run<R>(
  sqlite: BetterSqlite3.Database,
  { sql, parameters }: CompiledQuery,
): QueryResult<R> {
  const statement = sqlite.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Runs `attempt`, retrying while the database is locked by another process. */
async function retryWhileBusy<T>(attempt: () => T): Promise<T> {
  const deadline = Date.now() + SQLITE_BUSY_WAIT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, 250)) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
    }
    await sleep(pause);
  }
}

const isRead = ({ query, sql }: CompiledQuery): boolean =>
  SelectQueryNode.is(query) || (RawNode.is(query) && /^\s*select\b/i.test(sql));

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  /** Resolves, once it is this caller's turn, with the function that ends the turn. */
  lock(): Promise<() => void> {
    let unlock!: () => void;
    const turn = new Promise<void>((resolve) => (unlock = resolve));
    const ready = this.#tail.then(() => unlock);
    this.#tail = this.#tail.then(() => turn);
    return ready;
  }
}

class RoutedConnection implements DatabaseConnection {
  /** Set while this connection runs a transaction (and so holds the writer). */
  unlock: (() => void) | undefined;

  constructor(private readonly driver: SqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, mutex } = this.driver;
    if (this.unlock) return run<R>(writer, query);
    if (reader && isRead(query)) return retryWhileBusy(() => run<R>(reader, query));
    const unlock = await mutex.lock();
    try {
      return await retryWhileBusy(() => run<R>(writer, query));
    } finally {
      // A raw BEGIN would leave the writer in a transaction other requests' writes then join.
      if (writer.inTransaction) {
        writer.exec('ROLLBACK');
        unlock();
        // eslint-disable-next-line no-unsafe-finally
        throw new Error('Open SQLite transactions with db.transaction(), not a raw BEGIN');
      }
      unlock();
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite');
  }
}

function routedOf(connection: DatabaseConnection): RoutedConnection {
  if (connection instanceof RoutedConnection) return connection;
  throw new Error('not a connection of this driver');
}

class SqliteDriver implements Driver {
  readonly mutex = new Mutex();

  constructor(
    readonly writer: BetterSqlite3.Database,
    /** Null for an in-memory database, which a second connection could not see. */
    readonly reader: BetterSqlite3.Database | null,
  ) {}

  async init() {}

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new RoutedConnection(this));
  }

  async beginTransaction(connection: DatabaseConnection) {
    const routed = routedOf(connection);
    const unlock = await this.mutex.lock();
    try {
      await retryWhileBusy(() => this.writer.exec('BEGIN IMMEDIATE'));
    } catch (error) {
      unlock();
      throw error;
    }
    routed.unlock = unlock;
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.#end(routedOf(connection), 'COMMIT');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.#end(routedOf(connection), 'ROLLBACK');
  }

  async #end(connection: RoutedConnection, statement: 'COMMIT' | 'ROLLBACK') {
    try {
      // COMMIT can meet a reader of another process finishing a checkpoint: retry it too.
      await retryWhileBusy(() => this.writer.exec(statement));
    } finally {
      // A failed COMMIT leaves the transaction open: never hand the writer on like that.
      if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
      connection.unlock?.();
      connection.unlock = undefined;
    }
  }

  async releaseConnection() {}

  async destroy() {
    this.reader?.close();
    this.writer.close();
  }
}

/** SQLite does run DDL in transactions; saying so makes Kysely's Migrator use one. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

/** A Kysely dialect over a writer connection and (for a file) a read-only reader. */
export function sqliteDialect(
  writer: BetterSqlite3.Database,
  reader: BetterSqlite3.Database | null,
): Dialect {
  return {
    createDriver: () => new SqliteDriver(writer, reader),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new TransactionalDdlSqliteAdapter(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}
