import { z } from 'zod';
import { NEW_PASSWORD_TWICE, repeatedAlike } from './account';
import { dataOf, Success } from './common';
import { SECURITY_EVENT_KINDS, SECURITY_EVENTS_SHOWN } from './constants';
import { endpoint } from './endpoint';
import { MSG } from './validation';

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

// ---------------------------------------------------------------------------------------------
// A word when something changes (issue 51): each of these is kept as a security event and told to
// the user by e-mail, with a link for "this wasn't me".

export const SecurityEvent = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: z.iso.datetime(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  network: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;

export const listMySecurityEvents = endpoint({
  method: 'GET',
  path: 'my-profile/security-events',
  access: 'user',
  tag: 'account',
  summary: `The user's last ${SECURITY_EVENTS_SHOWN} security events (new devices, password changes, data exports), newest first.`,
  response: dataOf(z.array(SecurityEvent)),
});

/** "This wasn't me": the token of the notice's link and a new password (the rules of spec section 5). */
export const SecureAccountBody = z
  .object({ token: z.string().trim().min(1, MSG.required).max(200), ...NEW_PASSWORD_TWICE })
  .refine(...repeatedAlike);
export type SecureAccountBody = z.infer<typeof SecureAccountBody>;

export const secureAccount = endpoint({
  method: 'POST',
  path: 'auth/secure-account',
  access: 'public',
  tag: 'account',
  summary:
    'Completes a security notice\'s "this wasn\'t me" link: sets the new password and ends every session of the user. A used, expired or unknown token answers 400; a common password, 400 with its field.',
  body: SecureAccountBody,
  response: Success,
});
