import { readFileSync } from 'node:fs';
import type { CustomerType, Language, UserProduct } from '@app/contract';
import { USER_STATUS_ACTIVE, USER_STATUS_UNCONFIRMED } from '@app/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALITIES_FILE } from '../paths';
import { searchText } from '../modules/lookups/search-text';
import { hashOptions } from '../modules/auth/passwords';
import type { Database } from './client';
import { seedAccountDemo } from './seed-account';
import { seedActivity } from './seed-activity';
import { seedListings } from './seed-listings';
import { seedProfiles } from './seed-profile';
import { cities, userProducts, users } from './schema';

/** Every demo account has this password (README lists them). */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoAccount {
  email: string;
  /** One line for the README and the seed printout. */
  role: string;
  isAdmin: boolean;
  isPro: boolean;
  status: number;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  customerType: CustomerType | null;
  softwareName: string | null;
  language: Language;
  phone: string | null;
  mobile: string | null;
  products: Array<
    Omit<UserProduct, 'startDate' | 'endDate'> & { startInDays: number; endInDays: number | null }
  >;
}

const person = { companyName: null, customerType: null, softwareName: null, isPro: false, products: [] };
const pack = (name: 'starter' | 'gold', slots: number, colorSelection: 'AUTO' | 'MANUAL') =>
  [
    { code: 'bestOf', slots, selection: 'AUTO' },
    { code: 'color', slots, selection: colorSelection },
    { code: 'emailAlertPro', slots: null, selection: null },
    { code: 'proDirectory', slots: null, selection: null },
  ].map((product) => ({
    ...product,
    pack: name,
    activation: 1,
    startInDays: -60,
    endInDays: 305,
  })) as DemoAccount['products'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'agency@example.be',
    role: 'professional agency with active products (pack Gold)',
    isAdmin: false,
    isPro: true,
    status: USER_STATUS_ACTIVE,
    companyName: 'Immo Demo',
    firstName: 'Jan',
    lastName: 'Claes',
    userName: null,
    customerType: 'agency',
    softwareName: null,
    language: 'nl',
    phone: '+32 9 223 45 67',
    mobile: '+32 475 12 34 56',
    products: [
      ...pack('gold', 25, 'MANUAL'),
      {
        code: 'wallpaper',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -30,
        endInDays: 335,
      },
      {
        code: 'proFirst',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -90,
        endInDays: 90,
      },
      {
        code: 'valuation',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -45,
        endInDays: 320,
      },
      {
        code: 'propertyAdvisor',
        activation: 2,
        pack: null,
        slots: null,
        selection: null,
        startInDays: 7,
        endInDays: null,
      },
      {
        code: 'leadGenerator',
        activation: 0,
        pack: null,
        slots: null,
        selection: null,
        startInDays: 0,
        endInDays: null,
      },
    ],
  },
  {
    email: 'notary@example.be',
    role: 'professional, customer type Notaires (pack Starter)',
    isAdmin: false,
    isPro: true,
    status: USER_STATUS_ACTIVE,
    companyName: 'Notariaat Janssens',
    firstName: 'Els',
    lastName: 'Janssens',
    userName: null,
    customerType: 'notaires',
    softwareName: null,
    language: 'nl',
    phone: '+32 3 231 12 34',
    mobile: null,
    products: pack('starter', 10, 'AUTO'),
  },
  {
    email: 'software@example.be',
    role: 'professional whose listings are managed by software (Whise)',
    isAdmin: false,
    isPro: true,
    status: USER_STATUS_ACTIVE,
    companyName: 'Immo Software Partner',
    firstName: 'Pieter',
    lastName: 'Wouters',
    userName: null,
    customerType: 'agency',
    softwareName: 'Whise',
    language: 'nl',
    phone: '+32 2 512 34 56',
    mobile: null,
    products: [],
  },
  {
    ...person,
    email: 'private@example.be',
    role: 'private user, active',
    isAdmin: false,
    status: USER_STATUS_ACTIVE,
    firstName: 'Sofie',
    lastName: 'Peeters',
    userName: null,
    language: 'nl',
    phone: null,
    mobile: '+32 486 98 76 54',
  },
  {
    ...person,
    email: 'inactive@example.be',
    role: 'private user, e-mail not confirmed (inactive)',
    isAdmin: false,
    status: USER_STATUS_UNCONFIRMED,
    firstName: null,
    lastName: null,
    userName: 'lucas_m',
    language: 'fr',
    phone: null,
    mobile: null,
  },
  {
    ...person,
    email: 'admin@example.be',
    role: 'administrator (always active)',
    isAdmin: true,
    status: USER_STATUS_ACTIVE,
    firstName: 'Admin',
    lastName: 'Portal',
    userName: null,
    language: 'nl',
    phone: null,
    mobile: null,
  },
];

const Localities = z.array(
  z.object({ zip: z.string().regex(/^\d{4}$/), city: z.string().min(1), lat: z.number(), lng: z.number() }),
);

function isoDate(daysFromToday: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

async function seedCities(db: Database): Promise<void> {
  const localities = Localities.parse(JSON.parse(readFileSync(LOCALITIES_FILE, 'utf8')));
  const rows = localities.map((l) => ({
    zip: l.zip,
    name: l.city,
    nameSearch: searchText(l.city),
    lat: l.lat,
    lng: l.lng,
  }));
  const BATCH = 500;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(cities).values(rows.slice(start, start + BATCH));
  }
}

/** Any number: the same in every instance that may seed this database. */
const SEED_LOCK_ID = 7_240_312;

/**
 * Demo data for a fresh database: the Belgian localities and the six demo accounts.
 * Does nothing when any user exists, so every start may call it. One transaction under an
 * advisory lock: instances starting together on one PostgreSQL seed once, and never half.
 */
export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return { seeded: false };

    const [cityCount] = await tx.select({ count: sql<number>`count(*)::int` }).from(cities);
    if ((cityCount?.count ?? 0) === 0) await seedCities(tx);

    const now = new Date();
    for (const account of DEMO_ACCOUNTS) {
      const { products, role: _role, ...fields } = account;
      const [user] = await tx
        .insert(users)
        .values({
          ...fields,
          passwordHash: await hash(DEMO_PASSWORD, hashOptions),
          emailConfirmedAt: account.status === USER_STATUS_ACTIVE ? now : null,
        })
        .returning({ id: users.id });
      if (products.length === 0) continue;
      await tx.insert(userProducts).values(
        products.map(({ startInDays, endInDays, ...product }) => ({
          ...product,
          userId: user!.id,
          startDate: isoDate(startInDays),
          endDate: endInDays === null ? null : isoDate(endInDays),
        })),
      );
    }
    await seedAccountDemo(tx);
    await seedProfiles(tx);
    await seedListings(tx);
    await seedActivity(tx);
    return { seeded: true };
  });
  // Fresh planner statistics after a bulk load: PostgreSQL's autovacuum would get there later,
  // PGlite never does, and without them a year of daily statistics is sorted on disk.
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}
