import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertsJob } from '../jobs/alerts.job';
import { sendPushJob } from '../jobs/send-push.job';
import { subscribe } from '../modules/account/push-subscriptions/push-subscriptions.service';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { startFakePushService } from '../test/fake-push-service';
import { PUSH_TTL_SECONDS } from './outbox';

const NOW = new Date('2030-06-10T08:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const VAPID = webpush.generateVAPIDKeys();

let service: Awaited<ReturnType<typeof startFakePushService>>;
let t: TestApp;
let userId: number;
let searchId: number;
let serial = 0;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({
    config: {
      vapid: VAPID,
      vapidSubject: 'mailto:alerts@portal.example.be',
      publicUrl: 'https://account.example.be',
    },
  });
  const [user] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`select id from users where email = 'notary@example.be'`,
  );
  userId = user!.id;
  const [search] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes,
        push_notification, unsubscribe_token, created_at)
      values (${userId}, 'Huis in Pushdorp', 'sale', '{house}', '{9102}', 'on', 'test-push-token-0001', ${at(-24 * 60)})
      returning id`,
  );
  searchId = search!.id;
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  service.state.received.length = 0;
  await t.db.execute(sql`delete from push_outbox`);
});

/** A listing that the search matches, published at `when`. */
async function addListing(when: Date, price: number | null = 350_000) {
  serial += 1;
  await t.db.execute(sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type,
      price_cents, zip, city, bedrooms, livable_surface, photo_count, photo_url, url, created_at, updated_at)
    select ${`PSH${String(serial).padStart(4, '0')}`}, id, 1, 'sale', 'house', ${price === null ? null : price * 100},
      '9102', 'Pushdorp', 3, 140, 8, ${`https://photos.example.be/psh-${serial}/1.jpg`},
      ${`https://portal.example.be/listing/psh-${serial}`}, ${when}, ${when}
    from users where email = 'agency@example.be'`);
}

/** A browser of the fake push service, subscribed for the user as the endpoint stores it. */
async function subscribeBrowser(name: string, label: string) {
  const browser = service.browser(name);
  await subscribe(t.db, t.config, userId, { endpoint: browser.endpoint, keys: browser.keys, label });
  return browser;
}

/** The alerts job queues, then the send-push job delivers, at the same moment. */
async function alertAndSend(now: Date) {
  await t.runJob(alertsJob, { now });
  await t.runJob(sendPushJob, { now });
}

const subscriptionCount = async () =>
  (
    await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`,
    )
  )[0]!.n;

describe('the send-push job through Web Push', () => {
  it("encrypts the newest listing's title, price, photo and link for the browser, signed with VAPID, with a TTL", async () => {
    const browser = await subscribeBrowser('firefox', 'Firefox on Linux');
    await addListing(at(-10), 320_000);
    await addListing(at(-5), 350_000);
    await alertAndSend(NOW);
    await t.runJob(sendPushJob, { now: at(1) });
    expect(service.state.refused).toEqual([]);
    expect(service.state.received).toHaveLength(1);
    const [push] = service.state.received;
    expect(push!.payload).toEqual({
      title: 'Huis, 9102 Pushdorp',
      body: expect.stringMatching(/^€\s350\.000 · 2 nieuwe panden voor "Huis in Pushdorp"$/),
      url: `https://portal.example.be/listing/psh-${serial}`,
      image: `https://photos.example.be/psh-${serial}/1.jpg`,
      tag: `saved-search-${searchId}`,
    });
    expect(push!.encoding).toBe('aes128gcm');
    expect(push!.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push!.vapid).toMatchObject({
      aud: service.url,
      sub: 'mailto:alerts@portal.example.be',
      publicKey: VAPID.publicKey,
    });
    const [row] = await queryRows(
      t.db,
      z.object({ last_success_at: z.coerce.date().nullable() }),
      sql`select last_success_at from push_subscriptions where endpoint = ${browser.endpoint}`,
    );
    expect(row!.last_success_at).toEqual(NOW);
  });

  it('deletes a subscription its push service answers 410 Gone, with its other messages', async () => {
    await subscribeBrowser('chrome', 'Chrome');
    const before = await subscriptionCount();
    service.state.gone.add('/push/chrome');
    await addListing(at(20));
    await alertAndSend(at(25));
    expect(await subscriptionCount()).toBe(before - 1);
    // Firefox still got its message.
    expect(service.state.received.map((push) => push.path)).toEqual(['/push/firefox']);
    const left = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from push_outbox where sent_at is null and failed_at is null`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('deletes a subscription answered 404 too, and says "price on request" without a price', async () => {
    const browser = await subscribeBrowser('edge', 'Edge');
    const before = await subscriptionCount();
    // A path the service does not know answers 404.
    await t.db.execute(
      sql`update push_subscriptions set endpoint = ${`${service.url}/push/unknown`} where endpoint = ${browser.endpoint}`,
    );
    await addListing(at(40), null);
    await alertAndSend(at(45));
    expect(await subscriptionCount()).toBe(before - 1);
    expect(service.state.received.map((push) => push.payload)).toEqual([
      expect.objectContaining({ body: 'Prijs op aanvraag · nieuw voor "Huis in Pushdorp"' }),
    ]);
  });
});
