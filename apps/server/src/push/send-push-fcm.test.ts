import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendPushJob } from '../jobs/send-push.job';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { fcmError, startFakeFcm } from '../test/fake-fcm';
import { FEED_TOKEN, postFeed } from '../test/feed';
import { EXPIRED_ERROR, INTERRUPTED_ERROR } from '../lib/outbox-delivery';
import { PUSH_CLAIM_LEASE_MS, PUSH_MAX_ATTEMPTS, PUSH_TTL_SECONDS, pushRetryDelayMs } from './outbox';

const NOW = new Date('2030-06-10T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SERVICE_ACCOUNT = {
  clientEmail: 'push@test-project.iam.gserviceaccount.com',
  projectId: 'test-project',
};

let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
let t: TestApp;
let userId: number;

beforeAll(async () => {
  fcm = await startFakeFcm({ publicKey, ...SERVICE_ACCOUNT });
  t = await createTestApp({
    config: {
      feedServiceToken: FEED_TOKEN,
      fcm: {
        ...SERVICE_ACCOUNT,
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        tokenUri: `${fcm.url}/token`,
        baseUrl: fcm.url,
      },
    },
  });
  const [user] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`select id from users where email = 'notary@example.be'`,
  );
  userId = user!.id;
});
afterAll(async () => {
  await t.close();
  await fcm.close();
});
beforeEach(async () => {
  fcm.state.sent.length = 0;
  fcm.state.answers.length = 0;
  await t.db.execute(sql`delete from push_outbox`);
  await t.db.execute(sql`delete from app_devices where user_id = ${userId}`);
});

const run = (now: Date) => t.runJob(sendPushJob, { now });

/** The app signs in on a phone: the portal records the installation and its FCM token. */
async function registerPhone(installationId: string, pushToken: string | null): Promise<number> {
  const response = await postFeed(t, 'app-devices', {
    installationId,
    userId,
    clientId: 'immo-app-android',
    clientName: 'immo-app',
    device: 'Android',
    brand: 'Google',
    manufacturer: 'Google',
    model: 'Pixel 8',
    pushToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function queuePush(deviceId: number, title = 'Huis, 9000 Gent'): Promise<number> {
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`insert into push_outbox (user_id, device_id, title, body, data, created_at, next_attempt_at)
      values (${userId}, ${deviceId}, ${title}, '€ 350.000 · nieuw voor "Gent"',
        ${JSON.stringify({ savedSearchId: '7', count: '1', url: 'https://portal.example.be/listing/1', image: 'https://photos.example.be/1.jpg' })}::jsonb,
        ${NOW}, ${NOW})
      returning id`,
  );
  return row!.id;
}

const OutboxRow = z.object({
  attempts: z.number(),
  sent_at: z.coerce.date().nullable(),
  failed_at: z.coerce.date().nullable(),
  claimed_at: z.coerce.date().nullable(),
  next_attempt_at: z.coerce.date(),
  error: z.string().nullable(),
});
const rowOf = async (id: number) =>
  (
    await queryRows(
      t.db,
      OutboxRow,
      sql`select attempts, sent_at, failed_at, claimed_at, next_attempt_at, error from push_outbox where id = ${id}`,
    )
  )[0]!;
const deviceStatus = async (id: number) =>
  (
    await queryRows(
      t.db,
      z.object({ status: z.string(), push_token: z.string().nullable() }),
      sql`select status, push_token from app_devices where id = ${id}`,
    )
  )[0]!;

describe('the send-push job through FCM HTTP v1', () => {
  it('exchanges a signed JWT for an access token, sends the message once with it, and keeps the token', async () => {
    const phone = await registerPhone('install-1', 'fcm-token-1');
    const first = await queuePush(phone);
    const second = await queuePush(phone, 'Appartement, 1000 Brussel');
    await run(NOW);
    await run(NOW);
    expect(fcm.state.sent).toEqual([
      {
        token: 'fcm-token-1',
        notification: {
          title: 'Huis, 9000 Gent',
          body: '€ 350.000 · nieuw voor "Gent"',
          image: 'https://photos.example.be/1.jpg',
        },
        data: {
          savedSearchId: '7',
          count: '1',
          url: 'https://portal.example.be/listing/1',
          image: 'https://photos.example.be/1.jpg',
        },
      },
      expect.objectContaining({ token: 'fcm-token-1' }),
    ]);
    expect(fcm.state.authorizations.slice(-2)).toEqual([
      fcm.state.authorizations.at(-1),
      fcm.state.authorizations.at(-1),
    ]);
    expect(fcm.state.authorizations.at(-1)).toMatch(/^Bearer ya29\.fake-\d+$/);
    // Both messages, and a second run, with the one access token.
    expect(fcm.state.tokenRequests).toBe(1);
    expect(await rowOf(first)).toMatchObject({ sent_at: NOW, attempts: 1, error: null });
    expect(await rowOf(second)).toMatchObject({ sent_at: NOW, attempts: 1 });
  });

  it('retries a 500 after its backoff, and a 429 after its Retry-After, then sends once', async () => {
    const phone = await registerPhone('install-2', 'fcm-token-2');
    const id = await queuePush(phone);
    fcm.state.answers.push(fcmError(500, 'INTERNAL', 'INTERNAL'));
    await run(NOW);
    expect(await rowOf(id)).toMatchObject({
      sent_at: null,
      claimed_at: null,
      attempts: 1,
      next_attempt_at: later(pushRetryDelayMs(1)),
    });
    expect((await rowOf(id)).error).toContain('HTTP 500');

    fcm.state.answers.push({
      ...fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'),
      headers: { 'retry-after': '600' },
    });
    await run(later(pushRetryDelayMs(1) - 1000));
    expect(fcm.state.sent).toHaveLength(0);
    const second = later(pushRetryDelayMs(1));
    await run(second);
    expect(await rowOf(id)).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(second.getTime() + 600_000),
    });
    await run(new Date(second.getTime() + 599_000));
    expect(fcm.state.sent).toHaveLength(0);
    await run(new Date(second.getTime() + 600_000));
    await run(new Date(second.getTime() + 660_000));
    expect(fcm.state.sent).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, sent_at: new Date(second.getTime() + 600_000) });
  });

  it(`gives up after ${PUSH_MAX_ATTEMPTS} failed attempts`, async () => {
    const phone = await registerPhone('install-3', 'fcm-token-3');
    const id = await queuePush(phone);
    let clock = NOW;
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt += 1) {
      fcm.state.answers.push(fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE'));
      await run(clock);
      clock = new Date(clock.getTime() + pushRetryDelayMs(attempt));
    }
    expect(await rowOf(id)).toMatchObject({ attempts: PUSH_MAX_ATTEMPTS, sent_at: null });
    expect((await rowOf(id)).failed_at).toBeInstanceOf(Date);
    await run(clock);
    expect((await rowOf(id)).attempts).toBe(PUSH_MAX_ATTEMPTS);
    expect(fcm.state.sent).toHaveLength(0);
  });

  it('disconnects a device whose token FCM answers 404 UNREGISTERED, and gives its message up', async () => {
    const phone = await registerPhone('install-4', 'fcm-token-4');
    const id = await queuePush(phone);
    const next = await queuePush(phone);
    fcm.state.answers.push(fcmError(404, 'NOT_FOUND', 'UNREGISTERED'));
    await run(NOW);
    expect(await deviceStatus(phone)).toMatchObject({ status: 'disconnected' });
    expect(await rowOf(id)).toMatchObject({ sent_at: null, failed_at: NOW, attempts: 1 });
    // The device's other message is not sent to it any more.
    expect(await rowOf(next)).toMatchObject({ sent_at: null, failed_at: NOW, error: 'device disconnected' });
    expect(fcm.state.sent).toHaveLength(0);

    // The app signs in again with a new token: connected again, and reached.
    expect(await registerPhone('install-4', 'fcm-token-4b')).toBe(phone);
    expect(await deviceStatus(phone)).toEqual({ status: 'connected', push_token: 'fcm-token-4b' });
    await queuePush(phone);
    await run(later(60_000));
    expect(fcm.state.sent.map((message) => message.token)).toEqual(['fcm-token-4b']);
  });

  it('disconnects a device whose token FCM refuses as INVALID_ARGUMENT, but not for another invalid argument', async () => {
    const phone = await registerPhone('install-5', 'not-a-token');
    const id = await queuePush(phone);
    fcm.state.answers.push(fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'message.token'));
    await run(NOW);
    expect(await deviceStatus(phone)).toMatchObject({ status: 'disconnected' });
    expect((await rowOf(id)).failed_at).toEqual(NOW);

    const other = await registerPhone('install-6', 'fcm-token-6');
    const refused = await queuePush(other);
    fcm.state.answers.push(fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'message.data'));
    await run(NOW);
    expect(await deviceStatus(other)).toMatchObject({ status: 'connected' });
    // Refused for what it says, not for its device: not tried again.
    expect(await rowOf(refused)).toMatchObject({ failed_at: NOW, attempts: 1 });
  });

  it('sends each message once when runs overlap', async () => {
    const phone = await registerPhone('install-7', 'fcm-token-7');
    for (let n = 0; n < 6; n += 1) await queuePush(phone, `Huis ${n}`);
    await Promise.all([run(NOW), run(NOW), run(NOW)]);
    expect(fcm.state.sent.map((message) => message.notification.title).sort()).toEqual(
      Array.from({ length: 6 }, (_, n) => `Huis ${n}`),
    );
  });

  it('never sends twice after a crash between sending and marking, and gives up a message a day old', async () => {
    const phone = await registerPhone('install-8', 'fcm-token-8');
    const crashed = await queuePush(phone);
    await t.db.execute(sql`update push_outbox set claimed_at = ${NOW}, attempts = 1 where id = ${crashed}`);
    const stale = await queuePush(phone);
    const late = later(PUSH_CLAIM_LEASE_MS + 1000);
    await t.db.execute(
      sql`update push_outbox set created_at = ${new Date(late.getTime() - PUSH_TTL_SECONDS * 1000 - 1000)} where id = ${stale}`,
    );
    await run(late);
    expect(fcm.state.sent).toHaveLength(0);
    expect(await rowOf(crashed)).toMatchObject({ failed_at: late, error: INTERRUPTED_ERROR });
    expect(await rowOf(stale)).toMatchObject({ failed_at: late, error: EXPIRED_ERROR });
  });

  it('fails a device without a token without calling FCM', async () => {
    const phone = await registerPhone('install-9', null);
    const id = await queuePush(phone);
    await run(NOW);
    expect(await rowOf(id)).toMatchObject({ failed_at: NOW, error: 'device has no push token' });
    expect(fcm.state.sent).toHaveLength(0);
  });
});

describe('the send-push job without FCM settings', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
  });
  afterAll(() => local.close());

  it('leaves the messages in the outbox, as before', async () => {
    await local.db.execute(sql`insert into push_outbox (user_id, device_id, title, body, data)
      select user_id, id, 'T', 'B', '{}'::jsonb from app_devices where status = 'connected' limit 1`);
    await local.runJob(sendPushJob, { now: NOW });
    const rows = await queryRows(
      local.db,
      z.object({ attempts: z.number(), sent_at: z.unknown(), failed_at: z.unknown() }),
      sql`select attempts, sent_at, failed_at from push_outbox`,
    );
    expect(rows).toEqual([{ attempts: 0, sent_at: null, failed_at: null }]);
  });
});
