const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids on the wire are opaque strings, but the columns are `uuid`: a lookup with anything else
 * would be a database error (500). Callers treat a non-UUID as "no such resource".
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
