import { addDays, DAY_MS } from '@app/contract';
import type { PropertyType, TransactionType } from '@app/contract';
import type { listings } from '../../schema';
import { RATING_WEIGHTS, TYPE_PROFILES } from '../data/property-figures';
import type { Random } from '../random';
import { between, pick, weighted } from '../random';
import { descriptionFor } from './listing-description';
import { priceFor, streetFor } from './listing-figures';

export type ListingRow = typeof listings.$inferInsert;

export interface CityRow {
  id: number;
  zip: string;
  name: string;
}

/** What an owner's plan fixes of a listing; the builder draws the rest. */
export interface Plan {
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

/** Turns plans into listing rows, with portal codes unique among them, in the order of the plans. */
export class ListingRowBuilder {
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

/** A listing row as inserted, with its id. */
export interface InsertedListing {
  id: number;
  row: ListingRow;
}
