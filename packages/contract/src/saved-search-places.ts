import type { Language } from './language-schema';
import type { SavedSearchPlace } from './saved-searches';

// Apart from the schemas (saved-searches.ts): the saved searches' cards read their places without
// loading zod (decision 066).

/** A place as a reader of `lang` reads it, on the card and in the alert e-mails: "9000 Gand", or "9030". */
export const placeLabel = (place: SavedSearchPlace, lang: Language): string =>
  place.name ? `${place.postcode} ${place.name[lang]}` : place.postcode;
