/**
 * Faults of the world outside the code: the database went away (a PostgreSQL restart, a failover, a network cut)
 * or the disk is full. Neither is a bug in the server: the transport answers 503 (try again) or 507 (storage full)
 * instead of 500, and nothing is acknowledged that was not stored.
 */

/** PostgreSQL's SQLSTATEs of a server that is not there for the moment: connection exceptions (08…), shutdown (57P…), too many connections. */
const POSTGRES_AWAY = /^(08...|57P0[1-4]|53300)$/;
/** The socket's own codes when the server is not reachable or the connection broke. */
const SOCKET_AWAY = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says so in words (it has no code for these). */
const PG_AWAY_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Storage full: the file system (`ENOSPC`, a quota), SQLite (`SQLITE_FULL`) or PostgreSQL (`53100 disk_full`). */
const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

/** The error and the errors it was caused by (tRPC and Kysely wrap what the driver threw). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  for (
    let current = error;
    current && typeof current === 'object' && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current);
    yield current;
  }
}

/** Whether an error says the database cannot be reached now (it may be back in a moment). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (POSTGRES_AWAY.test(code) || SOCKET_AWAY.has(code) || code === 'SQLITE_BUSY') return true;
    if (typeof cause.message === 'string' && PG_AWAY_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/** Whether an error says there is no room left to write (files or database). */
export function isStorageFull(error: unknown): boolean {
  for (const cause of causes(error)) if (typeof cause.code === 'string' && STORAGE_FULL.has(cause.code)) return true;
  return false;
}
