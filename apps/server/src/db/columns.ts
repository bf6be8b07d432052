import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files; no table imports here, so no evaluation-order cycle. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
