import type { ListingEvent } from '@app/contract';
import { MSG } from '@app/contract';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http-error';
import { feedListingsByVlancode } from './feed-listings.repository';
import { insertAndRollUp } from './record-events.repository';

export interface RecordedEvents {
  recorded: number;
  duplicates: number;
}

/**
 * POST internal/events: all or nothing. One unknown, draft or deleted listing refuses the whole
 * batch (400 naming each bad event), so the portal can fix and re-send it without double counts.
 */
export async function recordEvents(db: Database, events: readonly ListingEvent[]): Promise<RecordedEvents> {
  return db.transaction(async (tx) => {
    const listings = await feedListingsByVlancode(tx, [...new Set(events.map((event) => event.vlancode))]);
    const fields: Record<string, string> = {};
    events.forEach((event, index) => {
      if (!listings.has(event.vlancode)) fields[`events.${index}.vlancode`] = MSG.invalid;
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const recorded = await insertAndRollUp(
      tx,
      events.map((event) => ({ ...event, listingId: listings.get(event.vlancode)!.id })),
    );
    return { recorded, duplicates: events.length - recorded };
  });
}
