import type { PropertyType, TransactionType } from '@app/contract';
import type { ListingTexts } from '../../schema';
import { EXTRAS, TRANSACTION_WORDS, TYPE_WORDS } from '../data/descriptions';
import type { Random } from '../random';
import { pick } from '../random';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function descriptionFor(
  random: Random,
  type: PropertyType,
  transaction: TransactionType,
  city: string,
  bedrooms: number | null,
  surface: number | null,
): ListingTexts {
  const extra = pick(random, EXTRAS);
  const word = TYPE_WORDS[type];
  const deal = TRANSACTION_WORDS[transaction];
  const nl = [
    `${capitalise(word.nl!)} ${deal.nl} in ${city}.`,
    bedrooms !== null ? `${bedrooms} slaapkamer${bedrooms === 1 ? '' : 's'}.` : '',
    surface !== null ? `${surface} m² bewoonbare oppervlakte.` : '',
    extra.nl,
  ];
  const fr = [
    `${capitalise(word.fr!)} ${deal.fr} à ${city}.`,
    bedrooms !== null ? `${bedrooms} chambre${bedrooms === 1 ? '' : 's'}.` : '',
    surface !== null ? `${surface} m² habitables.` : '',
    extra.fr,
  ];
  const en = [
    `${capitalise(word.en!)} ${deal.en} in ${city}.`,
    bedrooms !== null ? `${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}.` : '',
    surface !== null ? `${surface} m² of living space.` : '',
    extra.en,
  ];
  const join = (parts: Array<string | null>) => parts.filter((part) => part !== '').join(' ');
  // Not every agency writes every language.
  return { nl: join(nl), fr: random() < 0.85 ? join(fr) : null, en: random() < 0.6 ? join(en) : null };
}
