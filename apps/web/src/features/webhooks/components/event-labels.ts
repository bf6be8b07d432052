import type { WebhookAttempt, WebhookEventType } from '@app/contract';
import { WEBHOOK_TEST_EVENT } from '@app/contract';

/** The human name of each event (the contract's names are for software), and what it is about. */
export const EVENT_LABELS: Record<WebhookEventType, { label: string; hint: string }> = {
  'contact.received': { label: 'webhooks:events.contact', hint: 'webhooks:events.contactHint' },
  'pro_first_contact.received': { label: 'webhooks:events.proFirst', hint: 'webhooks:events.proFirstHint' },
  'valuation_contact.received': {
    label: 'webhooks:events.valuation',
    hint: 'webhooks:events.valuationHint',
  },
  'seller_lead.received': { label: 'webhooks:events.sellerLead', hint: 'webhooks:events.sellerLeadHint' },
};

/** An event's name in the delivery log, test events included. */
export const eventLabelKey = (event: WebhookAttempt['event']): string =>
  event === WEBHOOK_TEST_EVENT ? 'webhooks:events.test' : EVENT_LABELS[event].label;
