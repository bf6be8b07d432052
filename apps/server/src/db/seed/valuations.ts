import type { ValuationCondition } from '@app/contract';
import { ACTIVATION, addDays, ORDER_PACKAGES, quarterStartOf, territoryPackageOf } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { structuredCommunication } from '../../lib/structured-communication';
import type { Database } from '../client';
import { oneRowOf, rowsOf, IdRow } from '../sql';
import { estimateFor, insertEstimates, insertValuation } from '../valuation-estimates';
import { personFor } from './builders/people';
import { FLEMISH_STREETS } from './data/streets';
import type { Random } from './random';
import { between, pick } from './random';

/** The same Belgian day `months` earlier (the 31st clamps to the month's last day). */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

interface DemoValuation {
  street: string;
  number: string;
  postcode: string;
  city: string;
  propertyType: 'house' | 'appartment';
  livableSurface: number;
  bedrooms: number;
  buildYear: number | null;
  condition: ValuationCondition | null;
  consent: boolean;
  /** The request's day. */
  day: string;
}

/**
 * The private user's three requests: a house in Gent asked a year ago, with the consent, updated
 * every quarter since; a flat in Leuven; a house in Bütgenbach, where sales are too few to compare.
 */
const demoValuations = (today: string): DemoValuation[] => [
  {
    street: 'Kortrijksesteenweg',
    number: '214',
    postcode: '9000',
    city: 'Gent',
    propertyType: 'house',
    livableSurface: 165,
    bedrooms: 3,
    buildYear: 1932,
    condition: 'good',
    consent: true,
    day: monthsBefore(today, 12),
  },
  {
    street: 'Bondgenotenlaan',
    number: '88',
    postcode: '3000',
    city: 'Leuven',
    propertyType: 'appartment',
    livableSurface: 92,
    bedrooms: 2,
    buildYear: 2008,
    condition: null,
    consent: false,
    day: addDays(today, -20),
  },
  {
    street: 'Marktplatz',
    number: '7',
    postcode: '4750',
    city: 'Bütgenbach',
    propertyType: 'house',
    livableSurface: 140,
    bedrooms: 3,
    buildYear: null,
    condition: 'toRefresh',
    consent: false,
    day: addDays(today, -5),
  },
];

/** The request's day, then the first day of every quarter since (the quarterly job's runs). */
function estimateDays(from: string, today: string): string[] {
  const days = [from];
  let quarter = quarterStartOf(from);
  for (;;) {
    quarter = monthsBefore(quarter, -3);
    if (quarter > today) return days;
    days.push(quarter);
  }
}

const userIdOf = async (db: Database, email: string) =>
  oneRowOf(IdRow, await db.execute(sql`select id from users where email = ${email}`)).id;

const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:20:00Z`;

/**
 * Valuations (decision 025, 026): the private user's requests with every estimate the real method
 * gives on its day, and two orders; the agency's zones (exclusivity in Gent, a pool in Gentbrugge
 * shared with De Smet Vastgoed) with their contacts, and its two Pro First postcodes.
 */
export async function seedValuations(db: Database, random: Random, today: string): Promise<void> {
  const privateId = await userIdOf(db, 'private@example.be');
  const agencyId = await userIdOf(db, 'agency@example.be');
  const deSmetId = await userIdOf(db, 'info@desmetvastgoed.be');

  const valuationIds: number[] = [];
  for (const valuation of demoValuations(today)) {
    const [first, ...later] = estimateDays(valuation.day, today);
    const request = { ...valuation, consentToContact: valuation.consent, remarks: null };
    const id = await insertValuation(
      db,
      privateId,
      request,
      await estimateFor(db, valuation, first!),
      at(valuation.day, 9),
    );
    valuationIds.push(id);
    for (const day of later) {
      await insertEstimates(db, [{ valuationId: id, estimate: await estimateFor(db, valuation, day) }]);
    }
  }

  await seedValuationOrders(db, privateId, valuationIds, today);
  const zones = await seedTerritories(db, today, { agencyId, deSmetId });
  await seedValuationContacts(db, random, today, zones, {
    valuationId: valuationIds[0]!,
    valuation: demoValuations(today)[0]!,
    privateId,
  });
}

/** An expert valuation of the Gent house (paid) and a year's follow-up of the Leuven flat (unpaid). */
async function seedValuationOrders(db: Database, userId: number, valuationIds: number[], today: string) {
  const orders = [
    {
      valuationId: valuationIds[0]!,
      code: 'valuation-expert' as const,
      day: monthsBefore(today, 11),
      paid: true,
    },
    {
      valuationId: valuationIds[1]!,
      code: 'valuation-follow-1y' as const,
      day: addDays(today, -18),
      paid: false,
    },
  ];
  for (const [index, order] of orders.entries()) {
    const { id } = oneRowOf(
      IdRow,
      await db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`),
    );
    const terms = ORDER_PACKAGES.valuation[order.code];
    const endsOn =
      'days' in terms
        ? addDays(order.day, terms.days - 1)
        : addDays(monthsBefore(order.day, -12 * terms.years), -1);
    await db.execute(sql`
      insert into orders (id, user_id, type, package, amount_cents, created_at, paid_at, structured_communication,
                          reference, terms_accepted_at, valuation_id, ends_on)
      values (${id}, ${userId}, 'valuation', ${order.code}, ${terms.price * 100}, ${at(order.day, 10)}::timestamptz,
              ${order.paid ? at(addDays(order.day, 2), 11) : null}::timestamptz,
              ${structuredCommunication(4_290_000_000 + index)},
              ${`ORD-${order.day.slice(0, 4)}-${String(id).padStart(5, '0')}`}, ${at(order.day, 10)}::timestamptz,
              ${order.valuationId}, ${endsOn}::date)`);
  }
}

interface Zone {
  id: number;
  userId: number;
  postcode: string;
  zoneType: 'exclusivity' | 'pool';
  startDate: string;
}

async function insertTerritory(
  db: Database,
  row: {
    userId: number;
    product: 'proFirst' | 'valuation';
    postcode: string;
    zoneType: Zone['zoneType'] | null;
  },
  startDate: string,
  months: number,
): Promise<number> {
  const price = ORDER_PACKAGES.product[territoryPackageOf(row.product, row.zoneType)].price;
  return oneRowOf(
    IdRow,
    await db.execute(sql`
      insert into territories (user_id, product, postcode, zone_type, activation, start_date, end_date,
                               monthly_price_cents, created_at)
      values (${row.userId}, ${row.product}, ${row.postcode}, ${row.zoneType}, ${ACTIVATION.active}, ${startDate}::date,
              ${addDays(monthsBefore(startDate, -months), -1)}::date, ${price * 100}, ${at(startDate, 8)}::timestamptz)
      returning id`),
  ).id;
}

async function seedTerritories(
  db: Database,
  today: string,
  users: { agencyId: number; deSmetId: number },
): Promise<Zone[]> {
  const zones: Zone[] = [];
  const zone = async (
    userId: number,
    postcode: string,
    zoneType: Zone['zoneType'],
    start: string,
    months: number,
  ) => {
    const id = await insertTerritory(db, { userId, product: 'valuation', postcode, zoneType }, start, months);
    zones.push({ id, userId, postcode, zoneType, startDate: start });
  };
  await zone(users.agencyId, '9000', 'exclusivity', monthsBefore(today, 14), 24);
  await zone(users.agencyId, '9050', 'pool', monthsBefore(today, 4), 12);
  await zone(users.deSmetId, '9050', 'pool', monthsBefore(today, 2), 6);
  // Pro First where the agency's listings get leads: Geraardsbergen for a year, Zottegem for six months.
  await insertTerritory(
    db,
    { userId: users.agencyId, product: 'proFirst', postcode: '9500', zoneType: null },
    monthsBefore(today, 8),
    12,
  );
  await insertTerritory(
    db,
    { userId: users.agencyId, product: 'proFirst', postcode: '9620', zoneType: null },
    monthsBefore(today, 3),
    6,
  );
  return zones;
}

const CityRow = z.object({ name: z.string() });

/** A valuation request as a zone's holder received it. */
interface SeedContact {
  valuationId: number | null;
  day: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  street: string;
  number: string;
  city: string;
  propertyType: 'house' | 'appartment';
  livableSurface: number;
  bedrooms: number;
  estimateCents: number | null;
}

/**
 * The zones' contacts: the private user's consenting request (Gent), and requests of other owners
 * since each zone started, a few a month, as the valuations module records them.
 */
async function seedValuationContacts(
  db: Database,
  random: Random,
  today: string,
  zones: Zone[],
  own: { valuationId: number; valuation: DemoValuation; privateId: number },
) {
  const [requester] = rowsOf(
    z.object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
    await db.execute(sql`select first_name, last_name, email, phone from users where id = ${own.privateId}`),
  );
  const [firstEstimate] = rowsOf(
    z.object({ value_cents: z.number().nullable() }),
    await db.execute(sql`select value_cents::float8 as value_cents from valuation_estimates
      where valuation_id = ${own.valuationId} order by estimated_on limit 1`),
  );
  for (const zone of zones) {
    const cities = rowsOf(
      CityRow,
      await db.execute(sql`select name from cities where zip = ${zone.postcode} order by name`),
    );
    const contacts: SeedContact[] = [];
    if (zone.postcode === own.valuation.postcode && zone.startDate <= own.valuation.day) {
      const v = own.valuation;
      contacts.push({
        valuationId: own.valuationId,
        day: v.day,
        firstName: requester!.first_name,
        lastName: requester!.last_name,
        email: requester!.email,
        phone: requester!.phone,
        street: v.street,
        number: v.number,
        city: v.city,
        propertyType: v.propertyType,
        livableSurface: v.livableSurface,
        bedrooms: v.bedrooms,
        estimateCents: firstEstimate?.value_cents ?? null,
      });
    }
    for (let day = zone.startDate; day <= today; day = addDays(day, between(random, 6, 16))) {
      const person = personFor(random, 'nl');
      const house = random() < 0.6;
      const surface = house ? between(random, 110, 240) : between(random, 55, 125);
      contacts.push({
        valuationId: null,
        day,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        street: pick(random, FLEMISH_STREETS),
        number: String(between(random, 1, 180)),
        city: pick(random, cities).name,
        propertyType: house ? 'house' : 'appartment',
        livableSurface: surface,
        bedrooms: house ? between(random, 2, 5) : between(random, 1, 3),
        estimateCents: Math.round((surface * between(random, 2300, 3400)) / 1000) * 1000 * 100,
      });
    }
    for (const contact of contacts) {
      await db.execute(sql`
        insert into valuation_contacts (user_id, territory_id, valuation_id, zone_type, received_at, first_name,
          last_name, email, phone, street, house_number, postcode, city, property_type, livable_surface, bedrooms,
          estimate_cents)
        values (${zone.userId}, ${zone.id}, ${contact.valuationId}, ${zone.zoneType},
          ${at(contact.day, between(random, 7, 21))}::timestamptz, ${contact.firstName},
          ${contact.lastName}, ${contact.email}, ${contact.phone},
          ${contact.street}, ${contact.number}, ${zone.postcode}, ${contact.city},
          ${contact.propertyType}, ${contact.livableSurface}, ${contact.bedrooms},
          ${contact.estimateCents})`);
    }
  }
}
