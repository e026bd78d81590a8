/** Route and path ids: 1 to 9 digits without a leading zero (fits a 32-bit int). */
export const ROUTE_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The numeric id of a route param, or null when it is not a valid id (no such item at all). */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && ROUTE_ID_PATTERN.test(raw) ? Number(raw) : null;
}
