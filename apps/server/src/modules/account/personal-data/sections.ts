import { NEWSLETTERS } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  appDevices,
  contacts,
  extraAddresses,
  extraContacts,
  galleryImages,
  identities,
  invoices,
  listings,
  logos,
  mailOutbox,
  newsletterSubscriptions,
  openingHours,
  orders,
  paymentMethods,
  proProfiles,
  projects,
  sessions,
  userProducts,
  users,
} from '../../../db/schema';
import { CONTACT_COLUMNS } from '../../contacts/contact-columns';

/**
 * One part of the personal data export. A feature that stores something about a user adds one
 * entry here (listings, contacts, saved searches, bookmarks, valuations, orders when they exist).
 * Secrets (password hash, session ids, tokens, PKCE verifiers) never appear.
 */
export interface DumpSection {
  name: string;
  collect(db: Database, userId: number): Promise<unknown>;
}

export const DUMP_SECTIONS: readonly DumpSection[] = [
  {
    name: 'proProfile',
    async collect(db, userId) {
      const [row] = await db.select().from(proProfiles).where(eq(proProfiles.userId, userId));
      if (!row) return null;
      const { userId: _userId, ...profile } = row;
      return profile;
    },
  },
  {
    name: 'extraAddresses',
    collect: (db, userId) =>
      db
        .select({
          position: extraAddresses.position,
          companyName: extraAddresses.companyName,
          street: extraAddresses.street,
          number: extraAddresses.houseNumber,
          box: extraAddresses.box,
          websiteUrl: extraAddresses.websiteUrl,
        })
        .from(extraAddresses)
        .where(eq(extraAddresses.userId, userId))
        .orderBy(asc(extraAddresses.position)),
  },
  {
    name: 'openingHours',
    collect: (db, userId) =>
      db
        .select({
          weekday: openingHours.weekday,
          morningFrom: openingHours.morningFrom,
          morningTo: openingHours.morningTo,
          afternoonFrom: openingHours.afternoonFrom,
          afternoonTo: openingHours.afternoonTo,
          byAppointment: openingHours.byAppointment,
        })
        .from(openingHours)
        .where(eq(openingHours.userId, userId))
        .orderBy(asc(openingHours.weekday)),
  },
  {
    name: 'extraContacts',
    collect: (db, userId) =>
      db
        .select({
          firstName: extraContacts.firstName,
          lastName: extraContacts.lastName,
          jobTitle: extraContacts.jobTitle,
          email: extraContacts.email,
          phone: extraContacts.phone,
          mobile: extraContacts.mobile,
          createdAt: extraContacts.createdAt,
        })
        .from(extraContacts)
        .where(eq(extraContacts.userId, userId))
        .orderBy(asc(extraContacts.id)),
  },
  {
    // The images themselves are on the profile screen; the export describes them.
    name: 'logos',
    collect: (db, userId) =>
      db
        .select({
          target: logos.target,
          width: logos.width,
          height: logos.height,
          updatedAt: logos.updatedAt,
        })
        .from(logos)
        .where(eq(logos.userId, userId))
        .orderBy(asc(logos.target)),
  },
  {
    name: 'gallery',
    collect: (db, userId) =>
      db
        .select({
          position: galleryImages.position,
          width: galleryImages.width,
          height: galleryImages.height,
          createdAt: galleryImages.createdAt,
        })
        .from(galleryImages)
        .where(eq(galleryImages.userId, userId))
        .orderBy(asc(galleryImages.position)),
  },
  {
    name: 'paymentMethods',
    collect: (db, userId) =>
      db
        .select({
          brand: paymentMethods.brand,
          last4: paymentMethods.last4,
          expMonth: paymentMethods.expMonth,
          expYear: paymentMethods.expYear,
          createdAt: paymentMethods.createdAt,
        })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(asc(paymentMethods.id)),
  },
  {
    name: 'newsletters',
    async collect(db, userId) {
      const rows = await db
        .select({
          id: newsletterSubscriptions.newsletterId,
          subscribedAt: newsletterSubscriptions.subscribedAt,
        })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.userId, userId))
        .orderBy(asc(newsletterSubscriptions.newsletterId));
      return rows.map((row) => ({
        newsletter: NEWSLETTERS.find((newsletter) => newsletter.id === row.id)?.code ?? String(row.id),
        subscribedAt: row.subscribedAt,
      }));
    },
  },
  {
    name: 'products',
    collect: (db, userId) =>
      db
        .select({
          code: userProducts.code,
          activation: userProducts.activation,
          pack: userProducts.pack,
          startDate: userProducts.startDate,
          endDate: userProducts.endDate,
          slots: userProducts.slots,
          selection: userProducts.selection,
        })
        .from(userProducts)
        .where(eq(userProducts.userId, userId))
        .orderBy(asc(userProducts.id)),
  },
  {
    name: 'connections',
    collect: (db, userId) =>
      db
        .select({
          provider: identities.provider,
          email: identities.email,
          linkedAt: identities.linkedAt,
          revokedAt: identities.revokedAt,
        })
        .from(identities)
        .where(eq(identities.userId, userId))
        .orderBy(asc(identities.provider)),
  },
  {
    name: 'devices',
    collect: (db, userId) =>
      db
        .select({
          clientName: appDevices.clientName,
          device: appDevices.device,
          brand: appDevices.brand,
          manufacturer: appDevices.manufacturer,
          model: appDevices.model,
          status: appDevices.status,
          createdAt: appDevices.createdAt,
          modifiedAt: appDevices.modifiedAt,
        })
        .from(appDevices)
        .where(eq(appDevices.userId, userId))
        .orderBy(asc(appDevices.id)),
  },
  {
    // Session ids are credentials (hashed or not): only what the user can recognise.
    name: 'sessions',
    collect: (db, userId) =>
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
  },
  {
    // Subjects only: the bodies carry single-use links.
    name: 'emails',
    collect: (db, userId) =>
      db
        .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .innerJoin(users, sql`lower(${mailOutbox.to}) = lower(${users.email})`)
        .where(eq(users.id, userId))
        .orderBy(asc(mailOutbox.id)),
  },
  {
    name: 'listings',
    collect: (db, userId) =>
      db
        .select({
          vlancode: listings.vlancode,
          statusId: listings.statusId,
          transactionType: listings.transactionType,
          propertyType: listings.propertyType,
          yourReference: listings.yourReference,
          softwareReference: listings.softwareReference,
          priceCents: listings.priceCents,
          street: listings.street,
          number: listings.houseNumber,
          box: listings.box,
          zip: listings.zip,
          city: listings.city,
          livableSurface: listings.livableSurface,
          bedrooms: listings.bedrooms,
          description: listings.description,
          onlineDate: listings.onlineDate,
          offlineDate: listings.offlineDate,
          createdAt: listings.createdAt,
        })
        .from(listings)
        .where(eq(listings.userId, userId))
        .orderBy(asc(listings.id)),
  },
  {
    // Leads about the user's listings: who wrote what, about which listing.
    name: 'contactsReceived',
    collect: (db, userId) =>
      db
        .select({ ...CONTACT_COLUMNS, yourReference: listings.yourReference })
        .from(contacts)
        .innerJoin(listings, eq(listings.id, contacts.listingId))
        .where(eq(contacts.ownerId, userId))
        .orderBy(asc(contacts.sentAt), asc(contacts.id)),
  },
  {
    // What the user wrote to advertisers; their own reference of the listing is theirs, not the user's.
    name: 'contactsSent',
    collect: (db, userId) =>
      db
        .select(CONTACT_COLUMNS)
        .from(contacts)
        .innerJoin(listings, eq(listings.id, contacts.listingId))
        .where(eq(contacts.authorId, userId))
        .orderBy(asc(contacts.sentAt), asc(contacts.id)),
  },
  {
    name: 'projects',
    collect: (db, userId) =>
      db
        .select({
          vlancode: projects.vlancode,
          name: projects.name,
          reference: projects.reference,
          statusId: projects.statusId,
          street: projects.street,
          number: projects.houseNumber,
          zip: projects.zip,
          city: projects.city,
          description: projects.description,
          onlineDate: projects.onlineDate,
          offlineDate: projects.offlineDate,
          createdAt: projects.createdAt,
        })
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(asc(projects.id)),
  },
  {
    // Publication, prolongation and upsell orders of listings and projects, each with its invoice
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
];
