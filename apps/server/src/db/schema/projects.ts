import type { PropertyType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, listingTexts, timestamptz } from '../columns';
import { cities } from './lookups';
import { userRef } from './user-ref';

/** A project (new development) with models; status 3 is a project draft (decision 003). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    vlancode: text('vlancode').notNull(),
    reference: text('reference'),
    statusId: integer('status_id').notNull(),
    street: text('street'),
    houseNumber: text('house_number'),
    zip: text('zip'),
    city: text('city'),
    cityId: integer('city_id').references(() => cities.id),
    description: listingTexts('description'),
    onlineDate: date('online_date', { mode: 'string' }),
    offlineDate: date('offline_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_vlancode_idx').on(table.vlancode),
    index('projects_user_status_idx').on(table.userId, table.statusId),
    check('projects_status_id_check', sql`${table.statusId} between 1 and 7`),
  ],
);

export const projectModels = pgTable(
  'project_models',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    bedrooms: integer('bedrooms'),
    surfaceMin: integer('surface_min'),
    surfaceMax: integer('surface_max'),
    priceMinCents: bigint('price_min_cents', { mode: 'number' }),
    priceMaxCents: bigint('price_max_cents', { mode: 'number' }),
    unitCount: integer('unit_count').notNull().default(0),
  },
  (table) => [index('project_models_project_idx').on(table.projectId)],
);
