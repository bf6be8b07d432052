import type { SavedSearch } from '@app/contract';
import { endpoints } from '@app/contract';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertsJob } from '../../jobs/alerts.job';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { call } from '../../test/call';
import { FEED_TOKEN, postFeed } from '../../test/feed';

/** A fixed clock far from the demo data. */
const NOW = new Date('2030-06-10T08:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let notary: string;
let userId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN, vapid: webpush.generateVAPIDKeys() } });
  notary = await t.login('notary@example.be');
  const [user] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`select id from users where email = 'notary@example.be'`,
  );
  userId = user!.id;
});
afterAll(() => t.close());

async function addListing(when: Date) {
  serial += 1;
  await t.db.execute(sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type,
      price_cents, zip, city, bedrooms, livable_surface, photo_count, photo_url, url, created_at, updated_at)
    select ${`PST${String(serial).padStart(4, '0')}`}, id, 1, 'sale', 'house', 30000000, '9103', 'Staatdorp',
      3, 140, 8, null, ${`https://portal.example.be/listing/pst-${serial}`}, ${when}, ${when}
    from users where email = 'agency@example.be'`);
}
const queued = async () =>
  (
    await queryRows(
      t.db,
      z.object({ device_id: z.number().nullable(), subscription_id: z.number().nullable() }),
      sql`select device_id, subscription_id from push_outbox where user_id = ${userId} order by id`,
    )
  ).length;
const pushStates = async () =>
  (await call(t, notary, endpoints.listMySavedSearches))
    .json<{ data: SavedSearch[] }>()
    .data.map((search) => search.pushNotification);

describe("a search's push state follows the user's devices and browsers (decision 059)", () => {
  it('reads pending with nowhere to push, queues nothing, and turns on with a device or a browser', async () => {
    const created = await call(t, notary, endpoints.createSavedSearch, {
      body: {
        name: 'Staatdorp',
        criteria: { transactionType: 'sale', propertyTypes: ['house'], postcodes: ['9103'] },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ data: SavedSearch }>().data;
    await t.db.execute(sql`update saved_searches set created_at = ${at(-24 * 60)} where id = ${id}`);
    const enabled = await call(t, notary, endpoints.enablePushNotification, { params: { id } });
    expect(enabled.json<{ data: SavedSearch }>().data.pushNotification).toBe('pending');

    // Nowhere to push: the match is taken, nothing is queued.
    await addListing(at(-5));
    await t.runJob(alertsJob, { now: NOW });
    expect(await queued()).toBe(0);

    // The app signs in on a phone: on, and the next match is queued for it.
    const phone = await postFeed(t, 'app-devices', {
      installationId: 'state-phone',
      userId,
      clientId: 'immo-app-ios',
      clientName: 'immo-app',
      device: 'iPhone',
      brand: 'Apple',
      manufacturer: 'Apple',
      model: 'iPhone16,1',
      pushToken: 'fcm-state-token',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json()).toEqual({ data: { id: expect.any(Number), created: true } });
    expect(await pushStates()).toEqual(['on']);
    await addListing(at(1));
    await t.runJob(alertsJob, { now: at(5) });
    expect(await queued()).toBe(1);

    // The last device revoked: pending again, and nothing more is queued.
    const deviceId = phone.json<{ data: { id: number } }>().data.id;
    const revoked = await call(t, notary, endpoints.revokeDevice, {
      params: { id: deviceId, clientId: 'immo-app-ios' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(await pushStates()).toEqual(['pending']);
    const single = await call(t, notary, endpoints.listMySavedSearches);
    expect(single.json<{ data: SavedSearch[] }>().data[0]!.pushNotification).toBe('pending');
    await addListing(at(6));
    await t.runJob(alertsJob, { now: at(10) });
    expect(await queued()).toBe(1);

    // A browser subscribes: on again, and queued for the browser.
    const subscribed = await call(t, notary, endpoints.subscribePush, {
      body: {
        endpoint: 'https://push.example.test/send/state-browser',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        label: 'Firefox on Linux',
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await pushStates()).toEqual(['on']);
    await addListing(at(11));
    await t.runJob(alertsJob, { now: at(15) });
    const rows = await queryRows(
      t.db,
      z.object({ subscription_id: z.number().nullable() }),
      sql`select subscription_id from push_outbox where user_id = ${userId} order by id`,
    );
    expect(rows).toEqual([{ subscription_id: null }, { subscription_id: expect.any(Number) }]);

    // Its removal makes it pending once more; turned off, it reads off whatever the devices.
    const { id: subscriptionId } = subscribed.json<{ data: { id: number } }>().data;
    await call(t, notary, endpoints.deletePushSubscription, { params: { id: subscriptionId } });
    expect(await pushStates()).toEqual(['pending']);
    await call(t, notary, endpoints.disablePushNotification, { params: { id } });
    expect(await pushStates()).toEqual(['off']);
  });
});
