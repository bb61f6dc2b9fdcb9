// SQLite's busy handler waits synchronously: with better-sqlite3 a write waiting for another
// process's lock (the seed command, a second server, a backup) would freeze the whole event
// loop, and every reader with it. So SQLite waits only briefly itself, and a statement that
// still finds the database busy is retried here, asynchronously, with backoff.
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';

/** SQLite's own synchronous wait per attempt (blocks the event loop for at most this). */
export const SQLITE_BUSY_SPIN_MS = 20;
/** Total time a statement outside a transaction keeps retrying before it fails (→ 503). */
export const SQLITE_BUSY_WAIT_MS = 5_000;

const isBusy = (error: unknown): boolean => {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class BusyRetryingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly sqlite: BetterSqlite3.Database,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + SQLITE_BUSY_WAIT_MS;
    for (let pause = 5; ; pause = Math.min(pause * 2, 250)) {
      // Inside a transaction a retry could wait on a lock this transaction's snapshot blocks:
      // fail fast there and let the caller retry the whole operation.
      const retryable = !this.sqlite.inTransaction;
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        if (!retryable || !isBusy(error) || Date.now() + pause > deadline) throw error;
      }
      await sleep(pause);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class BusyRetryingDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, BusyRetryingConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly sqlite: BetterSqlite3.Database,
  ) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapped = this.#connections.get(connection);
    if (!wrapped) {
      wrapped = new BusyRetryingConnection(connection, this.sqlite);
      this.#connections.set(connection, wrapped);
    }
    return wrapped;
  }
  beginTransaction(
    connection: DatabaseConnection,
    settings: Parameters<Driver['beginTransaction']>[1],
  ) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    return this.inner.savepoint?.(...args) ?? Promise.reject(new Error('no savepoints'));
  }
  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    return this.inner.rollbackToSavepoint?.(...args) ?? Promise.reject(new Error('no savepoints'));
  }
  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    return this.inner.releaseSavepoint?.(...args) ?? Promise.reject(new Error('no savepoints'));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

export class BusyRetryingSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new BusyRetryingDriver(super.createDriver(), this.sqlite);
  }
}
