import type { Language } from '@app/contract';
import type { Person } from '../data/people';
import {
  FLEMISH_FIRST_NAMES,
  FLEMISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
  MAIL_DOMAINS,
  MOBILE_PREFIXES,
} from '../data/people';
import type { Random } from '../random';
import { between, pick, weighted } from '../random';

const mailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(between(random, 0, 9))).join('');
/** A Belgian mobile number without its prefix: "475 12 34 56". */
export const mobileNumber = (random: Random) =>
  `${pick(random, MOBILE_PREFIXES)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;

/** Belgian numbers as people type them: mostly mobiles (04xx), international or national format. */
function phoneOf(random: Random): string | null {
  const kind = weighted(random, [
    ['none', 18],
    ['mobile', 52],
    ['mobileNational', 18],
    ['landline', 12],
  ] as const);
  switch (kind) {
    case 'none':
      return null;
    case 'mobile':
      return `+32 ${mobileNumber(random)}`;
    case 'mobileNational':
      return `0${mobileNumber(random)}`;
    case 'landline': {
      const zone = pick(random, ['2', '3', '4', '9']);
      return `+32 ${zone} ${between(random, 2, 7)}${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    }
  }
}

/** Someone who writes in `lang`: Flemish names in Dutch, Walloon/Brussels names in French, either in English. */
export function personFor(random: Random, lang: Language): Person {
  const flemish = lang === 'nl' || (lang === 'en' && random() < 0.5);
  const firstName = pick(random, flemish ? FLEMISH_FIRST_NAMES : FRENCH_FIRST_NAMES);
  const lastName = pick(random, flemish ? FLEMISH_LAST_NAMES : FRENCH_LAST_NAMES);
  const first = mailPart(firstName);
  const last = mailPart(lastName);
  const local = weighted(random, [
    [`${first}.${last}`, 50],
    [`${first}${last}`, 15],
    [`${first.charAt(0)}.${last}`, 15],
    [`${first}.${last}${between(random, 1, 99)}`, 12],
    [`${first}_${last.slice(0, 4)}`, 8],
  ]);
  return {
    // A few fill in only their last name.
    firstName: random() < 0.04 ? null : firstName,
    lastName,
    email: `${local}@${pick(random, MAIL_DOMAINS)}`,
    phone: phoneOf(random),
  };
}
