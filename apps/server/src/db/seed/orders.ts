import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { invoices, orders, proProfiles, users } from '../schema';
import type { BilledAgency, PlacedOrder } from './builders/invoices';
import { invoicedOrders, invoiceRows } from './builders/invoices';
import type { InsertedListing } from './builders/listing-rows';
import type { OrderRow } from './builders/orders';
import { orderRows } from './builders/orders';
import type { Random } from './random';

/** Orders for about a third of the listings that went online; a few invoices for the demo agency. */
export async function seedOrders(
  db: Database,
  random: Random,
  now: Date,
  today: string,
  inserted: readonly InsertedListing[],
  agencyId: number,
): Promise<{ orders: number; invoices: number }> {
  const placed = await insertOrders(db, orderRows(random, now, today, inserted));
  const invoiced = invoicedOrders(placed, agencyId);
  const agency = await billedAgency(db, agencyId);
  if (invoiced.length > 0 && agency) {
    const vlancodes = new Map(inserted.map(({ id, row }) => [id, row.vlancode]));
    await db.insert(invoices).values(invoiceRows(invoiced, vlancodes, agency));
  }
  return { orders: placed.length, invoices: invoiced.length };
}

async function insertOrders(db: Database, rows: readonly OrderRow[]): Promise<PlacedOrder[]> {
  const placed: PlacedOrder[] = [];
  for (let start = 0; start < rows.length; start += 300) {
    placed.push(
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
  return placed;
}

/** The agency's VAT number and address as its invoices copy them; null without a user row. */
async function billedAgency(db: Database, agencyId: number): Promise<BilledAgency | null> {
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
  return agency ? { ...agency, vatNumber: profile?.vatNumber ?? null } : null;
}
