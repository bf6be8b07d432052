import type { OrderType } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { ListingTexts } from '../../db/columns';
import { firstRowOf, IdRow, oneRowOf } from '../../db/sql';
import { PropertyRow } from '../properties/properties.service';
import { orderCommunication } from '../../lib/structured-communication';

/** A listing as the ordering rules look at it, read under a row lock. */
const ListingTarget = PropertyRow.pick({
  id: true,
  status_id: true,
  property_type: true,
  transaction_type: true,
  your_reference: true,
  price_cents: true,
  street: true,
  house_number: true,
  box: true,
  zip: true,
  city: true,
  livable_surface: true,
  bedrooms: true,
  description: true,
});
export type ListingTarget = z.infer<typeof ListingTarget>;

/** A project as the publication rules look at it, read under a row lock. */
const ProjectTarget = z.object({
  id: z.number().int(),
  status_id: z.number().int(),
  name: z.string(),
  reference: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  description: ListingTexts,
});
export type ProjectTarget = z.infer<typeof ProjectTarget>;

/** What the order does to its listing or project besides being recorded. */
export type TargetChange =
  { kind: 'publish'; months: number } | { kind: 'prolong'; months: number } | { kind: 'none' };

export interface OrderPlan {
  type: OrderType;
  package: string;
  amountCents: number;
  remarks: string | null;
  change: TargetChange;
}

/** What an order is for: a listing, a project, the account (a product) or a valuation (decision 026). */
export type OrderTarget =
  { listingId: number } | { projectId: number } | { valuationId: number; endsOn: string } | 'account';

/** A timestamp parameter both drivers read the same way. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface PlaceContext {
  userId: number;
  /** The Europe/Brussels day: online and offline dates are Belgian days. */
  today: string;
  now: Date;
}

/**
 * Records an order in the caller's transaction: for a listing, a project, or (a product order) the
 * account. The id comes from the orders sequence first, so the reference and the structured
 * communication derive from a value no other transaction can get.
 */
export async function insertOrder(
  tx: Database,
  context: PlaceContext,
  target: OrderTarget,
  plan: Omit<OrderPlan, 'change'>,
): Promise<number> {
  const idResult = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const { id } = oneRowOf(IdRow, idResult);
  const reference = `ORD-${context.today.slice(0, 4)}-${String(id).padStart(5, '0')}`;
  // Every target column, null where this target has none.
  const columns = {
    listingId: null,
    projectId: null,
    valuationId: null,
    endsOn: null,
    ...(target === 'account' ? {} : target),
  };
  await tx.execute(sql`
    insert into orders (id, listing_id, project_id, valuation_id, ends_on, user_id, type, package, amount_cents,
                        created_at, structured_communication, reference, remarks, terms_accepted_at)
    values (${id}, ${columns.listingId}, ${columns.projectId}, ${columns.valuationId}, ${columns.endsOn}::date,
            ${context.userId}, ${plan.type}, ${plan.package}, ${plan.amountCents}, ${at(context.now)},
            ${orderCommunication(id)}, ${reference}, ${plan.remarks}, ${at(context.now)})
  `);
  return id;
}

/** The offline date `months` after `from` (PostgreSQL clamps the 31st to the month's last day). */
const monthsAfter = (from: SQL, months: number) =>
  sql`(${from} + make_interval(months => ${months}::int))::date`;

/**
 * Locks the user's listing, lets `plan` decide (or throw; it may read more in the transaction, after
 * the lock), records the order and applies its change. Null when the user has no such listing
 * (deleted listings are gone: null as well).
 */
export async function placeListingOrder(
  db: Database,
  context: PlaceContext,
  listingId: number,
  plan: (target: ListingTarget, tx: Database) => Promise<OrderPlan>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select id, status_id, property_type, transaction_type, your_reference,
             price_cents::float8 as price_cents, street, house_number, box, zip, city, livable_surface,
             bedrooms, description
      from listings
      where id = ${listingId} and user_id = ${context.userId} and status_id <> 5
      for update
    `);
    const target = firstRowOf(ListingTarget, result);
    if (!target) return null;
    const decided = await plan(target, tx);
    const orderId = await insertOrder(tx, context, { listingId }, decided);
    const today = sql`${context.today}::date`;
    if (decided.change.kind === 'publish') {
      await tx.execute(sql`
        update listings
        set status_id = 1, online_date = ${today}, offline_date = ${monthsAfter(today, decided.change.months)},
            updated_at = ${at(context.now)}
        where id = ${listingId}
      `);
    } else if (decided.change.kind === 'prolong') {
      // From the offline date, or from today when that date has passed (greatest() skips a null date).
      await tx.execute(sql`
        update listings
        set offline_date = ${monthsAfter(sql`greatest(offline_date, ${today})`, decided.change.months)},
            updated_at = ${at(context.now)}
        where id = ${listingId}
      `);
    }
    return orderId;
  });
}

/** The same for a project (publication of a project draft only). */
export async function placeProjectOrder(
  db: Database,
  context: PlaceContext,
  projectId: number,
  plan: (target: ProjectTarget, tx: Database) => Promise<OrderPlan>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select id, status_id, name, reference, street, house_number, zip, city, description
      from projects
      where id = ${projectId} and user_id = ${context.userId} and status_id <> 5
      for update
    `);
    const target = firstRowOf(ProjectTarget, result);
    if (!target) return null;
    const decided = await plan(target, tx);
    const orderId = await insertOrder(tx, context, { projectId }, decided);
    if (decided.change.kind === 'publish') {
      const today = sql`${context.today}::date`;
      await tx.execute(sql`
        update projects
        set status_id = 1, online_date = ${today}, offline_date = ${monthsAfter(today, decided.change.months)},
            updated_at = ${at(context.now)}
        where id = ${projectId}
      `);
    }
    return orderId;
  });
}
