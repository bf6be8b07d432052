import type { Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { listings } from './listings';
import { userRef } from './user-ref';

/**
 * An agency's read-only report links for a listing's seller (issue 50, decision 085). The token is
 * never stored: only its SHA-256 (the public lookup) and the nonce the server derives it from with
 * its own key (so the weekly e-mail can carry the link again); a copy of the table opens no report.
 */
export const sellerReportLinks = pgTable(
  'seller_report_links',
  {
    id: serial('id').primaryKey(),
    /** The agency that made it (the listing's owner). */
    userId: userRef(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    /** Random; the token is HMAC-SHA256 of it under a key derived from LOGIN_SECRET. */
    tokenNonce: text('token_nonce').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The last Brussels day the link works. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
    /** The seller's address for the weekly e-mail (personal data of a third person, held by the agency). */
    sellerEmail: text('seller_email'),
    /** The secret of the weekly e-mail's one-click unsubscribe link (it can stop that e-mail, nothing else). */
    unsubscribeToken: text('unsubscribe_token'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    /** The ISO week (`2026-W49`) of the last weekly e-mail: a link gets at most one a week. */
    lastMailedWeek: text('last_mailed_week'),
  },
  (table) => [
    uniqueIndex('seller_report_links_token_hash_idx').on(table.tokenHash),
    uniqueIndex('seller_report_links_unsubscribe_token_idx').on(table.unsubscribeToken),
    index('seller_report_links_listing_idx').on(table.listingId, table.id),
    index('seller_report_links_user_idx').on(table.userId),
    // The weekly job's candidates: links with an address, not revoked nor unsubscribed.
    index('seller_report_links_weekly_idx')
      .on(table.endsOn)
      .where(
        sql`${table.sellerEmail} is not null and ${table.revokedAt} is null and ${table.unsubscribedAt} is null`,
      ),
    check('seller_report_links_language_check', sql`${table.language} in ('nl', 'fr', 'en')`),
  ],
);
