import { asc, eq, sql } from 'drizzle-orm';
import { listings, sellerReportLinks } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/**
 * The agency's report links (never their tokens, nonces or unsubscribe secrets), with the seller
 * addresses it entered: the agency holds them, so they are in its export and go with its account.
 */
export const sellerReportsPersonalData: PersonalData = {
  sections: [
    {
      name: 'sellerReports',
      collect: (db, userId) =>
        db
          .select({
            vlancode: listings.vlancode,
            language: sellerReportLinks.language,
            createdAt: sellerReportLinks.createdAt,
            endsOn: sellerReportLinks.endsOn,
            revokedAt: sellerReportLinks.revokedAt,
            sellerEmail: sellerReportLinks.sellerEmail,
            unsubscribedAt: sellerReportLinks.unsubscribedAt,
          })
          .from(sellerReportLinks)
          .innerJoin(listings, eq(listings.id, sellerReportLinks.listingId))
          .where(eq(sellerReportLinks.userId, userId))
          .orderBy(asc(sellerReportLinks.id)),
    },
  ],
  userTables: [{ table: sellerReportLinks, userId: sellerReportLinks.userId }],
  /** A seller who has an account of their own and deletes it: their address leaves the agencies' links. */
  async erase(tx, user) {
    await tx.execute(sql`update seller_report_links set seller_email = null, unsubscribe_token = null
      where lower(seller_email) = lower(${user.email})`);
  },
};
