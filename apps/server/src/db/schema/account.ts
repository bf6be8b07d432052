import type { Language, Provider } from '@app/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { userRef } from './user-ref';
import { users } from './users';

/** Linked identities of an OpenID Connect provider, keyed by provider + subject. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    provider: text('provider').$type<Provider>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    linkedAt: createdAt(),
    /** Belfius: kept after revocation (reconnecting is possible only via Belfius). */
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('identities_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('identities_user_provider_idx').on(table.userId, table.provider),
  ],
);

/** Pending OpenID Connect authorizations (state, PKCE verifier, nonce), shared by every instance. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<Provider>().notNull(),
  purpose: text('purpose').$type<'link' | 'login'>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  language: text('language').$type<Language>().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const appDevices = pgTable(
  'app_devices',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    device: text('device').notNull(),
    brand: text('brand'),
    manufacturer: text('manufacturer'),
    model: text('model'),
    status: text('status').$type<'connected' | 'disconnected'>().notNull().default('connected'),
    createdAt: createdAt(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    /** The app's own id of this installation, as the portal sends it (internal/app-devices). */
    installationId: text('installation_id'),
    /** Firebase Cloud Messaging's registration token of this installation; null: none given yet. */
    pushToken: text('push_token'),
  },
  (table) => [
    index('app_devices_user_idx').on(table.userId),
    uniqueIndex('app_devices_installation_idx')
      .on(table.clientId, table.installationId)
      .where(sql`${table.installationId} is not null`),
  ],
);

/** Web Push (RFC 8030/8291): one browser of a user, as its push service gave it (PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** The push service's URL of this browser: unique, so subscribing again updates the row. */
    endpoint: text('endpoint').notNull(),
    /** The browser's ECDH public key (P-256, base64url) and authentication secret (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the user sees in the list, e.g. "Firefox on Linux". */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
