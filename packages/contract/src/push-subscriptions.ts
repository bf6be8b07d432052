import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { endpoint } from './endpoint';
import { MSG } from './validation';

// ---------------------------------------------------------------------------------------------
// Web Push (RFC 8030/8291, VAPID): the browsers where a user turned notifications on.

/** Push services' URLs are long (FCM's for Chrome is ~ 200 characters); anything longer is not one. */
export const PUSH_ENDPOINT_MAX = 2_000;
export const PUSH_LABEL_MAX = 200;
/** A user's browsers kept: subscribing one more drops the oldest (a browser long gone, most likely). */
export const PUSH_SUBSCRIPTIONS_MAX = 20;

/** base64url (RFC 4648 §5), as PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, MSG.invalid)
    .max(max, MSG.invalid)
    .regex(/^[A-Za-z0-9_-]+$/, MSG.invalid);

/** What the browser's PushSubscription.toJSON() gives (its expirationTime is not kept), and a label. */
export const SubscribePushBody = z.object({
  /** A push service is reached over https only. */
  endpoint: z.url({ protocol: /^https$/, error: MSG.invalid }).max(PUSH_ENDPOINT_MAX, MSG.tooLong),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes, 87 characters. */
    p256dh: base64url(87, 88),
    /** The authentication secret: 16 bytes, 22 characters. */
    auth: base64url(22, 24),
  }),
  /** Shown in the account's list, e.g. "Chrome on Windows". */
  label: z.string().trim().min(1).max(PUSH_LABEL_MAX, MSG.tooLong),
});
export type SubscribePushBody = z.input<typeof SubscribePushBody>;

export const PushSubscription = z.object({
  id: z.number().int(),
  label: z.string(),
  created: z.iso.datetime(),
  /** The last message its push service accepted; null: none yet. */
  lastSuccess: z.iso.datetime().nullable(),
});
export type PushSubscription = z.infer<typeof PushSubscription>;

export const getPushKey = endpoint({
  method: 'GET',
  path: 'my-profile/push/key',
  access: 'user',
  tag: 'account',
  summary:
    "The server's VAPID public key (base64url) that a browser subscribes with; null where Web Push is not set up.",
  response: dataOf(z.object({ publicKey: z.string().nullable() })),
});

export const subscribePush = endpoint({
  method: 'PUT',
  path: 'my-profile/push/subscriptions',
  access: 'user',
  tag: 'account',
  summary:
    'Turns notifications on in this browser: stores its push subscription (the same endpoint again updates it, and moves it to the caller; beyond PUSH_SUBSCRIPTIONS_MAX the oldest is dropped). 409 where Web Push is not set up.',
  body: SubscribePushBody,
  response: dataOf(PushSubscription),
});

export const listPushSubscriptions = endpoint({
  method: 'GET',
  path: 'my-profile/push/subscriptions',
  access: 'user',
  tag: 'account',
  summary: 'The browsers where the user turned notifications on, newest first.',
  response: dataOf(z.array(PushSubscription)),
});

export const deletePushSubscription = endpoint({
  method: 'DELETE',
  path: 'my-profile/push/subscriptions/:id',
  access: 'user',
  tag: 'account',
  summary: "Turns notifications off for one browser; another user's subscription answers 404.",
  params: IdParams,
  response: dataOf(z.array(PushSubscription)),
});
