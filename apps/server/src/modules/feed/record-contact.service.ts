import type { RecordContactBody } from '@app/contract';
import { MSG, routePath } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http-error';
import type { DeferredMail, Mailer } from '../../mail/mailer';
import type { FeedListing } from './feed-listings.repository';
import { feedListingsByVlancode } from './feed-listings.repository';
import { leadMail } from './lead-mail';
import type { LeadRecipient } from './record-contact.repository';
import { contactIdOf, insertContact, leadRecipientOf } from './record-contact.repository';

export interface ContactFeedDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
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
    return { id, duplicate: false };
  });
  if (!stored.duplicate) await deps.mailer.deliverSoon();
  return stored;
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
