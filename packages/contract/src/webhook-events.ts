import { z } from 'zod';
import { PropertyType } from './lookups';
import type { WebhookEventType } from './webhook-constants';
import { WEBHOOK_PAYLOAD_VERSION, WEBHOOK_TEST_EVENT } from './webhook-constants';

// What a receiver gets: the body of each webhook, `{ type, timestamp, version, data }` as the
// Standard Webhooks specification suggests. The server builds them through these schemas and the
// OpenAPI document lists them under `webhooks`.

const person = {
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
};

/** The listing or project a contact was sent to. */
const ContactListing = z.object({
  vlancode: z.string(),
  /** The agency's own reference for it; null when it has none. */
  yourReference: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
});

const ContactData = z.object({
  contactId: z.number().int(),
  listing: ContactListing,
  ...person,
  message: z.string(),
  sentAt: z.iso.datetime(),
});

const ValuationContactData = z.object({
  contactId: z.number().int(),
  ...person,
  street: z.string(),
  number: z.string(),
  postcode: z.string(),
  city: z.string(),
  propertyType: z.string(),
  livableSurface: z.number().int(),
  bedrooms: z.number().int(),
  /** The portal's estimate in euro; null when it made none. */
  estimate: z.number().nullable(),
  receivedAt: z.iso.datetime(),
});

const SellerLeadData = z.object({
  leadId: z.number().int(),
  ...person,
  postcode: z.string(),
  propertyType: PropertyType,
  message: z.string().nullable(),
  sentAt: z.iso.datetime(),
});

const TestData = z.object({ endpointId: z.number().int(), message: z.string() });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, description: string) =>
  z
    .object({
      type: z.literal(type),
      /** When the event happened (ISO 8601, UTC). */
      timestamp: z.iso.datetime(),
      version: z.literal(WEBHOOK_PAYLOAD_VERSION),
      data,
    })
    .describe(description);

/** Every webhook body by its event type. */
export const WEBHOOK_PAYLOADS = {
  'contact.received': envelope(
    'contact.received',
    ContactData,
    'Someone sent a message about one of the agency’s listings or projects.',
  ),
  'pro_first_contact.received': envelope(
    'pro_first_contact.received',
    ContactData.extend({ postcode: z.string() }),
    'A contact on a listing in one of the agency’s Pro First postcodes, while that postcode runs (also sent as contact.received).',
  ),
  'valuation_contact.received': envelope(
    'valuation_contact.received',
    ValuationContactData,
    'An owner asked for a valuation in one of the agency’s valuation zones.',
  ),
  'seller_lead.received': envelope(
    'seller_lead.received',
    SellerLeadData,
    'A seller near the agency asked to be contacted (Lead Generator).',
  ),
  [WEBHOOK_TEST_EVENT]: envelope(
    WEBHOOK_TEST_EVENT,
    TestData,
    'Sent by “send a test event” in the Integrations tab: it changes nothing.',
  ),
} as const satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type WebhookPayload<T extends keyof typeof WEBHOOK_PAYLOADS> = z.input<(typeof WEBHOOK_PAYLOADS)[T]>;
export type WebhookData<T extends keyof typeof WEBHOOK_PAYLOADS> = WebhookPayload<T>['data'];
