import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertsJob } from '../../jobs/alerts.job';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, listingOf, postFeed } from '../../test/feed';
import { outboxMessages } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { feedServiceToken: FEED_TOKEN, photoOrigins: ['https://photos.example.be'] },
  });
});
afterAll(() => t.close());

const Listing = z.object({ status_id: z.number(), price_cents: z.number().nullable() });

describe('POST internal/listings', () => {
  it("records a listing's new status and price", async () => {
    const listing = await listingOf(t, 'agency@example.be', 2);
    const response = await postFeed(t, 'listings', {
      vlancode: listing.vlancode,
      statusId: 1,
      price: 312_500,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { id: listing.id } });
    const [row] = await queryRows(
      t.db,
      Listing,
      sql`select status_id, price_cents::float8 as price_cents from listings where id = ${listing.id}`,
    );
    expect(row).toEqual({ status_id: 1, price_cents: 31_250_000 });
  });

  it('sets, keeps and clears the main photo; only a web address is one', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const photo = async () =>
      (
        await queryRows(
          t.db,
          z.object({ photo_url: z.string().nullable() }),
          sql`select photo_url from listings where id = ${listing.id}`,
        )
      )[0]!.photo_url;
    const change = (extra: object) =>
      postFeed(t, 'listings', { vlancode: listing.vlancode, statusId: 1, price: 300_000, ...extra });
    expect((await change({ photoUrl: 'https://photos.example.be/a/1.jpg' })).statusCode).toBe(200);
    expect(await photo()).toBe('https://photos.example.be/a/1.jpg');
    expect((await change({})).statusCode).toBe(200);
    expect(await photo()).toBe('https://photos.example.be/a/1.jpg');
    const script = await change({ photoUrl: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ fields: { photoUrl: expect.any(String) } });
    // Only from the image servers the pages may load (PHOTO_ORIGINS).
    const elsewhere = await change({ photoUrl: 'https://tracker.example.com/pixel.jpg' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ fields: { photoUrl: MSG.invalid } });
    expect(await photo()).toBe('https://photos.example.be/a/1.jpg');
    expect((await change({ photoUrl: null })).statusCode).toBe(200);
    expect(await photo()).toBeNull();
  });

  it('refuses an unknown or deleted listing and the statuses of the account area', async () => {
    const unknown = await postFeed(t, 'listings', { vlancode: 'ZZZ9999', statusId: 1, price: null });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { vlancode: MSG.invalid } });
    const deleted = await listingOf(t, 'agency@example.be', 5);
    expect(
      (await postFeed(t, 'listings', { vlancode: deleted.vlancode, statusId: 1, price: null })).statusCode,
    ).toBe(400);
    const published = await listingOf(t, 'agency@example.be', 1);
    const draft = await postFeed(t, 'listings', { vlancode: published.vlancode, statusId: 3, price: null });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ fields: { statusId: MSG.invalid } });
  });

  it('a listing the portal publishes reaches the saved searches that match it', async () => {
    const listing = await listingOf(t, 'agency@example.be', 2);
    const [place] = await queryRows(
      t.db,
      z.object({ zip: z.string(), transaction_type: z.string() }),
      sql`select zip, transaction_type from listings where id = ${listing.id}`,
    );
    await t.db.execute(sql`delete from saved_searches`);
    await t.db.execute(sql`delete from mail_outbox`);
    await t.db
      .execute(sql`insert into alert_addresses (user_id, email) select id, email from users where email = 'private@example.be'
      on conflict (user_id) do nothing`);
    await t.db
      .execute(sql`insert into saved_searches (user_id, name, transaction_type, postcodes, email_notification, unsubscribe_token, created_at)
      select id, 'Feed test', ${place!.transaction_type}, array[${place!.zip}]::text[], 'on', 'feed-test-token-00001', now() - interval '1 day'
      from users where email = 'private@example.be'`);
    await t.runJob(alertsJob); // matches what was there already; the cursor moves to now
    await t.db.execute(sql`delete from mail_outbox`);
    await postFeed(t, 'listings', { vlancode: listing.vlancode, statusId: 1, price: 299_000 });
    await t.runJob(alertsJob, { now: new Date(Date.now() + 2 * 3600_000) });
    const mails = await outboxMessages(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('private@example.be');
    expect(mails[0]!.text).toContain(listing.vlancode);
  });
});
