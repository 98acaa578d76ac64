/**
 * Errors that mean "the database cannot be reached right now" (restart, failover, network), as opposed to a bug or a
 * bad query: the request gets 503 SERVICE_UNAVAILABLE and may be retried.
 */

/** SQLSTATE classes and codes: 08 connection exception, 57P01-03 shutdown / starting up, 53300 too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool raise these as plain Errors without a code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  // drizzle wraps the driver's error (DrizzleQueryError.cause); connecting to several addresses gives an AggregateError
  if (isDatabaseUnavailable(error.cause, depth + 1)) return true;
  return error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
