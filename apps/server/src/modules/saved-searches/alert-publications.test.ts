import type { SavedSearch } from '@app/contract';
import { endpoints, STATUS_IDS_PUBLIC, STATUS_TYPES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertDigestJob } from '../../jobs/alert-digest.job';
import { alertsJob } from '../../jobs/alerts.job';
import type { TestApp } from '../../test/app';
import { outboxMessages } from '../../test/mail';
import { createTestApp, queryRows } from '../../test/app';
import { call } from '../../test/call';

/**
 * One meaning of "new" (decision 063): a listing is new for a search when it goes public, the first
 * time or again; a change or a spell offline makes nothing new. The card's count, the real-time
 * e-mail and the digest follow it.
 */

/** A fixed clock far from the demo data: 10 June 2031, 10:00 in Brussels. */
const NOW = new Date('2031-06-10T08:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let serial = 0;

async function addListing(when: Date, { zip = '9111', type = 'house', status = 1 } = {}): Promise<number> {
  serial += 1;
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
        bedrooms, livable_surface, url, created_at, updated_at)
      select ${`PUB${String(serial).padStart(4, '0')}`}, id, ${status}, 'sale', ${type}, 25000000, ${zip}, 'Publicatiedorp',
        3, 140, ${`https://portal.example.be/listing/pub-${serial}`}, ${when}, ${when}
      from users where email = 'agency@example.be' returning id`,
  );
  return row!.id;
}

const mails = () => outboxMessages(t);
const realtime = async () => (await mails()).filter((mail) => mail.subject.startsWith('Nieuw voor'));
const digests = async () => (await mails()).filter((mail) => mail.subject.startsWith('Uw dagelijkse'));
const PublishedRow = z.object({ published_at: z.string().nullable(), created_at: z.string() });
const publishedOf = async (id: number) =>
  (
    await queryRows(t.db, PublishedRow, sql`select published_at, created_at from listings where id = ${id}`)
  )[0]!;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://account.example.be' } });
  await t.db.execute(sql`delete from saved_searches`);
  await t.db.execute(sql`delete from mail_outbox`);
  await t.db.execute(
    sql`insert into alert_addresses (user_id, email) select id, email from users where email = 'private@example.be'`,
  );
  // Houses in 9111, real-time and digest; and everything in 9111, digest only.
  await t.db
    .execute(sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes,
      email_digest, email_notification, unsubscribe_token, created_at)
    select id, 'Huizen 9111', 'sale', '{house}'::text[], '{9111}'::text[], true, 'on', 'publications-token-1', ${at(-24 * 60)}::timestamptz
    from users where email = 'private@example.be'
    union all
    select id, 'Alles in 9111', 'sale', '{}', '{9111}', true, 'off', 'publications-token-2', ${at(-24 * 60)}::timestamptz
    from users where email = 'private@example.be'`);
});
afterAll(() => t.close());

describe('a listing published, changed, taken offline and published again (fixed clock)', () => {
  let listing: number;

  it('is new when first published: one real-time e-mail', async () => {
    listing = await addListing(at(-10));
    await t.runJob(alertsJob, { now: NOW });
    const sent = await realtime();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('pub-1');
  });

  it('is not new when it changes, nor when it goes offline', async () => {
    await t.db.execute(
      sql`update listings set price_cents = 24000000, updated_at = ${at(70)} where id = ${listing}`,
    );
    await t.runJob(alertsJob, { now: at(75) });
    await t.db.execute(sql`update listings set status_id = 2, updated_at = ${at(130)} where id = ${listing}`);
    await t.runJob(alertsJob, { now: at(135) });
    expect(await realtime()).toHaveLength(1);
  });

  it('is new again when published again: e-mailed again, once', async () => {
    // The statement gives the publication time, as the fixed clock needs (the trigger keeps it).
    await t.db.execute(
      sql`update listings set status_id = 1, published_at = ${at(190)}, updated_at = ${at(190)} where id = ${listing}`,
    );
    await t.runJob(alertsJob, { now: at(195) });
    await t.runJob(alertsJob, { now: at(200) });
    const sent = await realtime();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('pub-1');
  });

  it("leaves out of the digest what the day's real-time e-mails sent, for every search of the user", async () => {
    // An apartment: only the digest-only search wants it.
    await addListing(at(205), { type: 'apartment' });
    await t.runJob(alertsJob, { now: at(210) });
    await t.runJob(alertDigestJob, { now: at(215) });
    const [digest] = await digests();
    expect(digest!.subject).toBe('Uw dagelijkse selectie: 1 nieuw pand');
    expect(digest!.text).toContain('pub-2');
    expect(digest!.text).not.toMatch(/pub-1\b/);
  });
});

describe("the alert e-mail names the search's places as the reader does (fixed clock)", () => {
  it("shows the locality picked, in the reader's language, under the search's name", async () => {
    await t.db.execute(
      sql`insert into users (email, status, language) values ('lecteur@example.be', 1, 'fr')`,
    );
    await t.db.execute(
      sql`insert into alert_addresses (user_id, email) select id, email from users where email = 'lecteur@example.be'`,
    );
    await t.db.execute(sql`insert into saved_searches (user_id, name, transaction_type, postcodes, city_ids,
        email_notification, unsubscribe_token, created_at)
      select u.id, 'Maisons à Gand', 'sale', '{9000}'::text[], array[c.id], 'on', 'publications-token-3',
        ${at(-24 * 60)}::timestamptz
      from users u, cities c where u.email = 'lecteur@example.be' and c.zip = '9000' and c.name = 'Gent'`);
    await addListing(at(300), { zip: '9000' });
    await t.runJob(alertsJob, { now: at(305) });
    const [mail] = (await mails()).filter((message) => message.to === 'lecteur@example.be');
    expect(mail!.text).toContain('Maisons à Gand');
    expect(mail!.text).toContain('9000 Gand');
  });
});

describe('published_at, whichever module writes the status', () => {
  it('is set on insert for exactly the public statuses of the contract, from the creation time', async () => {
    const created = new Date(Date.now() - 10 * 86_400_000);
    for (const { id: status } of STATUS_TYPES) {
      const row = await publishedOf(await addListing(created, { zip: '9112', status }));
      const isPublic = (STATUS_IDS_PUBLIC as readonly number[]).includes(status);
      expect(row.published_at, `status ${status}`).toEqual(isPublic ? row.created_at : null);
    }
  });

  it('moves when the listing goes public again, not when it changes or goes offline; the count of new follows', async () => {
    const buyer = await t.login('private@example.be');
    const saved = await call(t, buyer, endpoints.createSavedSearch, {
      body: { name: 'Alles in 9113', criteria: { transactionType: 'sale', postcodes: ['9113'] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const newMatches = async () =>
      (await call(t, buyer, endpoints.listMySavedSearches))
        .json<{ data: SavedSearch[] }>()
        .data.find((search) => search.name === 'Alles in 9113')!.newMatches;

    const id = await addListing(new Date(Date.now() - 10 * 86_400_000), { zip: '9113' });
    const first = (await publishedOf(id)).published_at;
    expect(await newMatches()).toBe(0);
    await t.db.execute(sql`update listings set price_cents = 20000000 where id = ${id}`);
    await t.db.execute(sql`update listings set status_id = 2 where id = ${id}`);
    expect((await publishedOf(id)).published_at).toEqual(first);
    await t.db.execute(sql`update listings set status_id = 7 where id = ${id}`);
    const again = (await publishedOf(id)).published_at!;
    expect(new Date(again).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Published again today: new for the card, though created ten days ago.
    expect(await newMatches()).toBe(1);
    // From option back to published: still public, not published again.
    await t.db.execute(sql`update listings set status_id = 1 where id = ${id}`);
    expect((await publishedOf(id)).published_at).toEqual(again);
  });
});
