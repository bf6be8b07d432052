/** A value as JSON will carry it: dates as ISO strings, everything else unchanged. */
export type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

/* eslint-disable local/no-self-recursion -- rows of our own database, as deep as the contract's schemas
   let them be stored (a few levels; the JSON parser refuses more than JSON_DEPTH_MAX) */
export function toPlain(value: unknown): Plain {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : [[key, toPlain(child)]])),
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}
/* eslint-enable local/no-self-recursion */
