import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com): the signed content is
// `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 with the secret's bytes, sent as
// `v1,<base64>`; several signatures (a rotation) are separated by spaces.

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, base64, with the specification's prefix. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id for the webhook-id header: unique, and the same on every attempt of one message. */
export const newWebhookId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

const keyOf = (secret: string): Buffer => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt, signed with each secret given (the new one first). */
export function signWebhook(
  webhookId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const content = `${webhookId}.${timestamp}.${body}`;
  const signatures = secrets.map(
    (secret) => `v1,${createHmac('sha256', keyOf(secret)).update(content).digest('base64')}`,
  );
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': timestamp,
    'webhook-signature': signatures.join(' '),
  };
}
