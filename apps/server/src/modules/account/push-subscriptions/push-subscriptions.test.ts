import type { PushSubscription } from '@app/contract';
import { endpoints, PUSH_SUBSCRIPTIONS_MAX } from '@app/contract';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../../test/app';
import { createTestApp, queryRows } from '../../../test/app';
import { call } from '../../../test/call';

const VAPID = webpush.generateVAPIDKeys();
let t: TestApp;
let buyer: string;
let agency: string;

beforeAll(async () => {
  t = await createTestApp({ config: { vapid: VAPID } });
  buyer = await t.login('private@example.be');
  agency = await t.login('agency@example.be');
});
afterAll(() => t.close());

const subscription = (name: string, label = 'Chrome on Windows') => ({
  endpoint: `https://push.example.test/send/${name}`,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
  label,
});
const list = async (cookie: string) =>
  (await call(t, cookie, endpoints.listPushSubscriptions)).json<{ data: PushSubscription[] }>().data;

describe('browser push subscriptions', () => {
  it("answers the server's VAPID public key", async () => {
    const response = await call(t, buyer, endpoints.getPushKey);
    expect(response.json()).toEqual({ data: { publicKey: VAPID.publicKey } });
  });

  it('stores one row per endpoint: subscribing again, even twice at once, updates it', async () => {
    const [first, second] = await Promise.all([
      call(t, buyer, endpoints.subscribePush, { body: subscription('one') }),
      call(t, buyer, endpoints.subscribePush, { body: subscription('one') }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const again = await call(t, buyer, endpoints.subscribePush, {
      body: {
        ...subscription('one', 'Chrome on Linux'),
        keys: { p256dh: `B${'z'.repeat(86)}`, auth: 'w'.repeat(22) },
      },
    });
    expect(again.json<{ data: PushSubscription }>().data).toMatchObject({
      id: first.json<{ data: PushSubscription }>().data.id,
      label: 'Chrome on Linux',
      lastSuccess: null,
    });
    expect((await list(buyer)).map((row) => row.label)).toEqual(['Chrome on Linux']);
    const [stored] = await queryRows(
      t.db,
      z.object({ p256dh: z.string(), auth: z.string() }),
      sql`select p256dh, auth from push_subscriptions where endpoint = ${subscription('one').endpoint}`,
    );
    expect(stored).toEqual({ p256dh: `B${'z'.repeat(86)}`, auth: 'w'.repeat(22) });
  });

  it("answers 404 for another user's subscription, and removes the caller's own", async () => {
    const [own] = await list(buyer);
    const refused = await call(t, agency, endpoints.deletePushSubscription, { params: { id: own!.id } });
    expect(refused.statusCode).toBe(404);
    expect(await list(buyer)).toHaveLength(1);
    expect(await list(agency)).toEqual([]);
    const removed = await call(t, buyer, endpoints.deletePushSubscription, { params: { id: own!.id } });
    expect(removed.json()).toEqual({ data: [] });
    expect(
      (await call(t, buyer, endpoints.deletePushSubscription, { params: { id: own!.id } })).statusCode,
    ).toBe(404);
  });

  it('refuses what is not a push subscription: http, keys of the wrong length, no label', async () => {
    for (const body of [
      { ...subscription('http'), endpoint: 'http://push.example.test/send/http' },
      { ...subscription('short'), keys: { p256dh: 'abc', auth: 'y'.repeat(22) } },
      { ...subscription('label'), label: ' ' },
    ]) {
      const response = await call(t, buyer, endpoints.subscribePush, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('validation');
    }
    expect(await list(buyer)).toEqual([]);
  });

  it(`keeps a user's ${PUSH_SUBSCRIPTIONS_MAX} newest browsers`, async () => {
    for (let n = 0; n <= PUSH_SUBSCRIPTIONS_MAX; n += 1) {
      await call(t, agency, endpoints.subscribePush, { body: subscription(`many-${n}`, `Browser ${n}`) });
    }
    const kept = await list(agency);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(kept.map((row) => row.label)).not.toContain('Browser 0');
  });
});
