import type { RecordContactBody } from '@app/contract';
import { MSG, routePath } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import type { FeedListing } from './feed-listings.repository';
import { feedListingsByVlancode } from './feed-listings.repository';
import { leadMessage } from './lead-mail';
import type { LeadRecipient } from './record-contact.repository';
import { contactIdOf, insertContact, leadRecipientOf } from './record-contact.repository';

export interface ContactFeedDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Stored =
  | { id: number; duplicate: true }
  | { id: number; duplicate: false; listing: FeedListing; recipient: LeadRecipient };

const addressOf = (listing: FeedListing): string | null => {
  const street = [listing.street, listing.houseNumber].filter(Boolean).join(' ');
  const place = [listing.zip, listing.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || null;
};

/**
 * POST internal/contacts: stores the contact for the listing's owner (and its author), then mails it
 * to the owner's leads address. The mail goes after the commit: the mailer writes its outbox row on
 * its own connection (PGlite has one, held by the transaction), and a failed delivery stays in the
 * outbox with its error while the lead itself is kept. A re-sent id is a duplicate and mails nothing.
 */
export async function recordContact(
  deps: ContactFeedDeps,
  contact: RecordContactBody,
): Promise<{ id: number; duplicate: boolean }> {
  const stored = await deps.db.transaction(async (tx): Promise<Stored> => {
    const listing = (await feedListingsByVlancode(tx, [contact.vlancode])).get(contact.vlancode);
    if (!listing) throw validationFailed({ vlancode: MSG.invalid });
    const id = await insertContact(tx, listing, contact);
    if (id === null) return { id: await contactIdOf(tx, contact.id), duplicate: true };
    return { id, duplicate: false, listing, recipient: await leadRecipientOf(tx, listing.userId) };
  });
  if (stored.duplicate) return { id: stored.id, duplicate: true };

  const { listing, recipient } = stored;
  const lang = recipient.language;
  const link = `${deps.publicUrl}${routePath('emails', lang, { vlancode: listing.vlancode })}`;
  try {
    await deps.mailer.send(
      leadMessage({
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
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, contactId: stored.id }, 'lead stored, but its e-mail to the owner failed');
    throw error;
  }
  return { id: stored.id, duplicate: false };
}
