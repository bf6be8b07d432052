import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files (logos, gallery, documents) when FILE_STORAGE=database: every instance on the
 * database serves every file. Keys are the storage keys (`users/{id}/…`), chosen by the server.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
