/** Network failures of a database connection (refused, reset, timed out, host gone). */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not taking work: 08xxx connection exceptions, 57P01–57P03 shutdown
 * and "cannot connect now" (starting or recovering), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres says these in words only (no code) when the socket ends under it or a connect times out. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** True when `error` (or what it wraps: drizzle and services put the driver's error in `cause`) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.startsWith(words))) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
