import { index, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { userRef } from './user-ref';

/**
 * The Idempotency-Key of each request that ordered, invoiced or spent credits (decision 054): claimed
 * before the handler runs (its answer null while it runs), then holding the answer it got, which a
 * retry with the same key and the same request gets again. A key is the user's, whatever the route:
 * the fingerprint covers method, route, parameters and body, so a key reused elsewhere answers 422.
 * The retention job removes keys after IDEMPOTENCY_KEY.hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    /** The client's key as sent (an sf-string's content), 1–255 printable ASCII characters. */
    key: text('key').notNull(),
    /** The route pattern (`POST /:lang/api/core/my-products/order`): what the key was used for. */
    route: text('route').notNull(),
    /** sha256 (hex) of the method, route, parameters and body, as the contract parsed them. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** The answer's status; null while the first request runs. */
    status: smallint('status'),
    /** The answer's body as it was written (JSON text). */
    body: text('body'),
    /** The answer's own headers worth repeating (content type). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.userId, table.key] }),
    // The retention job removes keys by age.
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
