import type { RecordContactBody } from '@app/contract';
import { Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, IdRow } from '../../db/sql';

/**
 * Stores the contact once per portal id (contacts.external_id is unique). The author is kept only
 * when such a user exists: the portal's word decides whose sent contacts it shows, never whose
 * listing it is (that is the listing's owner). Null when the id was stored before.
 */
export async function insertContact(
  db: Database,
  listing: { id: number; userId: number },
  contact: RecordContactBody,
): Promise<number | null> {
  const result = await db.execute(sql`
    insert into contacts (listing_id, owner_id, author_id, external_id, first_name, last_name, email, phone,
                          message, sent_at)
    values (${listing.id}, ${listing.userId},
            (select u.id from users u where u.id = ${contact.authorUserId}::int),
            ${contact.id}, ${contact.firstName}, ${contact.lastName}, ${contact.email}, ${contact.phone},
            ${contact.message}, ${contact.sentAt}::timestamptz)
    on conflict (external_id) do nothing
    returning id
  `);
  return firstRowOf(IdRow, result)?.id ?? null;
}

export async function contactIdOf(db: Database, externalId: string): Promise<number> {
  const result = await db.execute(sql`select id from contacts where external_id = ${externalId}`);
  const row = firstRowOf(IdRow, result);
  if (!row) throw new Error(`contact ${externalId} conflicted but cannot be read`);
  return row.id;
}

const LeadRecipient = z.object({ email: z.string(), language: Language });
export type LeadRecipient = z.infer<typeof LeadRecipient>;

/** Where an owner's leads go: the agency's leads address when set, else the account's e-mail. */
export async function leadRecipientOf(db: Database, userId: number): Promise<LeadRecipient> {
  const result = await db.execute(sql`
    select coalesce(nullif(trim(p.leads_email), ''), u.email) as email, u.language
    from users u left join pro_profiles p on p.user_id = u.id
    where u.id = ${userId}
  `);
  const row = firstRowOf(LeadRecipient, result);
  if (!row) throw new Error(`listing owner ${userId} not found`);
  return row;
}
