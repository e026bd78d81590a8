/** PostgreSQL's code for a unique violation (the same on PGlite and node-postgres). */
const UNIQUE_VIOLATION = '23505';

/**
 * True when `error` (or what it wraps: Drizzle puts the driver's error in `cause`) is a unique
 * violation, optionally of the named constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}
