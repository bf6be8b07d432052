import type {
  Language,
  PropertyType,
  SelectionMethod,
  SlotProductCode,
  TransactionType,
} from '@app/contract';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { addDays, brusselsToday } from '../modules/properties/brussels-today';
import type { Database } from './client';
import { seedFacebook } from './seed-facebook';
import { rowsOf } from './sql';
import { userProducts, users } from './schema';
import { contacts, listingProductSlots, listings } from './schema-listings';
import { OTHER_AGENCIES } from './seed-listings';
import type { Random } from './seed-random';
import { between, pick, prng, shuffled, weighted } from './seed-random';

/**
 * Demo activity on the seeded listings: Best Of / Colour slots in use, the contacts (leads) that
 * visitors sent and the Facebook figures (seed-facebook.ts). Deterministic (its own seeded PRNG, rows
 * read in id order); only the dates move with the day the seed runs. Called by seedDemo inside its transaction, after the listings.
 */

const PRNG_SEED = 20_260_522;
const MINUTE_MS = 60 * 1000;
/** Statuses that hold a slot: published and option (what the Sunday job may pick). */
const PUBLISHED_STATUS_IDS = [1, 7];
/** The AUTO Best Of job leaves some slots free (it found fewer listings than slots last Sunday). */
const BEST_OF_FILL = 0.8;

export interface ActivitySeedCounts {
  slots: number;
  contacts: number;
  facebookBoosts: number;
  facebookShareDays: number;
}

export async function seedActivity(db: Database, now = new Date()): Promise<ActivitySeedCounts> {
  const random = prng(PRNG_SEED);
  const today = brusselsToday(now);
  const slots = await seedSlots(db, random, today, now);
  const contactCount = await seedContacts(db, random, today);
  // SQL only, no draws from `random`: the slots and contacts above stay as they were.
  const facebook = await seedFacebook(db, now);
  return {
    slots,
    contacts: contactCount,
    facebookBoosts: facebook.boosts,
    facebookShareDays: facebook.shares,
  };
}

// ---------------------------------------------------------------------------------------------
// Best Of and Colour slots

/** The Sunday before today, when the AUTO job last ran (03:00 in Brussels is 01:00 or 02:00 UTC). */
function lastSunday(today: string): Date {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return new Date(`${addDays(today, -(weekday === 0 ? 7 : weekday))}T02:00:00Z`);
}

/**
 * Every Best Of / Colour product with slots (the demo agency's Gold pack, the notary's Starter pack)
 * gets published listings of its holder: about 80 % of the Best Of slots, every Colour slot.
 */
async function seedSlots(db: Database, random: Random, today: string, now: Date): Promise<number> {
  const products = await db
    .select({
      userId: userProducts.userId,
      code: userProducts.code,
      slots: userProducts.slots,
      selection: userProducts.selection,
      startDate: userProducts.startDate,
    })
    .from(userProducts)
    .where(and(inArray(userProducts.code, ['bestOf', 'color']), isNotNull(userProducts.slots)))
    .orderBy(asc(userProducts.userId), asc(userProducts.code));
  const holders = [...new Set(products.map((product) => product.userId))];
  if (holders.length === 0) return 0;
  const published = await db
    .select({ id: listings.id, userId: listings.userId })
    .from(listings)
    .where(and(inArray(listings.userId, holders), inArray(listings.statusId, PUBLISHED_STATUS_IDS)))
    .orderBy(asc(listings.id));

  const rows: Array<typeof listingProductSlots.$inferInsert> = [];
  const sunday = lastSunday(today);
  for (const product of products) {
    const code = product.code as SlotProductCode;
    const selection: SelectionMethod | null = product.selection;
    if (selection === null)
      throw new Error(`seed-activity: ${code} of user ${product.userId} has no selection`);
    const candidates = published.filter((listing) => listing.userId === product.userId);
    const wanted = Math.round(product.slots! * (code === 'bestOf' ? BEST_OF_FILL : 1));
    const started = Date.parse(`${product.startDate}T09:00:00Z`);
    for (const listing of shuffled(random, candidates).slice(0, wanted)) {
      // AUTO: picked by last Sunday's job; MANUAL: picked by the user since the product started.
      const selectedAt =
        selection === 'AUTO'
          ? sunday
          : new Date(Math.min(started + random() * (now.getTime() - started), now.getTime()));
      rows.push({ listingId: listing.id, product: code, userId: product.userId, selection, selectedAt });
    }
  }
  if (rows.length > 0) await db.insert(listingProductSlots).values(rows);
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// People who write to agencies

const FLEMISH_FIRST_NAMES = [
  'Lotte',
  'Emma',
  'Louise',
  'Marie',
  'Elise',
  'Hanne',
  'Sarah',
  'Lien',
  'Ine',
  'Katrien',
  'Annelies',
  'Griet',
  'Nele',
  'Jolien',
  'Wout',
  'Pieter',
  'Thomas',
  'Lucas',
  'Arne',
  'Bram',
  'Jens',
  'Koen',
  'Bart',
  'Dries',
  'Stijn',
  'Wim',
  'Jeroen',
  'Seppe',
  'Ruben',
  'Maarten',
  'Joris',
  'Liesbeth',
] as const;
const FLEMISH_LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Vermeulen',
  'Van den Broeck',
  'De Vos',
  'Hermans',
  'Lemmens',
  'Aerts',
  'Verhoeven',
  'Van Damme',
  'Declercq',
  'De Backer',
  'Verstraete',
  'Vandenberghe',
  'Martens',
  'Coppens',
  'Michiels',
  'Van de Velde',
  'Smets',
  'Hendrickx',
  'De Clercq',
  'Van Acker',
] as const;
const FRENCH_FIRST_NAMES = [
  'Camille',
  'Julie',
  'Manon',
  'Chloé',
  'Léa',
  'Sophie',
  'Isabelle',
  'Nathalie',
  'Aurélie',
  'Céline',
  'Amélie',
  'Maxime',
  'Julien',
  'Nicolas',
  'Olivier',
  'Antoine',
  'Guillaume',
  'François',
  'Thibault',
  'Arnaud',
  'Benoît',
  'Sébastien',
  'Quentin',
  'Mathieu',
] as const;
const FRENCH_LAST_NAMES = [
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Simon',
  'Laurent',
  'Leclercq',
  'Lejeune',
  'Renard',
  'Leroy',
  'Dumont',
  'Collignon',
  'Gérard',
  'Denis',
  'Charlier',
  'Henry',
  'Fontaine',
  'Lemaire',
  'Thiry',
  'Jacquet',
  'Delvaux',
  'Piron',
] as const;
const MAIL_DOMAINS = ['example.be', 'example.com', 'example.org', 'example.net'] as const;

interface Person {
  firstName: string | null;
  lastName: string;
  email: string;
  phone: string | null;
}

const mailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(between(random, 0, 9))).join('');

const MOBILE_PREFIXES = [
  '470',
  '472',
  '473',
  '475',
  '476',
  '477',
  '478',
  '479',
  '484',
  '485',
  '486',
  '488',
  '494',
  '495',
  '496',
  '497',
  '499',
] as const;
/** A Belgian mobile number without its prefix: "475 12 34 56". */
const mobileNumber = (random: Random) =>
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
function personFor(random: Random, lang: Language): Person {
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

// ---------------------------------------------------------------------------------------------
// What they write

interface ListingInfo {
  id: number;
  userId: number;
  vlancode: string;
  yourReference: string | null;
  propertyType: PropertyType;
  transactionType: TransactionType;
  city: string | null;
}

type Texts = Record<Language, string>;
const KIND_WORDS: Record<'house' | 'apartment' | 'other', Texts> = {
  house: { nl: 'de woning', fr: 'la maison', en: 'house' },
  apartment: { nl: 'het appartement', fr: "l'appartement", en: 'apartment' },
  other: { nl: 'het pand', fr: 'le bien', en: 'property' },
};
function kindOf(type: PropertyType): keyof typeof KIND_WORDS {
  if (type === 'house' || type === 'new-construction-house' || type === 'vacation') return 'house';
  if (type === 'appartment' || type === 'new-construction-appartment' || type === 'studentHouse')
    return 'apartment';
  return 'other';
}
const WEEKDAYS: Record<Language, readonly string[]> = {
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

interface Slots {
  what: string;
  city: string;
  ref: string;
  day: string;
}
type Template = (slots: Slots) => string;

/** Property enquiries as Belgian portals receive them; {what} is "the house", "l'appartement", … */
const SALE_TEMPLATES: Record<Language, readonly Template[]> = {
  nl: [
    (s) =>
      `Goedendag, ik ben geïnteresseerd in ${s.what} in ${s.city} (ref. ${s.ref}). Is een bezichtiging mogelijk deze week?`,
    (s) =>
      `Hallo, is ${s.what} in ${s.city} nog beschikbaar? Graag had ik meer informatie over het EPC-label en het kadastraal inkomen.`,
    (s) => `Beste, wij zouden graag een bezoek plannen voor ${s.ref}. Wij zijn vrij op ${s.day} na 17 uur.`,
    (s) => `Dag, is er nog ruimte voor onderhandeling over de vraagprijs van ${s.what} in ${s.city}?`,
    (s) => `Goedemiddag, kan u mij de plannen en het bodemattest van ${s.what} in ${s.city} bezorgen?`,
    (s) =>
      `Hallo, wij hebben ${s.what} in ${s.city} gezien en willen graag een bod uitbrengen. Wanneer kunnen we u bellen?`,
  ],
  fr: [
    (s) =>
      `Bonjour, je suis intéressé(e) par ${s.what} à ${s.city} (réf. ${s.ref}). Une visite serait-elle possible cette semaine ?`,
    (s) =>
      `Bonjour, le bien ${s.ref} à ${s.city} est-il toujours disponible ? Pourriez-vous m'envoyer le certificat PEB et le revenu cadastral ?`,
    (s) =>
      `Madame, Monsieur, nous souhaiterions organiser une visite du bien ${s.ref}. Nous sommes disponibles ${s.day} après 17 h.`,
    (s) => `Bonjour, le prix demandé pour ${s.what} à ${s.city} est-il négociable ?`,
    (s) => `Bonjour, pourriez-vous me faire parvenir les plans et l'attestation de sol du bien ${s.ref} ?`,
  ],
  en: [
    (s) =>
      `Hello, I am interested in the ${s.what} in ${s.city} (ref. ${s.ref}). Would a viewing be possible this week?`,
    (s) =>
      `Hi, is the ${s.what} in ${s.city} still available? Could you send me the EPC certificate and the floor plans?`,
    (s) =>
      `Good afternoon, we are moving to Belgium for work and would like to visit ${s.ref}. Would ${s.day} suit you?`,
    (s) => `Hello, is the asking price of the ${s.what} in ${s.city} open to offers?`,
  ],
};
const RENT_TEMPLATES: Record<Language, readonly Template[]> = {
  nl: [
    (s) => `Goedendag, is ${s.what} in ${s.city} nog te huur? Ik zou graag een bezoek plannen.`,
    (s) => `Hallo, vanaf wanneer is ${s.what} in ${s.city} beschikbaar? Zijn huisdieren toegelaten?`,
    (s) =>
      `Beste, wij zijn een koppel met vaste inkomens en zoeken een woning vanaf volgende maand. Kunnen we ${s.ref} komen bekijken op ${s.day}?`,
    (s) => `Dag, hoeveel bedragen de maandelijkse kosten bovenop de huurprijs voor ${s.ref}?`,
  ],
  fr: [
    (s) => `Bonjour, le bien ${s.ref} à ${s.city} est-il toujours à louer ? J'aimerais le visiter.`,
    (s) => `Bonjour, à partir de quand le bien ${s.ref} est-il disponible ? Les animaux sont-ils acceptés ?`,
    (s) =>
      `Bonjour, nous sommes un couple avec deux revenus fixes. Pourrions-nous visiter le bien ${s.ref} ${s.day} ?`,
    (s) => `Bonjour, à combien s'élèvent les charges mensuelles pour le bien ${s.ref} ?`,
  ],
  en: [
    (s) => `Hello, is the ${s.what} in ${s.city} still for rent? When could I move in, and are pets allowed?`,
    (s) => `Hi, I start a new job in ${s.city} next month. Could I visit ${s.ref} on ${s.day}?`,
    (s) => `Hello, what are the monthly charges on top of the rent for ${s.ref}?`,
  ],
};
const CLOSINGS: Record<Language, ReadonlyArray<(person: Person) => string>> = {
  nl: [
    (p) => `Met vriendelijke groeten,\n${[p.firstName, p.lastName].filter(Boolean).join(' ')}`,
    (p) => `Groeten,\n${p.firstName ?? p.lastName}`,
    () => 'Alvast bedankt!',
  ],
  fr: [
    (p) => `Cordialement,\n${[p.firstName, p.lastName].filter(Boolean).join(' ')}`,
    (p) => `Merci d'avance,\n${p.firstName ?? p.lastName}`,
    () => 'Bien à vous.',
  ],
  en: [
    (p) => `Kind regards,\n${[p.firstName, p.lastName].filter(Boolean).join(' ')}`,
    (p) => `Thanks,\n${p.firstName ?? p.lastName}`,
  ],
};
const FORGOT_PHONE: Texts = {
  nl: 'Excuses, ik vergat mijn telefoonnummer: ',
  fr: "Pardon, j'ai oublié mon numéro de téléphone : ",
  en: 'Sorry, I forgot to add my phone number: ',
};

function messageFor(random: Random, lang: Language, listing: ListingInfo, person: Person): string {
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

// ---------------------------------------------------------------------------------------------
// When they write: like the listing's detail views

interface ViewDay {
  listing_id: number;
  day: string;
  detail_views: number;
}

/** The days on which the owners' listings had detail views, in a fixed order. */
async function viewDaysOf(db: Database, ownerIds: number[], since: string | null): Promise<ViewDay[]> {
  const result = await db.execute(sql`
    select s.listing_id, s.day::text as day, s.detail_views
    from listing_daily_stats s
    join listings l on l.id = s.listing_id
    where l.user_id in (${sql.join(ownerIds, sql`, `)}) and s.detail_views > 0
      ${since === null ? sql`` : sql`and s.day >= ${since}::date`}
    order by s.listing_id, s.day
  `);
  return rowsOf<ViewDay>(result);
}

/** Picks (listing, day) with a chance proportional to that day's detail views. */
function viewSampler(days: readonly ViewDay[]): (random: Random) => ViewDay {
  const cumulative: number[] = [];
  let total = 0;
  for (const day of days) {
    total += day.detail_views;
    cumulative.push(total);
  }
  if (total === 0) throw new Error('seed-activity: no detail views to sample contacts from');
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return days[low]!;
  };
}

/** A time on that Brussels day between about 7:00 and 22:00 (UTC 6:00-20:59 stays on that day). */
const momentOn = (random: Random, day: string): Date =>
  new Date(Date.parse(`${day}T06:00:00Z`) + between(random, 0, 15 * 60 - 1) * MINUTE_MS);

type ContactRow = Omit<typeof contacts.$inferInsert, 'externalId'>;

interface Recipient {
  email: string;
  count: number;
  languages: ReadonlyArray<readonly [Language, number]>;
}

/** The demo agency in Gent, the software agency in Brussels, the notary in Antwerp. */
const RECIPIENTS: readonly Recipient[] = [
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
];
/** About one lead in twenty writes twice within minutes (a forgotten phone number, a double click). */
const REPEAT_SHARE = 0.05;
const PRIVATE_SENT_COUNT = 12;
const PRIVATE_SENT_DAYS = 180;

async function listingInfos(db: Database, ownerIds: number[]): Promise<Map<number, ListingInfo>> {
  const rows = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      vlancode: listings.vlancode,
      yourReference: listings.yourReference,
      propertyType: listings.propertyType,
      transactionType: listings.transactionType,
      city: listings.city,
    })
    .from(listings)
    .where(inArray(listings.userId, ownerIds))
    .orderBy(asc(listings.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Received contacts of one agency: each at a (listing, day) drawn like the detail views. */
async function receivedContacts(
  db: Database,
  random: Random,
  recipient: Recipient,
  ownerId: number,
): Promise<ContactRow[]> {
  const infos = await listingInfos(db, [ownerId]);
  const draw = viewSampler(await viewDaysOf(db, [ownerId], null));
  const rows: ContactRow[] = [];
  for (let index = 0; index < recipient.count; index += 1) {
    const { listing_id: listingId, day } = draw(random);
    const listing = infos.get(listingId)!;
    const lang = weighted(random, recipient.languages);
    const person = personFor(random, lang);
    const sentAt = momentOn(random, day);
    const message = messageFor(random, lang, listing, person);
    const contact = { listingId, ownerId, authorId: null, ...person, message, sentAt };
    if (random() >= REPEAT_SHARE) {
      rows.push(contact);
      continue;
    }
    // The same person about the same listing within minutes: issue 5 shows them as one lead.
    const again = new Date(sentAt.getTime() + between(random, 1, 12) * MINUTE_MS);
    if (person.phone === null) {
      const phone = `+32 ${mobileNumber(random)}`;
      rows.push(contact, { ...contact, phone, message: `${FORGOT_PHONE[lang]}${phone}`, sentAt: again });
    } else {
      rows.push(contact, { ...contact, sentAt: again });
    }
  }
  return rows;
}

/** The private demo user asked other agencies about homes in the last half year (author_id set). */
async function privateSentContacts(db: Database, random: Random, today: string): Promise<ContactRow[]> {
  const [author] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(users)
    .where(sql`${users.email} = 'private@example.be'`);
  if (!author) throw new Error('seed-activity: no user private@example.be');
  const agencies = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        OTHER_AGENCIES.map((agency) => agency.email),
      ),
    )
    .orderBy(asc(users.id));
  const ownerIds = agencies.map((agency) => agency.id);
  const infos = await listingInfos(db, ownerIds);
  const homes = (await viewDaysOf(db, ownerIds, addDays(today, -PRIVATE_SENT_DAYS))).filter((day) => {
    const listing = infos.get(day.listing_id)!;
    return kindOf(listing.propertyType) !== 'other' && listing.transactionType !== 'publicSale';
  });
  const draw = viewSampler(homes);
  const person: Person = {
    firstName: author.firstName,
    lastName: author.lastName ?? '',
    email: author.email,
    phone: author.mobile,
  };
  const asked = new Set<number>();
  const rows: ContactRow[] = [];
  // One message per listing: a bounded number of draws keeps the loop finite whatever the data.
  for (let attempt = 0; attempt < 500 && rows.length < PRIVATE_SENT_COUNT; attempt += 1) {
    const { listing_id: listingId, day } = draw(random);
    if (asked.has(listingId)) continue;
    asked.add(listingId);
    const listing = infos.get(listingId)!;
    rows.push({
      listingId,
      ownerId: listing.userId,
      authorId: author.id,
      ...person,
      message: messageFor(random, 'nl', listing, person),
      sentAt: momentOn(random, day),
    });
  }
  return rows;
}

/** Contacts in the order they arrived, each with its portal event id `seed-<n>`. */
async function seedContacts(db: Database, random: Random, today: string): Promise<number> {
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        RECIPIENTS.map((recipient) => recipient.email),
      ),
    );
  const rows: ContactRow[] = [];
  for (const recipient of RECIPIENTS) {
    const owner = owners.find((candidate) => candidate.email === recipient.email);
    if (!owner) throw new Error(`seed-activity: no user ${recipient.email}`);
    rows.push(...(await receivedContacts(db, random, recipient, owner.id)));
  }
  rows.push(...(await privateSentContacts(db, random, today)));
  // Stable sort: rows at the same instant keep their generation order.
  rows.sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime());
  const BATCH = 200;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(contacts)
      .values(
        rows
          .slice(start, start + BATCH)
          .map((row, offset) => ({ ...row, externalId: `seed-${start + offset + 1}` })),
      );
  }
  return rows.length;
}
