import type { LogoTarget } from '@app/contract';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { userRef } from './user-ref';

/** Stored files are referenced by key in the storage folder (see storage/), never by client names. */
export const logos = pgTable(
  'logos',
  {
    userId: userRef(),
    target: text('target').$type<LogoTarget>().notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.target] })],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('gallery_images_user_idx').on(table.userId, table.position)],
);
