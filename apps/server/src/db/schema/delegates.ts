import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The portal's delegates (account managers): each agency may have one (decision 024). */
export const delegates = pgTable('delegates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
});
