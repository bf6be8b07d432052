import type { PropertyType, TransactionType } from '@app/contract';
import { addDays, PROPERTY_TYPES } from '@app/contract';
import type { OtherAgency } from '../data/agencies';
import { STATUS_WEIGHTS, TYPE_WEIGHTS } from '../data/property-figures';
import type { Random } from '../random';
import { between, pick, weighted } from '../random';
import { transactionFor } from './listing-figures';
import type { ListingRowBuilder } from './listing-rows';
import type { Places } from './places';

/**
 * The listings each owner gets, planned in the builder. One shared seeded random: the plans must be
 * made in the order seedListings makes them, or every later draw (and so the demo data) changes.
 */
export interface Planning {
  random: Random;
  today: string;
  builder: ListingRowBuilder;
  places: Places;
}

/** The demo agency (Gent): 160 listings over every type, transaction and status. */
export function planAgencyListings({ random, today, builder, places }: Planning, agencyId: number): void {
  const agencyCities = [...places.citiesIn(9000, 9999), ...places.citiesIn(8000, 8999).slice(0, 40)];
  const gent = places.cityAt('9000', 'Gent');
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
}

/** The professional with software (Whise, Brussels and Brabant): 40 listings it manages. */
export function planSoftwareListings({ random, builder, places }: Planning, softwareId: number): void {
  const brussels = places.citiesIn(1000, 1999);
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
}

/** The notary (Antwerp): 20 listings, public sales mostly. */
export function planNotaryListings({ random, today, builder, places }: Planning, notaryId: number): void {
  const antwerp = places.citiesIn(2000, 2999);
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
}

/** The private seller: three listings of their own. */
export function planPrivateListings({ random, builder, places }: Planning, privateId: number): void {
  const leuven = places.cityAt('3000', 'Leuven');
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
}

/** One of the other agencies around Belgium: listings in its region. */
export function planOtherAgencyListings(
  { random, builder, places }: Planning,
  agency: OtherAgency,
  userId: number,
): void {
  const region = places.citiesIn(agency.zipRange[0], agency.zipRange[1]);
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
