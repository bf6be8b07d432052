import type { Language, PropertyType, TransactionType } from '@app/contract';
import type { Person } from '../data/people';
import { CLOSINGS, KIND_WORDS, RENT_TEMPLATES, SALE_TEMPLATES, WEEKDAYS } from '../data/messages';
import type { Random } from '../random';
import { pick } from '../random';

/** What a message says of the listing it is about. */
export interface ListingInfo {
  id: number;
  userId: number;
  vlancode: string;
  yourReference: string | null;
  propertyType: PropertyType;
  transactionType: TransactionType;
  city: string | null;
}

export function kindOf(type: PropertyType): keyof typeof KIND_WORDS {
  if (type === 'house' || type === 'new-construction-house' || type === 'vacation') return 'house';
  if (type === 'appartment' || type === 'new-construction-appartment' || type === 'studentHouse')
    return 'apartment';
  return 'other';
}

export function messageFor(random: Random, lang: Language, listing: ListingInfo, person: Person): string {
  const rent = listing.transactionType === 'rent' || listing.transactionType === 'share';
  const template = pick(random, (rent ? RENT_TEMPLATES : SALE_TEMPLATES)[lang]);
  const kind = KIND_WORDS[kindOf(listing.propertyType)][lang];
  const body = template({
    what: kind,
    city: listing.city ?? '',
    ref: listing.yourReference ?? listing.vlancode,
    day: pick(random, WEEKDAYS[lang]),
  });
  return `${body}\n\n${pick(random, CLOSINGS[lang])(person)}`;
}
