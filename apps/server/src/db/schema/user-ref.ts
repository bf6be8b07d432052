import { integer } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The owning user of a row: deleting the account deletes the row. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
