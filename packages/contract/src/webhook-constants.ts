// Issue 50: webhooks' plain constants (webhooks.ts holds their schemas and endpoints). Apart from
// constants.ts, which the dashboard's first load carries: only the Integrations tab needs them.
/** The events an endpoint may subscribe to; each is described in the OpenAPI document's `webhooks`. */
export const WEBHOOK_EVENT_TYPES = [
  'contact.received',
  'pro_first_contact.received',
  'valuation_contact.received',
  'seller_lead.received',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** What "send a test event" sends; every endpoint receives it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** The payloads' version: a change a receiver could trip over comes as a new version. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_LIMITS = {
  /** Endpoints per agency. */
  endpoints: 5,
  urlMax: 2_000,
  descriptionMax: 200,
  /** The delivery log keeps this many attempts per endpoint. */
  logSize: 100,
  /** One attempt waits this long for the receiver's answer. */
  timeoutMs: 10_000,
  /** A message is retried this long; an endpoint whose messages fail this long is disabled. */
  retryDays: 3,
  /** After a rotation, the old secret signs beside the new one this long. */
  previousSecretHours: 24,
} as const;

/** The refusals the Integrations tab shows; their messages are in its own namespace. */
export const WEBHOOK_ERR = {
  /** Not an https address, or one of a private, local or reserved network. */
  url: 'webhooks:errors.url',
  max: 'webhooks:errors.max',
  /** The message was delivered or is still under way: only a failed or given-up one is sent again. */
  notResendable: 'webhooks:errors.notResendable',
} as const;
