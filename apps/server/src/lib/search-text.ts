/**
 * Lowercase ASCII form of a locality name or query: "Liège" and "liege" compare equal,
 * "Sint-Niklaas" and "sint niklaas" too. Stored in cities.name_search because PGlite has no unaccent.
 */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
