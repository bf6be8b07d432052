import type { RecordContactBody } from '@app/contract';
import { MSG, routePath } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http-error';
import type { DeferredMail, Mailer } from '../../mail/mailer';
import type { FeedListing } from './feed-listings.repository';
import { feedListingsByVlancode } from './feed-listings.repository';
import { leadMail } from './lead-mail';
import { isProFirstContact } from '../products/products.service';
import { queueWebhookEvent } from '../webhooks/webhooks.service';
import type { LeadRecipient } from './record-contact.repository';
import { contactIdOf, insertContact, leadRecipientOf } from './record-contact.repository';

export interface ContactFeedDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** After the commit: asks the webhook job to send what the contact queued. */
  webhooksSoon?: () => Promise<void>;
}

const addressOf = (listing: FeedListing): string | null => {
  const street = [listing.street, listing.houseNumber].filter(Boolean).join(' ');
  const place = [listing.zip, listing.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || null;
};

/**
 * POST internal/contacts: stores the contact for the listing's owner (and its author) and, in the same
 * transaction, queues its e-mail to the owner's leads address; the send-mail job delivers it, so an
 * SMTP failure never fails the feed call. A re-sent id is a duplicate and mails nothing.
 */
export async function recordContact(
  deps: ContactFeedDeps,
  contact: RecordContactBody,
): Promise<{ id: number; duplicate: boolean }> {
  const stored = await deps.db.transaction(async (tx) => {
    const listing = (await feedListingsByVlancode(tx, [contact.vlancode])).get(contact.vlancode);
    if (!listing) throw validationFailed({ vlancode: MSG.invalid });
    const id = await insertContact(tx, listing, contact);
    if (id === null) return { id: await contactIdOf(tx, contact.id), duplicate: true };
    const recipient = await leadRecipientOf(tx, listing.userId);
    await deps.mailer.queue(tx, leadMailOf(deps, listing, recipient, contact));
    const webhooks = await queueContactWebhooks(tx, listing, id, contact);
    return { id, duplicate: false, webhooks };
  });
  if (stored.duplicate) return stored;
  await deps.mailer.deliverSoon();
  if (stored.webhooks) await deps.webhooksSoon?.();
  return { id: stored.id, duplicate: false };
}

/** The contact for the owner's webhooks; on a listing of one of its Pro First postcodes, that event too. */
async function queueContactWebhooks(
  tx: Database,
  listing: FeedListing,
  contactId: number,
  contact: RecordContactBody,
): Promise<number> {
  const sentAt = new Date(contact.sentAt);
  const data = {
    contactId,
    listing: {
      vlancode: listing.vlancode,
      yourReference: listing.yourReference,
      address: addressOf(listing),
      postcode: listing.zip,
    },
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    message: contact.message,
    sentAt: sentAt.toISOString(),
  };
  const now = new Date();
  let queued = await queueWebhookEvent(tx, listing.userId, 'contact.received', data, now);
  if (listing.zip && (await isProFirstContact(tx, listing.userId, listing.zip, sentAt)))
    queued += await queueWebhookEvent(
      tx,
      listing.userId,
      'pro_first_contact.received',
      { ...data, postcode: listing.zip },
      now,
    );
  return queued;
}

function leadMailOf(
  deps: ContactFeedDeps,
  listing: FeedListing,
  recipient: LeadRecipient,
  contact: RecordContactBody,
): DeferredMail {
  const lang = recipient.language;
  const link = `${deps.publicUrl}${routePath('emails', lang, { vlancode: listing.vlancode })}`;
  return leadMail({
    to: recipient.email,
    lang,
    vlancode: listing.vlancode,
    yourReference: listing.yourReference,
    address: addressOf(listing),
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    message: contact.message,
    sentAt: new Date(contact.sentAt),
    link,
    publicUrl: deps.publicUrl,
  });
}
