import type { PropertyType, TransactionType } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, listingTexts, timestamptz } from '../columns';
import { cities } from './lookups';
import { projectModels, projects } from './projects';
import { userRef } from './user-ref';

/**
 * A listing (Property of spec section 3). Status 3 is a property draft: never shown as a listing
 * before publication. A unit of a project carries project_id and model_id.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    /** The portal code: 3 capital letters and 4 digits, unique. */
    vlancode: text('vlancode').notNull(),
    userId: userRef(),
    statusId: integer('status_id').notNull(),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    yourReference: text('your_reference'),
    /** Set for listings managed by the owner's software (users.software_name). */
    softwareReference: text('software_reference'),
    /** Null: price on request. */
    priceCents: bigint('price_cents', { mode: 'number' }),
    street: text('street'),
    houseNumber: text('house_number'),
    box: text('box'),
    zip: text('zip'),
    city: text('city'),
    cityId: integer('city_id').references(() => cities.id),
    livableSurface: integer('livable_surface'),
    bedrooms: integer('bedrooms'),
    url: text('url'),
    description: listingTexts('description'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    modelId: integer('model_id').references(() => projectModels.id, { onDelete: 'set null' }),
    onlineDate: date('online_date', { mode: 'string' }),
    offlineDate: date('offline_date', { mode: 'string' }),
    rating: smallint('rating'),
    photoCount: integer('photo_count').notNull().default(0),
    /** The main photo on the portal's image server (a path on this server for the demo data). */
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * When the listing last went public (published, or published again after being offline): what
     * "new" means for saved searches, their counts and their alerts (decision 063). Set by a trigger
     * on every write of status_id, whichever module writes it; null for a listing never public.
     */
    publishedAt: timestamptz('published_at'),
  },
  (table) => [
    uniqueIndex('listings_vlancode_idx').on(table.vlancode),
    // The dates too: the professional statistics count the listings listed during a range from this
    // index alone (decision 036).
    index('listings_user_status_idx').on(table.userId, table.statusId, table.onlineDate, table.offlineDate),
    index('listings_user_transaction_idx').on(table.userId, table.transactionType),
    index('listings_user_type_idx').on(table.userId, table.propertyType),
    // My properties by creation time (newest first by default, or oldest first), with what its filters
    // test: a page and the count of matches are read from this index alone (decision 049).
    index('listings_user_created_idx').on(
      table.userId,
      table.createdAt,
      table.id,
      table.statusId,
      table.transactionType,
      table.propertyType,
    ),
    index('listings_zip_idx').on(table.zip),
    // Valuations' comparables (decision 025): sales of a type per postcode by date, counted from the
    // index alone (every condition of a comparable is in it).
    index('listings_comparables_idx')
      .on(table.zip, table.propertyType, table.updatedAt, table.createdAt)
      .where(
        sql`${table.transactionType} = 'sale' and ${table.statusId} in (1, 6, 7) and ${table.priceCents} > 0 and ${table.livableSurface} > 0`,
      ),
    index('listings_created_idx').on(table.createdAt),
    index('listings_updated_idx').on(table.updatedAt),
    // Portal-wide "new since" questions: saved searches' new matches, alert estimates, the matching job.
    index('listings_published_idx').on(table.publishedAt),
    index('listings_project_idx').on(table.projectId),
    check('listings_status_id_check', sql`${table.statusId} between 1 and 7`),
    check('listings_rating_check', sql`${table.rating} between 0 and 5`),
  ],
);
