import { asc, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, invoices, listings, orders, projects } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the orders module holds about a user: its part of the data export and of the account deletion. */
export const ordersPersonalData: PersonalData = {
  sections: [
    {
      // Publication, prolongation and upsell orders of listings and projects, product and valuation orders, each with its invoice
      // and the addressee it was made out to.
      name: 'orders',
      collect: (db, userId) =>
        db
          .select({
            reference: orders.reference,
            vlancode: sql<string | null>`coalesce(${listings.vlancode}, ${projects.vlancode})`,
            type: orders.type,
            package: orders.package,
            amountCents: orders.amountCents,
            structuredCommunication: orders.structuredCommunication,
            remarks: orders.remarks,
            termsAcceptedAt: orders.termsAcceptedAt,
            createdAt: orders.createdAt,
            paidAt: orders.paidAt,
            // Valuation orders (decision 026): until when the package runs.
            endsOn: orders.endsOn,
            invoice: {
              number: invoices.number,
              createdAt: invoices.createdAt,
              vatNumber: invoices.vatNumber,
              noVat: invoices.noVat,
              companyName: invoices.companyName,
              name: invoices.name,
              street: invoices.street,
              houseNumber: invoices.houseNumber,
              box: invoices.box,
              zip: invoices.zip,
              city: invoices.city,
            },
          })
          .from(orders)
          .leftJoin(listings, eq(listings.id, orders.listingId))
          .leftJoin(projects, eq(projects.id, orders.projectId))
          .leftJoin(invoices, eq(invoices.orderId, orders.id))
          .where(eq(orders.userId, userId))
          .orderBy(asc(orders.id)),
    },
  ],
  // The user's orders go with the account. Invoices stay: Belgian law keeps them 10 years, so they
  // hold their own copy of what they bill and whom, and lose only the link (order_id set null;
  // decision 013). The answers kept for retries of orders (decision 054) go too; they are not
  // exported: they repeat orders of the section above and live 24 hours.
  userTables: [
    { table: idempotencyKeys, userId: idempotencyKeys.userId },
    { table: orders, userId: orders.userId },
  ],
};
