import type { City, Language, Paging, Types } from '@app/contract';
import { PROPERTY_TYPES, STATUS_TYPES, TRANSACTION_TYPES } from '@app/contract';
import type { Database } from '../../db/client';
import { translator } from '../../i18n';
import type { CityFilter, LocalityNames } from './lookups.repository';
import { findCities, findLocalities, findPostcodesByName } from './lookups.repository';
import { searchText } from '../../lib/search-text';

export interface CitiesQuery {
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** Digits search postcodes from the start; anything else searches names, ignoring case and accents. */
function cityFilter(q: string | undefined): CityFilter {
  const query = q?.trim() ?? '';
  if (query === '') return null;
  if (/^\d+$/.test(query)) return { zipPrefix: query };
  const name = searchText(query);
  return name === '' ? null : { name };
}

/** Localities by postcode or by any of their names, each named in `lang`. */
export async function searchCities(
  db: Database,
  query: CitiesQuery,
  lang: Language,
): Promise<{ data: City[]; paging: Paging }> {
  const { page, pageSize } = query;
  const { rows, total } = await findCities(db, cityFilter(query.q), lang, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { data: rows, paging: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) } };
}

export type { LocalityNames };

/**
 * The localities of these postcodes (all of them: a caller may need to know a postcode's only one)
 * and of these ids (any postcode), each named in every language. One query for a page of searches.
 */
export const localitiesOf = (
  db: Database,
  wanted: { postcodes: readonly string[]; ids: readonly number[] },
): Promise<LocalityNames[]> => findLocalities(db, wanted);

/**
 * Postcodes whose localities are found by any of their names ("Bergen" finds 7000 Mons), ranked as
 * the locality suggestions are; `name` is a search form (lib/search-text).
 */
export const postcodesByName = (db: Database, name: string, limit: number): Promise<string[]> =>
  findPostcodesByName(db, name, limit);

/** Codes and ids come from the contract, names from the `lookups` catalog in the request language. */
export function lookupTypes(lang: Language): Types {
  const t = translator(lang);
  return {
    propertyTypes: PROPERTY_TYPES.map((code, index) => ({
      id: index + 1,
      code,
      name: t(`lookups:propertyType.${code}`),
    })),
    transactionTypes: TRANSACTION_TYPES.map((code, index) => ({
      id: index + 1,
      code,
      name: t(`lookups:transactionType.${code}`),
    })),
    statusTypes: STATUS_TYPES.map(({ id, code }) => ({ id, code, name: t(`lookups:statusType.${code}`) })),
  };
}
