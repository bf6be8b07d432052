import type { WebhookEventType } from '@app/contract';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { users } from './users';

/** An agency's webhook endpoints (issue 50): where its leads are sent, signed with its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** whsec_ + base64: the server signs with it, so it is kept as it is (shown to the agency once). */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, signing beside the new one until previous_secret_until. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamptz('previous_secret_until'),
    enabled: boolean('enabled').notNull().default(true),
    /** Switched off by the delivery job after WEBHOOK_LIMITS.retryDays of failures (not by the agency). */
    disabledForFailures: boolean('disabled_for_failures').notNull().default(false),
    /** The form's version (If-Match, decision 055). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_user_id_idx').on(table.userId)],
);

/**
 * The messages for an endpoint, each sent until its receiver answers 2xx (at least once) or for
 * WEBHOOK_LIMITS.retryDays. The body is kept as the exact text that is signed and sent.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: the same on every attempt, so a receiver can drop a repeat. */
    webhookId: text('webhook_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Retries stop after this; "send again" moves it. */
    deadlineAt: timestamptz('deadline_at').notNull(),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Taken by a delivery run; a claim older than the lease was interrupted and is sent again. */
    claimedAt: timestamptz('claimed_at'),
    deliveredAt: timestamptz('delivered_at'),
    failedAt: timestamptz('failed_at'),
  },
  (table) => [
    uniqueIndex('webhook_messages_webhook_id_idx').on(table.webhookId),
    index('webhook_messages_endpoint_id_idx').on(table.endpointId, table.id),
    index('webhook_messages_created_at_idx').on(table.createdAt),
  ],
);

/** Each attempt to deliver a message: the delivery log (the last WEBHOOK_LIMITS.logSize per endpoint). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz('attempted_at').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_endpoint_id_idx').on(table.endpointId, table.id)],
);
