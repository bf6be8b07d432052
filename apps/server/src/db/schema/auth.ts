import type { SecurityEventKind, SignInMethod } from '@app/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie token: a leaked table does not give usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Names the session in the user's list (issue 51); unlike `id`, it opens nothing. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** How it signed in; sessions older than the column are taken as password sign-ins. */
    method: text('method').$type<SignInMethod>().notNull().default('password'),
  },
  (table) => [
    uniqueIndex('sessions_public_id_idx').on(table.publicId),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Failed logins only, counted per account, per address, per pair and per device cookie over a sliding
 * window (decisions 027, 052). The account is named by a keyed hash of the e-mail address, never the
 * address itself: a failure with a deleted account's address does not store it again.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** HMAC-SHA256 (hex) of the lower-cased e-mail address, keyed with LOGIN_SECRET. */
    emailHash: text('email_hash').notNull(),
    ip: text('ip').notNull(),
    /** The nonce of a valid device cookie of this account the attempt came with; null: an unknown device. */
    device: text('device'),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_hash_idx').on(table.emailHash, table.attemptedAt),
    index('login_attempts_ip_idx').on(table.ip, table.attemptedAt),
    index('login_attempts_device_idx').on(table.device, table.attemptedAt),
    index('login_attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);

export const EMAIL_TOKEN_PURPOSES = [
  'confirm-email',
  'delete-account',
  'confirm-alerts',
  'secure-account',
] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const emailTokens = pgTable(
  'email_tokens',
  {
    /** sha256 (hex) of the token in the link; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId)],
);

/**
 * What was told to the user about their account's security (issue 51): a sign-in from a new device,
 * a password change, a data export. The account's security activity lists the last ones; the
 * retention job removes them after RETENTION.securityEventDays.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('security_events_user_id_idx').on(table.userId, table.at),
    index('security_events_at_idx').on(table.at),
  ],
);

/** A user's passkeys (issue 51, WebAuthn): the credential's public key, its counter and backup flags. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url: how a sign-in names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 when it keeps none): a copied key shows as a step back. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (a synced passkey), and whether it is backed up now. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

export const WEBAUTHN_PURPOSES = ['register', 'sign-in'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * The challenges of passkey ceremonies under way, kept on the server: each is used once (deleted as it
 * is checked) and expires after PASSKEY_CHALLENGE_SECONDS; the retention job removes the rest.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user adding a passkey; null for a sign-in, which names no account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<WebauthnPurpose>().notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('webauthn_challenges_user_id_idx').on(table.userId)],
);
