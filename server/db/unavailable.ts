/**
 * Errors that say the database cannot be reached or did not answer in time, as opposed to a bad
 * statement: the request gets 503 `database_unavailable` in the caller's language (server/error-handler.ts),
 * never a 500 (docs/architecture.md, "Readiness and a database outage").
 */

/** The socket's own failures (Node's `code`). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's: 57P01-03 shutting down, crashed or starting up; 53300 no connection slot left; 57014
 * a statement cancelled (the pool's statement deadline, server/db/deadlines.ts).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** Class 08: connection exceptions. */
const CONNECTION_CLASS = '08';
/** node-postgres and pg-pool say these in words only (no code). */
const DRIVER_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Query read timeout/, /is not queryable/];

/** The code or driver message that marks `e` itself as an outage, else null. */
function outageMark(e: object): string | null {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith(CONNECTION_CLASS))) return code;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)) ? message : null;
}

/**
 * What says that `error`, or what it wraps (Drizzle's `cause`, a connect's AggregateError), is the
 * database out of reach: a code (`ECONNREFUSED`, `57P01`) or the driver's words; null for any other error.
 * Never the statement or its parameters, so it may be logged.
 */
export function databaseOutage(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const mark = outageMark(error);
  if (mark) return mark;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  for (const inner of Array.isArray(errors) ? errors : []) {
    const found = databaseOutage(inner, depth + 1);
    if (found) return found;
  }
  return databaseOutage(cause, depth + 1);
}
