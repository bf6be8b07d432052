import { NEWSLETTERS } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import {
  extraAddresses,
  extraContacts,
  galleryImages,
  logos,
  newsletterSubscriptions,
  openingHours,
  paymentMethods,
  proProfiles,
} from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the profile module holds about a user: its part of the data export and of the account deletion. */
export const profilePersonalData: PersonalData = {
  sections: [
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
  ],
  userTables: [
    { table: paymentMethods, userId: paymentMethods.userId },
    { table: newsletterSubscriptions, userId: newsletterSubscriptions.userId },
    { table: proProfiles, userId: proProfiles.userId },
    { table: extraAddresses, userId: extraAddresses.userId },
    { table: openingHours, userId: openingHours.userId },
    { table: extraContacts, userId: extraContacts.userId },
    { table: logos, userId: logos.userId },
    { table: galleryImages, userId: galleryImages.userId },
  ],
};
