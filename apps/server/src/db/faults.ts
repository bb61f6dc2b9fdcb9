// Which errors mean "the database is unreachable or overloaded right now" (answer 503 and let
// the caller retry) rather than a bug (500).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown: pg_terminate_backend, restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
]);
// pg reports a dropped or timed-out connection with these messages and no code.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/**
 * PostgreSQL gave up a transaction to keep it correct (serialization failure, deadlock): nothing
 * is broken, running it again would succeed. writeTransaction retries these; one still failing
 * after its retries is answered 503 with Retry-After, never 500.
 */
export const WRITE_CONFLICT_CODES: ReadonlySet<string> = new Set(['40001', '40P01']);

export function isWriteConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && WRITE_CONFLICT_CODES.has(code);
}
