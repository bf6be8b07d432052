import type { Language } from '@app/contract';

/** Who receives how many contacts, in which languages. */
export interface Recipient {
  email: string;
  count: number;
  languages: ReadonlyArray<readonly [Language, number]>;
}

/**
 * The demo agency in Gent, the software agency in Brussels, the notary in Antwerp, and the private
 * seller: her flat's e-mails are her received contacts (issue 48). Last, so the others' draws stay.
 */
export const RECIPIENTS: readonly Recipient[] = [
  {
    email: 'agency@example.be',
    count: 290,
    languages: [
      ['nl', 72],
      ['fr', 18],
      ['en', 10],
    ],
  },
  {
    email: 'software@example.be',
    count: 40,
    languages: [
      ['fr', 55],
      ['nl', 35],
      ['en', 10],
    ],
  },
  {
    email: 'notary@example.be',
    count: 40,
    languages: [
      ['nl', 85],
      ['fr', 10],
      ['en', 5],
    ],
  },
  {
    email: 'private@example.be',
    count: 6,
    languages: [
      ['nl', 80],
      ['fr', 15],
      ['en', 5],
    ],
  },
];
/** About one lead in twenty writes twice within minutes (a forgotten phone number, a double click). */
export const REPEAT_SHARE = 0.05;
export const PRIVATE_SENT_COUNT = 12;
export const PRIVATE_SENT_DAYS = 180;
