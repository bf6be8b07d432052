import { z } from 'zod';
import { dataOf, IdParams, PathId, Success } from './common';
import { endpoint } from './endpoint';
import { MSG } from './validation';
import { WEBHOOK_ERR, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT } from './webhook-constants';

// ---------------------------------------------------------------------------------------------
// Issue 50: an agency's leads sent to its own software (CRM) as signed webhooks, as the Standard
// Webhooks specification says (https://www.standardwebhooks.com): headers webhook-id,
// webhook-timestamp and webhook-signature (v1, HMAC-SHA256 with a whsec_ secret).

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const WebhookEndpointBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, MSG.required)
    .max(WEBHOOK_LIMITS.urlMax, MSG.tooLong)
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_ERR.url })),
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMax, MSG.tooLong).default(''),
  events: z
    .array(WebhookEventTypeSchema)
    .min(1, MSG.required)
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, MSG.invalid),
});
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBody>;

export const WebhookEndpointUpdateBody = WebhookEndpointBody.extend({ enabled: z.boolean() });
export type WebhookEndpointUpdateBody = z.input<typeof WebhookEndpointUpdateBody>;

export const WebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Set when deliveries failed for WEBHOOK_LIMITS.retryDays and the endpoint was switched off. */
  disabledForFailures: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Until then the secret before the last rotation signs too; null: no rotation under way. */
  previousSecretUntil: z.iso.datetime().nullable(),
  /** Messages waiting for delivery (or for a retry). */
  pending: z.number().int().min(0),
  /** The endpoint's version, for If-Match on updateWebhookEndpoint (the same as getWebhookEndpoint's ETag). */
  etag: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** A signing secret, shown once: when the endpoint is added and when it is rotated. */
export const WebhookSecret = z.string().regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/);

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
/** One attempt to deliver a message, as the delivery log shows it. */
export const WebhookAttempt = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  /** The webhook-id header: a receiver that saw it before has it already. */
  webhookId: z.string(),
  event: z.union([WebhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  attemptedAt: z.iso.datetime(),
  /** The receiver's HTTP status; null: no answer (timeout, refused connection, refused address). */
  statusCode: z.number().int().nullable(),
  /** Why an attempt failed, in the server's words (kept short). */
  error: z.string().nullable(),
  durationMs: z.number().int().min(0),
  /** Where the message stands now. */
  status: WebhookDeliveryStatus,
  /** When it is tried again; null when it is not. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

const EndpointDeliveryParams = z.object({ id: PathId, messageId: PathId });

export const listWebhookEndpoints = endpoint({
  method: 'GET',
  path: 'my-profile/webhooks',
  access: 'pro',
  tag: 'webhooks',
  summary: "The agency's webhook endpoints, the oldest first.",
  response: dataOf(z.array(WebhookEndpoint)),
});

export const getWebhookEndpoint = endpoint({
  method: 'GET',
  path: 'my-profile/webhooks/:id',
  access: 'pro',
  tag: 'webhooks',
  summary: "One of the agency's webhook endpoints, with its version (ETag); another agency's answers 404.",
  params: IdParams,
  response: dataOf(WebhookEndpoint),
  versioned: true,
});

export const createWebhookEndpoint = endpoint({
  method: 'POST',
  path: 'my-profile/webhooks',
  access: 'pro',
  tag: 'webhooks',
  summary:
    'Adds an endpoint (at most WEBHOOK_LIMITS.endpoints): a public https address. Answers it with its signing secret, which is shown this once.',
  body: WebhookEndpointBody,
  response: dataOf(z.object({ endpoint: WebhookEndpoint, secret: WebhookSecret })),
});

export const updateWebhookEndpoint = endpoint({
  method: 'PUT',
  path: 'my-profile/webhooks/:id',
  access: 'pro',
  tag: 'webhooks',
  summary:
    'Changes an endpoint: its address, description, events, and whether it is on. Switching it on again clears a disabling for failures.',
  params: IdParams,
  body: WebhookEndpointUpdateBody,
  response: dataOf(WebhookEndpoint),
  versioned: true,
});

export const deleteWebhookEndpoint = endpoint({
  method: 'DELETE',
  path: 'my-profile/webhooks/:id',
  access: 'pro',
  tag: 'webhooks',
  summary: 'Removes an endpoint, its messages still waiting and its delivery log.',
  params: IdParams,
  response: Success,
});

export const rotateWebhookSecret = endpoint({
  method: 'POST',
  path: 'my-profile/webhooks/:id/secret',
  access: 'pro',
  tag: 'webhooks',
  summary:
    'Gives the endpoint a new signing secret, shown this once; the one before signs beside it for WEBHOOK_LIMITS.previousSecretHours.',
  params: IdParams,
  response: dataOf(z.object({ endpoint: WebhookEndpoint, secret: WebhookSecret })),
});

export const listWebhookAttempts = endpoint({
  method: 'GET',
  path: 'my-profile/webhooks/:id/attempts',
  access: 'pro',
  tag: 'webhooks',
  summary: "The endpoint's delivery log: its last WEBHOOK_LIMITS.logSize attempts, the newest first.",
  params: IdParams,
  response: dataOf(z.array(WebhookAttempt)),
});

export const resendWebhookMessage = endpoint({
  method: 'POST',
  path: 'my-profile/webhooks/:id/messages/:messageId/resend',
  access: 'pro',
  tag: 'webhooks',
  summary:
    'Sends a failed message again, now, with the same webhook-id; a delivered or waiting one answers 409 (WEBHOOK_ERR.notResendable).',
  params: EndpointDeliveryParams,
  response: Success,
});

export const sendWebhookTest = endpoint({
  method: 'POST',
  path: 'my-profile/webhooks/:id/test',
  access: 'pro',
  tag: 'webhooks',
  summary: `Queues a ${WEBHOOK_TEST_EVENT} event for the endpoint, delivered as any other (it shows in the log).`,
  params: IdParams,
  response: Success,
});
