import { z } from 'zod';
import { dataOf } from './common';
import { endpoint } from './endpoint';

// ---------------------------------------------------------------------------------------------
// Issue 51: where the user is signed in. Every sign-in opens a session (a row per cookie); the
// user sees them all and ends any of them (OWASP ASVS 5.0, V7.4.5 and V7.5.2).

/** How a session signed in: the account's password, a passkey, or a provider's account. */
export const SIGN_IN_METHODS = ['password', 'passkey', 'google', 'facebook', 'belfius'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const UserSession = z.object({
  /** A random id of the session itself, not of its cookie: it names the session to end, nothing else. */
  id: z.uuid(),
  /** From the browser's User-Agent, as far as it says: "Chrome 131", "Mobile Safari 18.1"; null: unknown. */
  browser: z.string().nullable(),
  /** "Android 14", "Windows 10", "macOS 14.5"; null: unknown. */
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  method: z.enum(SIGN_IN_METHODS),
  createdAt: z.iso.datetime(),
  /** Written at most once an hour (the sliding expiry's step): "active within the hour". */
  lastSeenAt: z.iso.datetime(),
  /** The address it signed in from with its last part hidden ("81.82.83.x", "2a02:1810:4d02:9a00:x"). */
  network: z.string().nullable(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;

export const SessionParams = z.object({ id: z.uuid() });

export const listMySessions = endpoint({
  method: 'GET',
  path: 'my-profile/sessions',
  access: 'user',
  tag: 'account',
  summary: "The user's live sessions, the current one first, then the most recently active.",
  response: dataOf(z.array(UserSession)),
});

export const endMySession = endpoint({
  method: 'DELETE',
  path: 'my-profile/sessions/:id',
  access: 'user',
  tag: 'account',
  summary:
    "Ends one of the user's sessions: its next call is signed out. Ending the current one signs this browser out. Another user's session, or one already ended, answers 404.",
  params: SessionParams,
  response: dataOf(z.array(UserSession)),
});

export const endMyOtherSessions = endpoint({
  method: 'POST',
  path: 'my-profile/sessions/end-others',
  access: 'user',
  tag: 'account',
  summary: 'Ends every session of the user but the current one; answers the sessions left (the current one).',
  response: dataOf(z.array(UserSession)),
});
