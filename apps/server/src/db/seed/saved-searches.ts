import { randomBytes } from 'node:crypto';
import type { AlertState, PropertyType, TransactionType } from '@app/contract';
import type { Database } from '../client';
import { alertAddresses, savedSearches, users } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoSearch {
  email: string;
  name: string;
  transactionType: TransactionType;
  propertyTypes: PropertyType[];
  postcodes: string[];
  priceMax?: number;
  priceMin?: number;
  bedroomsMin?: number;
  livableSurfaceMin?: number;
  createdDaysAgo: number;
  lastSearchDaysAgo?: number;
  emailDigest?: boolean;
  emailNotification?: AlertState;
  /** The wish only: pending is computed when read (decision 059). */
  pushNotification?: 'off' | 'on';
  automaticAlert?: boolean;
}

/**
 * Sofie has not confirmed her address for alerts (her real-time alert waits for it); the agency has.
 * Between them every alert state shows: digest, e-mail on and pending, push on, automatic, none.
 */
const SEARCHES: readonly DemoSearch[] = [
  {
    email: 'private@example.be',
    name: 'Huis in Gent tot € 450.000',
    transactionType: 'sale',
    propertyTypes: ['house'],
    postcodes: ['9000', '9030', '9031', '9032', '9040', '9050'],
    priceMax: 450_000,
    bedroomsMin: 3,
    createdDaysAgo: 45,
    lastSearchDaysAgo: 1,
    emailDigest: true,
    emailNotification: 'pending',
  },
  {
    email: 'private@example.be',
    name: 'Appartement huren in Leuven',
    transactionType: 'rent',
    propertyTypes: ['appartment'],
    postcodes: ['3000', '3001', '3010'],
    priceMax: 1_200,
    createdDaysAgo: 20,
    lastSearchDaysAgo: 6,
    pushNotification: 'on',
  },
  {
    email: 'private@example.be',
    name: 'Bouwgrond rond Aalst',
    transactionType: 'sale',
    propertyTypes: ['land'],
    postcodes: ['9300', '9310', '9320'],
    createdDaysAgo: 8,
    automaticAlert: true,
    emailDigest: true,
  },
  {
    email: 'private@example.be',
    name: 'Ruime woning met tuin',
    transactionType: 'sale',
    propertyTypes: ['house', 'new-construction-house'],
    postcodes: [],
    priceMin: 300_000,
    priceMax: 600_000,
    livableSurfaceMin: 180,
    createdDaysAgo: 3,
  },
  {
    email: 'agency@example.be',
    name: 'Concurrentie Gent-centrum',
    transactionType: 'sale',
    propertyTypes: [],
    postcodes: ['9000'],
    createdDaysAgo: 60,
    lastSearchDaysAgo: 2,
    emailNotification: 'on',
  },
  {
    email: 'agency@example.be',
    name: 'Huurmarkt Antwerpen',
    transactionType: 'rent',
    propertyTypes: ['appartment', 'house'],
    postcodes: ['2000', '2018', '2060'],
    createdDaysAgo: 30,
    emailDigest: true,
    pushNotification: 'on',
  },
];

const cents = (euro: number | undefined) => (euro === undefined ? null : euro * 100);

export async function seedSavedSearches(db: Database, now = Date.now()): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => {
    const person = people.find((candidate) => candidate.email === email);
    if (!person) throw new Error(`seed saved searches: no user ${email}`);
    return person.id;
  };
  const ago = (days: number) => new Date(now - days * DAY_MS);
  await db.insert(savedSearches).values(
    SEARCHES.map((search) => ({
      userId: idOf(search.email),
      name: search.name,
      transactionType: search.transactionType,
      propertyTypes: search.propertyTypes,
      postcodes: search.postcodes,
      priceMinCents: cents(search.priceMin),
      priceMaxCents: cents(search.priceMax),
      bedroomsMin: search.bedroomsMin ?? null,
      livableSurfaceMin: search.livableSurfaceMin ?? null,
      createdAt: ago(search.createdDaysAgo),
      modifiedAt: ago(search.createdDaysAgo),
      lastSearchAt: search.lastSearchDaysAgo === undefined ? null : ago(search.lastSearchDaysAgo),
      emailDigest: search.emailDigest ?? false,
      emailNotification: search.emailNotification ?? 'off',
      pushNotification: search.pushNotification ?? 'off',
      automaticAlert: search.automaticAlert ?? false,
      // Not from the seeded random draws: a secret, and the order of the draws stays as it was.
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })),
  );
  const agency = 'agency@example.be';
  await db.insert(alertAddresses).values({ userId: idOf(agency), email: agency, confirmedAt: ago(60) });
}
