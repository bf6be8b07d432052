import type { RecordContactBody, RecordSellerLeadBody } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { BURST, burst, countRows, REPEATED, ROUNDS, statusCounts } from '../../test/burst';
import { FEED_TOKEN, listingOf, postFeed } from '../../test/feed';

/*
 * The portal's feed re-sends an id when it is not sure it arrived, at any moment, in parallel too:
 * an id is stored once and mailed once (issue 45, decision 053).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
});
afterAll(() => t.close());

const mailsTo = (to: string) =>
  countRows(t, sql`select count(*)::int as n from mail_outbox where reply_to = ${to}`);

describe('a contact of the portal', () => {
  it(`is stored and mailed once when ${BURST} copies arrive at once, ${REPEATED}`, async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = `burst-contact-${round}`;
      const sender = `burst.${round}@example.com`;
      const contact: RecordContactBody = {
        id,
        vlancode: listing.vlancode,
        authorUserId: null,
        firstName: 'Marie',
        lastName: 'Peeters',
        email: sender,
        phone: null,
        message: 'Is het huis nog te koop?',
        sentAt: new Date().toISOString(),
      };
      const responses = await burst(BURST, () => postFeed(t, 'contacts', contact));
      expect(statusCounts(responses)).toEqual({ 200: BURST });
      const answers = responses.map(
        (response) => response.json<{ data: { id: number; duplicate: boolean } }>().data,
      );
      expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(await countRows(t, sql`select count(*)::int as n from contacts where external_id = ${id}`)).toBe(
        1,
      );
      expect(await mailsTo(sender)).toBe(1);
    }
  });
});

describe("a seller lead of the portal (the Lead Generator's feed)", () => {
  it(`reaches each agency of the area once when ${BURST} copies arrive at once, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = `burst-seller-${round}`;
      const sender = `seller.${round}@example.com`;
      const lead: RecordSellerLeadBody = {
        id,
        firstName: 'Marie',
        lastName: 'Peeters',
        email: sender,
        phone: null,
        postcode: '9050',
        propertyType: 'house',
        message: null,
        sentAt: new Date().toISOString(),
      };
      const responses = await burst(BURST, () => postFeed(t, 'lead-generator/leads', lead));
      expect(statusCounts(responses)).toEqual({ 200: BURST });
      const reached = responses.reduce(
        (sum, response) => sum + response.json<{ data: { agencies: number } }>().data.agencies,
        0,
      );
      const stored = await countRows(
        t,
        sql`select count(*)::int as n from seller_leads where external_id = ${id}`,
      );
      // The demo area has one agency whose Lead Generator works (lead-generator.test.ts).
      expect(stored).toBe(1);
      expect(reached).toBe(stored);
      expect(await mailsTo(sender)).toBe(stored);
    }
  });
});
