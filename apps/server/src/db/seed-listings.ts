import type { Language, PropertyType, TransactionType } from '@app/contract';
import { ORDER_PACKAGES, PROPERTY_TYPES, USER_STATUS_ACTIVE } from '@app/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { invoiceNumber } from '../modules/orders/invoices.repository';
import { structuredCommunication } from '../modules/orders/structured-communication';
import { addDays, brusselsToday, DAY_MS } from '../modules/properties/brussels-today';
import type { Database } from './client';
import { cities, proProfiles, users } from './schema';
import type { ListingTexts, OrderType } from './schema-listings';
import { invoices, listings, orders, projectModels, projects } from './schema-listings';
import type { Random } from './seed-random';
import { between, pick, prng, weighted } from './seed-random';

/**
 * Issue 4 demo data: the listings of the whole portal, the demo agency's projects, drafts, orders,
 * invoices and a year of daily statistics. Deterministic (one seeded PRNG, fixed order); only the
 * dates move with the day the seed runs. Called by seedDemo inside its transaction.
 */

const PRNG_SEED = 20_260_421;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

// ---------------------------------------------------------------------------------------------
// Owners

interface OtherAgency {
  email: string;
  companyName: string;
  firstName: string;
  lastName: string;
  language: Language;
  zipRange: readonly [number, number];
  referencePrefix: string;
  listingCount: number;
}

/** Five other agencies around Belgium: their listings make the portal's market, not the demo's. */
export const OTHER_AGENCIES: readonly OtherAgency[] = [
  {
    email: 'info@desmetvastgoed.be',
    companyName: 'De Smet Vastgoed',
    firstName: 'Karel',
    lastName: 'De Smet',
    language: 'nl',
    zipRange: [2000, 2999],
    referencePrefix: 'DSV',
    listingCount: 55,
  },
  {
    email: 'kantoor@immovandenberghe.be',
    companyName: 'Immo Vandenberghe',
    firstName: 'Annelies',
    lastName: 'Vandenberghe',
    language: 'nl',
    zipRange: [8000, 8999],
    referencePrefix: 'IVB',
    listingCount: 42,
  },
  {
    email: 'contact@agencelambert.be',
    companyName: 'Agence Immobilière Lambert',
    firstName: 'Claire',
    lastName: 'Lambert',
    language: 'fr',
    zipRange: [4000, 4999],
    referencePrefix: 'AL',
    listingCount: 48,
  },
  {
    email: 'info@immobiliere-mosane.be',
    companyName: 'Immobilière Mosane',
    firstName: 'Olivier',
    lastName: 'Dubois',
    language: 'fr',
    zipRange: [5000, 5999],
    referencePrefix: 'IM',
    listingCount: 33,
  },
  {
    email: 'info@peeterspartners.be',
    companyName: 'Peeters & Partners Immobiliën',
    firstName: 'Tom',
    lastName: 'Peeters',
    language: 'nl',
    zipRange: [3000, 3999],
    referencePrefix: 'PP',
    listingCount: 60,
  },
];

// ---------------------------------------------------------------------------------------------
// Addresses

const FLEMISH_STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Dorpstraat',
  'Molenstraat',
  'Nieuwstraat',
  'Schoolstraat',
  'Kapelstraat',
  'Beekstraat',
  'Veldstraat',
  'Hoogstraat',
  'Kouter',
  'Lindenlaan',
  'Grote Markt',
  'Sint-Jansstraat',
  'Brugsesteenweg',
] as const;
const FRENCH_STREETS = [
  'Rue de la Station',
  "Rue de l'Église",
  'Grand-Place',
  'Rue du Moulin',
  'Rue Haute',
  'Rue de la Gare',
  'Place communale',
  'Chaussée de Bruxelles',
  'Rue des Écoles',
  'Avenue des Tilleuls',
  'Rue Neuve',
  'Rue du Centre',
] as const;

interface CityRow {
  id: number;
  zip: string;
  name: string;
}

/** Wallonia (1300-1499 and 4000-7999) gets French street names, Brussels both, Flanders Dutch. */
function streetFor(random: Random, zip: string): string {
  const code = Number(zip);
  const french = (code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999);
  const brussels = code >= 1000 && code <= 1299;
  if (french) return pick(random, FRENCH_STREETS);
  if (brussels) return pick(random, random() < 0.5 ? FRENCH_STREETS : FLEMISH_STREETS);
  return pick(random, FLEMISH_STREETS);
}

// ---------------------------------------------------------------------------------------------
// Property figures per type and transaction

interface TypeProfile {
  sale: readonly [number, number] | null;
  rent: readonly [number, number] | null;
  surface: readonly [number, number] | null;
  bedrooms: readonly [number, number] | null;
}

/** Euro (sale) and euro a month (rent, share); livable m². Land has no livable surface. */
const TYPE_PROFILES: Record<PropertyType, TypeProfile> = {
  house: { sale: [245_000, 750_000], rent: [950, 2_300], surface: [110, 260], bedrooms: [2, 5] },
  'new-construction-house': {
    sale: [340_000, 950_000],
    rent: [1_300, 2_500],
    surface: [130, 240],
    bedrooms: [3, 4],
  },
  appartment: { sale: [150_000, 520_000], rent: [650, 1_450], surface: [55, 140], bedrooms: [1, 3] },
  'new-construction-appartment': {
    sale: [215_000, 650_000],
    rent: [800, 1_700],
    surface: [60, 130],
    bedrooms: [1, 3],
  },
  land: { sale: [60_000, 420_000], rent: null, surface: null, bedrooms: null },
  entreprise: { sale: [320_000, 950_000], rent: [1_500, 2_500], surface: [180, 900], bedrooms: null },
  commercial: { sale: [165_000, 720_000], rent: [850, 2_500], surface: [60, 400], bedrooms: null },
  vacation: { sale: [150_000, 460_000], rent: [650, 1_400], surface: [40, 120], bedrooms: [1, 3] },
  garage: { sale: [15_000, 45_000], rent: [75, 150], surface: null, bedrooms: null },
  studentHouse: { sale: [190_000, 480_000], rent: [380, 650], surface: [14, 30], bedrooms: [1, 1] },
  investmentProperty: {
    sale: [300_000, 950_000],
    rent: null,
    surface: [150, 600],
    bedrooms: [3, 8],
  },
  other: { sale: [75_000, 300_000], rent: [650, 1_200], surface: [40, 200], bedrooms: null },
};

const TYPE_WEIGHTS: ReadonlyArray<readonly [PropertyType, number]> = [
  ['house', 30],
  ['appartment', 30],
  ['new-construction-appartment', 6],
  ['new-construction-house', 4],
  ['land', 7],
  ['garage', 5],
  ['commercial', 5],
  ['entreprise', 2],
  ['vacation', 3],
  ['studentHouse', 3],
  ['investmentProperty', 3],
  ['other', 2],
];

/** Transactions a type can have: land and investment properties are not rented. */
function transactionFor(random: Random, type: PropertyType, publicSaleShare: number): TransactionType {
  const profile = TYPE_PROFILES[type];
  if (random() < publicSaleShare && profile.sale) return 'publicSale';
  if (!profile.rent) return 'sale';
  if ((type === 'house' || type === 'appartment' || type === 'studentHouse') && random() < 0.06)
    return 'share';
  return random() < 0.62 ? 'sale' : 'rent';
}

function priceFor(random: Random, type: PropertyType, transaction: TransactionType): number | null {
  const profile = TYPE_PROFILES[type];
  // About one listing in thirty: "price on request".
  if (random() < 0.035) return null;
  if (transaction === 'share') return roundTo(between(random, 420, 780), 10);
  const range = transaction === 'rent' ? profile.rent : profile.sale;
  if (!range) return null;
  const [min, max] = range;
  // Skewed towards the lower half, as markets are.
  const value = min + (max - min) * random() ** 1.6;
  if (transaction === 'rent') return roundTo(value, max <= 200 ? 5 : 25);
  const step = value < 60_000 ? 500 : 5_000;
  const price = roundTo(value, step);
  // Public sales show the starting price, often a round figure.
  return transaction === 'publicSale' ? roundTo(price, 10_000) || step : price;
}

// ---------------------------------------------------------------------------------------------
// Descriptions

const TYPE_WORDS: Record<PropertyType, ListingTexts> = {
  house: { nl: 'woning', fr: 'maison', en: 'house' },
  'new-construction-house': { nl: 'nieuwbouwwoning', fr: 'maison neuve', en: 'new-build house' },
  appartment: { nl: 'appartement', fr: 'appartement', en: 'apartment' },
  'new-construction-appartment': {
    nl: 'nieuwbouwappartement',
    fr: 'appartement neuf',
    en: 'new-build apartment',
  },
  land: { nl: 'bouwgrond', fr: 'terrain à bâtir', en: 'building plot' },
  entreprise: { nl: 'bedrijfsgebouw', fr: 'bâtiment industriel', en: 'business premises' },
  commercial: { nl: 'handelspand', fr: 'surface commerciale', en: 'commercial property' },
  vacation: { nl: 'vakantiewoning', fr: 'maison de vacances', en: 'holiday home' },
  garage: { nl: 'garage', fr: 'garage', en: 'garage' },
  studentHouse: { nl: 'studentenkamer', fr: 'kot étudiant', en: 'student room' },
  investmentProperty: { nl: 'opbrengsteigendom', fr: 'immeuble de rapport', en: 'investment property' },
  other: { nl: 'eigendom', fr: 'bien', en: 'property' },
};
const TRANSACTION_WORDS: Record<TransactionType, ListingTexts> = {
  sale: { nl: 'te koop', fr: 'à vendre', en: 'for sale' },
  rent: { nl: 'te huur', fr: 'à louer', en: 'for rent' },
  publicSale: { nl: 'openbare verkoop', fr: 'vente publique', en: 'public sale' },
  share: { nl: 'gedeeld wonen', fr: 'colocation', en: 'shared living' },
};
const EXTRAS: readonly ListingTexts[] = [
  {
    nl: 'Rustig gelegen, dicht bij scholen, winkels en openbaar vervoer.',
    fr: 'Situé au calme, à proximité des écoles, des commerces et des transports en commun.',
    en: 'Quietly located, close to schools, shops and public transport.',
  },
  {
    nl: 'Zuidgerichte tuin met ruim terras.',
    fr: 'Jardin orienté sud avec grande terrasse.',
    en: 'South-facing garden with a large terrace.',
  },
  {
    nl: 'Instapklaar, recent gerenoveerd, EPC-label B.',
    fr: 'Prêt à emménager, récemment rénové, PEB B.',
    en: 'Ready to move in, recently renovated, EPC label B.',
  },
  {
    nl: 'Vlot bereikbaar via de snelweg, met eigen parkeerplaats.',
    fr: "Accès rapide à l'autoroute, avec emplacement de parking privé.",
    en: 'Easy motorway access, with a private parking space.',
  },
  {
    nl: 'Lichtrijke leefruimte met open keuken.',
    fr: 'Séjour lumineux avec cuisine ouverte.',
    en: 'Bright living area with an open kitchen.',
  },
  {
    nl: 'Bezoek enkel na afspraak.',
    fr: 'Visites uniquement sur rendez-vous.',
    en: 'Viewings by appointment only.',
  },
];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function descriptionFor(
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

// ---------------------------------------------------------------------------------------------
// Listings

type ListingRow = typeof listings.$inferInsert;

interface Plan {
  userId: number;
  statusId: number;
  type: PropertyType;
  transaction: TransactionType;
  city: CityRow;
  yourReference: string | null;
  softwareReference: string | null;
  createdDaysAgo: number;
  projectId?: number;
  modelId?: number;
  price?: number | null;
  surface?: number | null;
  bedrooms?: number | null;
  street?: string;
}

const STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 66],
  [2, 9],
  [6, 10],
  [7, 5],
  [3, 4],
  [4, 3],
  [5, 3],
];

class Builder {
  readonly vlancodes = new Set<string>();
  readonly rows: ListingRow[] = [];

  constructor(
    private readonly random: Random,
    private readonly today: string,
    private readonly now: Date,
  ) {}

  vlancode(): string {
    const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
    for (;;) {
      const code =
        Array.from({ length: 3 }, () => pick(this.random, [...letters])).join('') +
        String(between(this.random, 0, 9_999)).padStart(4, '0');
      if (!this.vlancodes.has(code)) {
        this.vlancodes.add(code);
        return code;
      }
    }
  }

  /** Dates that fit the status: drafts and pending listings were never online. */
  private dates(statusId: number, createdDaysAgo: number) {
    const random = this.random;
    const created = addDays(this.today, -createdDaysAgo);
    if (statusId === 3 || statusId === 4) return { onlineDate: null, offlineDate: null };
    const onlineDate = addDays(created, Math.min(between(random, 0, 6), createdDaysAgo));
    let offlineDate = addDays(onlineDate, 365);
    if (statusId === 1 || statusId === 7) {
      // Prolonged when the first year ran out.
      if (offlineDate <= this.today) offlineDate = addDays(this.today, between(random, 20, 240));
    } else if (statusId === 6) {
      offlineDate = addDays(this.today, between(random, 3, 30));
    } else {
      // Not published or deleted: offline since a while.
      const since = Math.min(between(random, 1, 90), createdDaysAgo);
      offlineDate = addDays(this.today, -since);
      if (offlineDate < onlineDate) offlineDate = onlineDate;
    }
    return { onlineDate, offlineDate };
  }

  add(plan: Plan): void {
    const random = this.random;
    const profile = TYPE_PROFILES[plan.type];
    const surface =
      plan.surface !== undefined
        ? plan.surface
        : profile.surface
          ? between(random, profile.surface[0], profile.surface[1])
          : null;
    const bedrooms =
      plan.bedrooms !== undefined
        ? plan.bedrooms
        : profile.bedrooms
          ? between(random, profile.bedrooms[0], profile.bedrooms[1])
          : null;
    const price = plan.price !== undefined ? plan.price : priceFor(random, plan.type, plan.transaction);
    const hasBox =
      plan.type === 'appartment' ||
      plan.type === 'new-construction-appartment' ||
      plan.type === 'studentHouse';
    const vlancode = this.vlancode();
    const draft = plan.statusId === 3;
    const createdAt = new Date(
      this.now.getTime() - plan.createdDaysAgo * DAY_MS - between(random, 0, 10 * 3600) * 1000,
    );
    this.rows.push({
      vlancode,
      userId: plan.userId,
      statusId: plan.statusId,
      transactionType: plan.transaction,
      propertyType: plan.type,
      yourReference: plan.yourReference,
      softwareReference: plan.softwareReference,
      priceCents: price === null ? null : price * 100,
      street: plan.street ?? streetFor(random, plan.city.zip),
      houseNumber: String(between(random, 1, 180)) + (random() < 0.06 ? 'A' : ''),
      box: hasBox ? pick(random, ['1', '2', '3', '0.1', '1.2', '2.1', 'B3', '11']) : null,
      zip: plan.city.zip,
      city: plan.city.name,
      cityId: plan.city.id,
      livableSurface: surface,
      bedrooms,
      url: draft ? null : `https://www.example.be/nl/zoekertje/${vlancode}`,
      description: descriptionFor(random, plan.type, plan.transaction, plan.city.name, bedrooms, surface),
      projectId: plan.projectId ?? null,
      modelId: plan.modelId ?? null,
      ...this.dates(plan.statusId, plan.createdDaysAgo),
      rating: draft ? null : random() < 0.12 ? null : weighted(random, RATING_WEIGHTS),
      photoCount: random() < 0.07 ? 0 : between(random, 4, 32),
      createdAt,
      updatedAt: new Date(
        Math.max(createdAt.getTime(), this.now.getTime() - between(random, 0, 30) * DAY_MS),
      ),
    });
  }
}

const RATING_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 2],
  [2, 5],
  [3, 12],
  [4, 14],
  [5, 6],
];

// ---------------------------------------------------------------------------------------------
// Projects of the demo agency

interface DemoProject {
  name: string;
  reference: string;
  statusId: number;
  zip: string;
  city: string;
  street: string;
  houseNumber: string;
  description: ListingTexts;
  models: Array<{
    name: string;
    type: PropertyType;
    bedrooms: number;
    surface: [number, number];
    price: [number, number];
    units: number;
  }>;
}

const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Residentie Leiezicht',
    reference: 'PRJ-LEIE',
    statusId: 1,
    zip: '9000',
    city: 'Gent',
    street: 'Coupure Links',
    houseNumber: '210',
    description: {
      nl: 'Nieuwbouwresidentie aan de Leie met 1- en 2-slaapkamerappartementen en een penthouse.',
      fr: 'Résidence neuve au bord de la Lys : appartements 1 et 2 chambres et un penthouse.',
      en: 'New residence on the Leie with one- and two-bedroom apartments and a penthouse.',
    },
    models: [
      {
        name: 'Appartement 1 slaapkamer',
        type: 'new-construction-appartment',
        bedrooms: 1,
        surface: [55, 68],
        price: [245_000, 289_000],
        units: 4,
      },
      {
        name: 'Appartement 2 slaapkamers',
        type: 'new-construction-appartment',
        bedrooms: 2,
        surface: [82, 98],
        price: [315_000, 369_000],
        units: 5,
      },
      {
        name: 'Penthouse',
        type: 'new-construction-appartment',
        bedrooms: 3,
        surface: [125, 140],
        price: [545_000, 620_000],
        units: 1,
      },
    ],
  },
  {
    name: 'Hof ter Beke',
    reference: 'PRJ-BEKE',
    statusId: 1,
    zip: '9070',
    city: 'Destelbergen',
    street: 'Dendermondesteenweg',
    houseNumber: '402',
    description: {
      nl: 'Zeven energiezuinige nieuwbouwwoningen in een groene verkaveling.',
      fr: 'Sept maisons neuves basse énergie dans un lotissement verdoyant.',
      en: 'Seven energy-efficient new-build houses in a green development.',
    },
    models: [
      {
        name: 'Halfopen bebouwing',
        type: 'new-construction-house',
        bedrooms: 3,
        surface: [150, 165],
        price: [389_000, 425_000],
        units: 3,
      },
      {
        name: 'Gesloten bebouwing',
        type: 'new-construction-house',
        bedrooms: 3,
        surface: [135, 142],
        price: [339_000, 355_000],
        units: 4,
      },
    ],
  },
  {
    name: 'Residentie Het Zand',
    reference: 'PRJ-ZAND',
    statusId: 1,
    zip: '8000',
    city: 'Brugge',
    street: 'Smedenstraat',
    houseNumber: '18',
    description: {
      nl: 'Kleinschalig project op wandelafstand van het station van Brugge.',
      fr: 'Projet à taille humaine à deux pas de la gare de Bruges.',
      en: 'A small development within walking distance of Bruges station.',
    },
    models: [
      {
        name: 'Studio',
        type: 'new-construction-appartment',
        bedrooms: 1,
        surface: [38, 45],
        price: [215_000, 238_000],
        units: 3,
      },
      {
        name: 'Duplex 2 slaapkamers',
        type: 'new-construction-appartment',
        bedrooms: 2,
        surface: [95, 110],
        price: [395_000, 435_000],
        units: 2,
      },
    ],
  },
  {
    name: 'Villapark Drongen',
    reference: 'PRJ-DRONGEN',
    statusId: 3,
    zip: '9031',
    city: 'Drongen',
    street: 'Vossenhol',
    houseNumber: '5',
    description: {
      nl: 'In voorbereiding: vier villa’s aan de rand van het Drongengoed.',
      fr: 'En préparation : quatre villas en lisière du Drongengoed.',
      en: 'In preparation: four villas on the edge of the Drongengoed.',
    },
    models: [
      {
        name: 'Villa',
        type: 'new-construction-house',
        bedrooms: 4,
        surface: [210, 240],
        price: [795_000, 895_000],
        units: 4,
      },
    ],
  },
  {
    name: 'Residentie Latemhof',
    reference: 'PRJ-LATEM',
    statusId: 3,
    zip: '9830',
    city: 'Sint-Martens-Latem',
    street: 'Dorp',
    houseNumber: '12',
    description: { nl: 'Concept: twaalf assistentiewoningen.', fr: null, en: null },
    models: [],
  },
];

// ---------------------------------------------------------------------------------------------

export interface ListingSeedCounts {
  listings: number;
  projects: number;
  models: number;
  stats: number;
  orders: number;
  invoices: number;
  users: number;
}

export async function seedListings(db: Database, now = new Date()): Promise<ListingSeedCounts> {
  const random = prng(PRNG_SEED);
  const today = brusselsToday(now);
  const builder = new Builder(random, today, now);

  // Other agencies: active professional users; they may log in with the demo password.
  const [agencyHash] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(sql`${users.email} = 'agency@example.be'`);
  const others = await db
    .insert(users)
    .values(
      OTHER_AGENCIES.map((agency) => ({
        email: agency.email,
        passwordHash: agencyHash?.hash ?? null,
        status: USER_STATUS_ACTIVE,
        isPro: true,
        companyName: agency.companyName,
        firstName: agency.firstName,
        lastName: agency.lastName,
        customerType: 'agency' as const,
        language: agency.language,
        emailConfirmedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });

  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'agency@example.be',
        'software@example.be',
        'notary@example.be',
        'private@example.be',
      ]),
    );
  const idOf = (email: string) => {
    const id = [...owners, ...others].find((owner) => owner.email === email)?.id;
    if (id === undefined) throw new Error(`seed-listings: no user ${email}`);
    return id;
  };

  const allCities = await db
    .select({ id: cities.id, zip: cities.zip, name: cities.name })
    .from(cities)
    .orderBy(asc(cities.id));
  const citiesIn = (min: number, max: number) =>
    allCities.filter((city) => Number(city.zip) >= min && Number(city.zip) <= max);
  const cityAt = (zip: string, name: string) => {
    const city = allCities.find((row) => row.zip === zip && row.name === name);
    if (!city) throw new Error(`seed-listings: no locality ${zip} ${name}`);
    return city;
  };

  // --- The demo agency (Gent): 160 listings over every type, transaction and status.
  const agencyId = idOf('agency@example.be');
  const agencyCities = [...citiesIn(9000, 9999), ...citiesIn(8000, 8999).slice(0, 40)];
  const gent = cityAt('9000', 'Gent');
  let agencySeq = 100;
  const agencyReference = (daysAgo: number) =>
    `ID-${addDays(today, -daysAgo).slice(0, 4)}-${String(++agencySeq).padStart(4, '0')}`;
  const EVERY_STATUS = [1, 2, 3, 4, 5, 6, 7];
  for (let index = 0; index < 160; index += 1) {
    // The first rows guarantee every type, transaction and status; the rest follow the weights.
    const type = index < PROPERTY_TYPES.length ? PROPERTY_TYPES[index]! : weighted(random, TYPE_WEIGHTS);
    let transaction = transactionFor(random, type, 0.04);
    if (index === 0) transaction = 'rent';
    if (index === 1) transaction = 'share';
    if (index === 2) transaction = 'publicSale';
    if (index === 3) transaction = 'sale';
    const statusId = index < EVERY_STATUS.length ? EVERY_STATUS[index]! : weighted(random, STATUS_WEIGHTS);
    const createdDaysAgo =
      statusId === 3 || statusId === 4 ? between(random, 1, 45) : between(random, 5, 720);
    builder.add({
      userId: agencyId,
      statusId,
      type,
      transaction,
      city: random() < 0.35 ? gent : pick(random, agencyCities),
      yourReference: agencyReference(createdDaysAgo),
      softwareReference: null,
      createdDaysAgo,
    });
  }

  // --- The agency's projects, their models and units.
  let projectCount = 0;
  let modelCount = 0;
  for (const project of DEMO_PROJECTS) {
    const city = cityAt(project.zip, project.city);
    const createdDaysAgo = project.statusId === 3 ? between(random, 2, 30) : between(random, 120, 300);
    const onlineDate = project.statusId === 3 ? null : addDays(today, -createdDaysAgo + 3);
    const [projectRow] = await db
      .insert(projects)
      .values({
        userId: agencyId,
        name: project.name,
        vlancode: builder.vlancode(),
        reference: project.reference,
        statusId: project.statusId,
        street: project.street,
        houseNumber: project.houseNumber,
        zip: city.zip,
        city: city.name,
        cityId: city.id,
        description: project.description,
        onlineDate,
        offlineDate: onlineDate === null ? null : addDays(today, between(random, 200, 400)),
        createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
      })
      .returning({ id: projects.id });
    projectCount += 1;
    for (const [modelIndex, model] of project.models.entries()) {
      const [modelRow] = await db
        .insert(projectModels)
        .values({
          projectId: projectRow!.id,
          name: model.name,
          propertyType: model.type,
          bedrooms: model.bedrooms,
          surfaceMin: model.surface[0],
          surfaceMax: model.surface[1],
          priceMinCents: model.price[0] * 100,
          priceMaxCents: model.price[1] * 100,
          unitCount: model.units,
        })
        .returning({ id: projectModels.id });
      modelCount += 1;
      // A project draft has models but no units online yet.
      if (project.statusId === 3) continue;
      for (let unit = 0; unit < model.units; unit += 1) {
        const statusId = weighted(random, [
          [1, 70],
          [6, 20],
          [7, 10],
        ]);
        builder.add({
          userId: agencyId,
          statusId,
          type: model.type,
          transaction: 'sale',
          city,
          street: project.street,
          yourReference: `${project.reference}-${String.fromCharCode(65 + modelIndex)}${unit + 1}`,
          softwareReference: null,
          createdDaysAgo: createdDaysAgo - 2,
          projectId: projectRow!.id,
          modelId: modelRow!.id,
          price: roundTo(between(random, model.price[0], model.price[1]), 1_000),
          surface: between(random, model.surface[0], model.surface[1]),
          bedrooms: model.bedrooms,
        });
      }
    }
  }

  // --- The professional with software (Whise, Brussels and Brabant): 40 listings it manages.
  const softwareId = idOf('software@example.be');
  const brussels = citiesIn(1000, 1999);
  for (let index = 0; index < 40; index += 1) {
    const type = weighted(random, TYPE_WEIGHTS);
    const createdDaysAgo = between(random, 5, 500);
    builder.add({
      userId: softwareId,
      statusId: weighted(
        random,
        STATUS_WEIGHTS.filter(([id]) => id !== 3),
      ),
      type,
      transaction: transactionFor(random, type, 0),
      city: pick(random, brussels),
      yourReference: `ISP-${String(2_400 + index * 7)}`,
      softwareReference: `WH-${String(5_100_000 + between(random, 0, 899_999))}`,
      createdDaysAgo,
    });
  }

  // --- The notary (Antwerp): 20 listings, public sales mostly.
  const notaryId = idOf('notary@example.be');
  const antwerp = citiesIn(2000, 2999);
  for (let index = 0; index < 20; index += 1) {
    const type = weighted(
      random,
      TYPE_WEIGHTS.filter(([candidate]) => !candidate.startsWith('new-construction')),
    );
    const createdDaysAgo = between(random, 5, 400);
    builder.add({
      userId: notaryId,
      statusId: weighted(random, STATUS_WEIGHTS),
      type,
      transaction: index < 15 ? 'publicSale' : 'sale',
      city: pick(random, antwerp),
      yourReference: `NOT-${addDays(today, -createdDaysAgo).slice(0, 4)}-${String(31 + index).padStart(3, '0')}`,
      softwareReference: null,
      createdDaysAgo,
    });
  }

  // --- The private seller: three listings of their own.
  const privateId = idOf('private@example.be');
  const leuven = cityAt('3000', 'Leuven');
  const privatePlans: Array<[PropertyType, TransactionType, number]> = [
    ['house', 'sale', 1],
    ['appartment', 'rent', 1],
    ['garage', 'rent', 2],
  ];
  for (const [type, transaction, statusId] of privatePlans) {
    builder.add({
      userId: privateId,
      statusId,
      type,
      transaction,
      city: leuven,
      yourReference: null,
      softwareReference: null,
      createdDaysAgo: between(random, 20, 200),
    });
  }

  // --- Other agencies around Belgium.
  for (const agency of OTHER_AGENCIES) {
    const userId = idOf(agency.email);
    const region = citiesIn(agency.zipRange[0], agency.zipRange[1]);
    for (let index = 0; index < agency.listingCount; index += 1) {
      const type = weighted(random, TYPE_WEIGHTS);
      const createdDaysAgo = between(random, 3, 650);
      builder.add({
        userId,
        statusId: weighted(random, STATUS_WEIGHTS),
        type,
        transaction: transactionFor(random, type, 0.03),
        city: pick(random, region),
        yourReference: `${agency.referencePrefix}-${String(1_000 + index * 3 + between(random, 0, 2))}`,
        softwareReference: null,
        createdDaysAgo,
      });
    }
  }

  // Insert in batches; ids come back in insertion order.
  const inserted: Array<{ id: number; row: ListingRow }> = [];
  const BATCH = 200;
  for (let start = 0; start < builder.rows.length; start += BATCH) {
    const batch = builder.rows.slice(start, start + BATCH);
    const ids = await db.insert(listings).values(batch).returning({ id: listings.id });
    ids.forEach((id, offset) => inserted.push({ id: id.id, row: batch[offset]! }));
  }

  const stats = await seedDailyStats(db, random, today, inserted);
  const orderCounts = await seedOrders(db, random, now, today, inserted, agencyId);

  return {
    listings: inserted.length,
    projects: projectCount,
    models: modelCount,
    stats,
    ...orderCounts,
    users: others.length,
  };
}

/** Listings shown in my-properties (published, not published, sold/rented, option) have history. */
const STATUSES_WITH_HISTORY = [1, 2, 6, 7];
const HISTORY_DAYS = 365;

/**
 * A year of daily statistics, computed by the database in one statement: weekly seasonality
 * (weekends higher), decaying after the online date, with deterministic noise from the listing id
 * and the day (no random() in SQL).
 */
async function seedDailyStats(
  db: Database,
  random: Random,
  today: string,
  inserted: ReadonlyArray<{ id: number; row: ListingRow }>,
): Promise<number> {
  const firstDay = addDays(today, -HISTORY_DAYS);
  const lastDay = addDays(today, -1);
  const plans = inserted.flatMap(({ id, row }) => {
    if (!STATUSES_WITH_HISTORY.includes(row.statusId) || !row.onlineDate) return [];
    const from = row.onlineDate > firstDay ? row.onlineDate : firstDay;
    const until = row.offlineDate && row.offlineDate < lastDay ? row.offlineDate : lastDay;
    if (from > until) return [];
    // Appearances a day at launch: most listings modest, a few very popular.
    const popularity = Math.round(30 + 220 * random() ** 2);
    return [{ id, popularity, from, until, online: row.onlineDate }];
  });
  if (plans.length === 0) return 0;
  const values = sql.join(
    plans.map(
      (plan) =>
        sql`(${plan.id}::int, ${plan.popularity}::int, ${plan.from}::date, ${plan.until}::date, ${plan.online}::date)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with p(listing_id, popularity, first_day, last_day, online_date) as (values ${values}),
    g as (
      select p.listing_id, p.popularity::float8 as popularity, (d::date - p.online_date)::float8 as age,
             d::date as day, extract(isodow from d)::int as dow,
             ((p.listing_id * 7919 + (d::date - date '2000-01-01') * 104729 + 13) % 1000003)::bigint as x
      from p cross join lateral generate_series(p.first_day::timestamp, p.last_day::timestamp, interval '1 day') as d
    ),
    c as (
      select listing_id, day,
             ((x * 31 + 7) * x % 1000003)::float8 / 1000003 as u2,
             ((x * 57 + 3) * x % 1000003)::float8 / 1000003 as u3,
             ((x * 89 + 1) * x % 1000003)::float8 / 1000003 as u4,
             round(popularity * (0.3::float8 + 0.7::float8 * exp(-age / 80))
                   * (case when dow >= 6 then 1.45::float8 when dow = 1 then 1.1::float8 else 1 end)
                   * (0.6::float8 + 0.8::float8 * ((x * x % 1000003)::float8 / 1000003)))::int as appearances
      from g
    ),
    v as (
      select listing_id, day, u3, u4, appearances,
             round(appearances * (0.04::float8 + 0.06::float8 * u2))::int as views
      from c
    )
    insert into listing_daily_stats (listing_id, day, search_appearances, detail_views, mails, phone_requests)
    select listing_id, day, appearances, views,
           floor(views * 0.05::float8 * u3 + u3 * 0.75::float8)::int,
           floor(views * 0.025::float8 * u4 + u4 * 0.55::float8)::int
    from v
  `);
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}

/** [package code, amount in cents] of each package of an order type, in the contract's order. */
const packagesOf = (packages: Record<string, { price: number }>) =>
  Object.entries(packages).map(([code, { price }]) => [code, Math.round(price * 100)] as const);
const PUBLICATION_PACKAGES = packagesOf(ORDER_PACKAGES.publication);
const UPSELL_PACKAGES = packagesOf(ORDER_PACKAGES.upsell);
const PROLONGATION_6M = 'prolong-6m' satisfies keyof typeof ORDER_PACKAGES.prolongation;

/** Orders for about a third of the listings that went online; a few invoices for the demo agency. */
async function seedOrders(
  db: Database,
  random: Random,
  now: Date,
  today: string,
  inserted: ReadonlyArray<{ id: number; row: ListingRow }>,
  agencyId: number,
): Promise<{ orders: number; invoices: number }> {
  let communication = 4_260_000_000;
  let sequence = 0;
  const rows: Array<typeof orders.$inferInsert> = [];
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:15:00Z`);
  for (const { id, row } of inserted) {
    if (!row.onlineDate || random() >= 0.34) continue;
    const order = (type: OrderType, pkg: string, amountCents: number, day: string) => {
      communication += between(random, 1, 977);
      sequence += 1;
      const createdAt = at(day, between(random, 8, 17));
      const unpaid = day > addDays(today, -10) && random() < 0.5;
      rows.push({
        listingId: id,
        userId: row.userId,
        type,
        package: pkg,
        amountCents,
        createdAt: createdAt > now ? now : createdAt,
        paidAt: unpaid
          ? null
          : new Date(Math.min(createdAt.getTime() + between(random, 1, 9) * DAY_MS, now.getTime())),
        structuredCommunication: structuredCommunication(communication),
        reference: `ORD-${day.slice(0, 4)}-${String(sequence).padStart(5, '0')}`,
      });
    };
    const publicationDay = row.onlineDate > today ? today : row.onlineDate;
    const [pkg, amount] = pick(random, PUBLICATION_PACKAGES);
    order('publication', pkg, amount, publicationDay);
    if (random() < 0.3) {
      const [upsell, upsellAmount] = pick(random, UPSELL_PACKAGES);
      const day = addDays(publicationDay, between(random, 3, 40));
      order('upsell', upsell, upsellAmount, day > today ? today : day);
    }
    if (row.onlineDate < addDays(today, -300) && random() < 0.6) {
      order(
        'prolongation',
        PROLONGATION_6M,
        ORDER_PACKAGES.prolongation[PROLONGATION_6M].price * 100,
        addDays(row.onlineDate, 360) > today ? today : addDays(row.onlineDate, 360),
      );
    }
  }
  const orderIds: Array<
    Pick<
      typeof orders.$inferSelect,
      | 'id'
      | 'userId'
      | 'paidAt'
      | 'createdAt'
      | 'listingId'
      | 'reference'
      | 'type'
      | 'package'
      | 'amountCents'
      | 'structuredCommunication'
    >
  > = [];
  for (let start = 0; start < rows.length; start += 300) {
    orderIds.push(
      ...(await db
        .insert(orders)
        .values(rows.slice(start, start + 300))
        .returning({
          id: orders.id,
          userId: orders.userId,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
          listingId: orders.listingId,
          reference: orders.reference,
          type: orders.type,
          package: orders.package,
          amountCents: orders.amountCents,
          structuredCommunication: orders.structuredCommunication,
        })),
    );
  }

  // Invoices: the demo agency asked for a few, with its VAT number and address.
  const [profile] = await db
    .select({ vatNumber: proProfiles.vatNumber })
    .from(proProfiles)
    .where(sql`${proProfiles.userId} = ${agencyId}`);
  const [agency] = await db
    .select({
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      street: users.street,
      houseNumber: users.houseNumber,
      box: users.box,
      zip: users.postcode,
      city: users.city,
    })
    .from(users)
    .where(sql`${users.id} = ${agencyId}`);
  const vlancodes = new Map(inserted.map(({ id, row }) => [id, row.vlancode]));
  // Invoiced when paid, numbered like the live ones: consecutive per Belgian year, in date order.
  const invoiced = orderIds
    .filter((order) => order.userId === agencyId && order.paidAt !== null)
    .slice(0, 8)
    .sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime() || a.id - b.id);
  const sequences = new Map<number, number>();
  const numberOf = (paidAt: Date) => {
    const year = Number(brusselsToday(paidAt).slice(0, 4));
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    return invoiceNumber(year, sequence);
  };
  if (invoiced.length > 0 && agency) {
    await db.insert(invoices).values(
      invoiced.map((order) => ({
        orderId: order.id,
        orderReference: order.reference,
        orderType: order.type,
        package: order.package,
        amountCents: order.amountCents,
        structuredCommunication: order.structuredCommunication,
        vlancode: vlancodes.get(order.listingId!)!,
        vatNumber: profile?.vatNumber ?? null,
        noVat: !profile?.vatNumber,
        companyName: agency.companyName,
        name: [agency.firstName, agency.lastName].filter(Boolean).join(' ') || 'Immo Demo',
        street: agency.street,
        houseNumber: agency.houseNumber,
        box: agency.box,
        zip: agency.zip,
        city: agency.city,
        createdAt: order.paidAt!,
        number: numberOf(order.paidAt!),
      })),
    );
  }
  return { orders: orderIds.length, invoices: invoiced.length };
}
