import type { SavedSearchPlace } from '@app/contract';
import type { LocalityNames } from '../lookups/lookups.service';

/**
 * A search's places (decision 063 and issue 47): each postcode by the localities the user picked of
 * it, else by its only locality, else alone. `localities` holds every locality of those postcodes.
 */
export function placesOf(
  search: { postcodes: readonly string[]; city_ids: readonly number[] },
  localities: readonly LocalityNames[],
): SavedSearchPlace[] {
  return search.postcodes.flatMap((postcode): SavedSearchPlace[] => {
    const ofPostcode = localities.filter((locality) => locality.zip === postcode);
    const picked = ofPostcode.filter((locality) => search.city_ids.includes(locality.id));
    if (picked.length > 0) {
      return picked.map((locality) => ({ postcode, cityId: locality.id, name: locality.name }));
    }
    const [only] = ofPostcode;
    return [{ postcode, cityId: null, name: ofPostcode.length === 1 && only ? only.name : null }];
  });
}
