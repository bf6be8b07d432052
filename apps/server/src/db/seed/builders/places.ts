import type { CityRow } from './listing-rows';

/** Where the seeded listings are: the localities of a postcode range, or one by postcode and name. */
export interface Places {
  citiesIn(min: number, max: number): CityRow[];
  cityAt(zip: string, name: string): CityRow;
}

/** `allCities` in id order: the draws that pick from a range depend on it. */
export function placesOf(allCities: readonly CityRow[]): Places {
  return {
    citiesIn: (min, max) => allCities.filter((city) => Number(city.zip) >= min && Number(city.zip) <= max),
    cityAt: (zip, name) => {
      const city = allCities.find((row) => row.zip === zip && row.name === name);
      if (!city) throw new Error(`seed listings: no locality ${zip} ${name}`);
      return city;
    },
  };
}
