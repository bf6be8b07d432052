import type { WebhookAttempt, WebhookEndpoint } from '@app/contract';
import { routePath, WEBHOOK_LIMITS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendWebhooksJob } from '../../jobs/send-webhooks.job';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, listingOf, postFeed } from '../../test/feed';
import { latestMailTo } from '../../test/mail';
import type { WebhookReceiver } from '../../test/webhook-receiver';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import type { Resolver } from './webhook-address';
import { deliverWebhooks, systemResolver } from './webhooks.service';

let t: TestApp;
let receiver: WebhookReceiver;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN, webhooks: { allowLocal: true } } });
  receiver = await startWebhookReceiver();
  cookie = await t.login('agency@example.be');
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(async () => {
  await t.db.execute(sql`delete from webhook_endpoints`);
  receiver.reset();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/en/api/core/my-profile/webhooks${path}`,
    headers: { ...t.csrfHeaders, cookie, ...headers },
    ...(payload ? { payload } : {}),
  });

async function addEndpoint(events = ['contact.received'], url = receiver.url()) {
  const response = await api('POST', '', { url, events });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { endpoint: WebhookEndpoint; secret: string } }>().data;
}
const attemptsOf = async (id: number) =>
  (await api('GET', `/${id}/attempts`)).json<{ data: WebhookAttempt[] }>().data;
const endpointOf = async (id: number) => (await api('GET', `/${id}`)).json<{ data: WebhookEndpoint }>().data;

const deliver = (now: Date, options: { timeoutMs?: number; resolve?: Resolver; allowLocal?: boolean } = {}) =>
  deliverWebhooks({
    db: t.db,
    log: t.app.log,
    now: () => now,
    allowLocal: options.allowLocal ?? true,
    resolve: options.resolve ?? systemResolver,
    timeoutMs: options.timeoutMs,
    publicUrl: t.config.publicUrl,
  });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let contacts = 0;
async function sendContact() {
  const listing = await listingOf(t, 'agency@example.be', 1);
  contacts += 1;
  const response = await postFeed(t, 'contacts', {
    id: `webhook-contact-${contacts}`,
    vlancode: listing.vlancode,
    firstName: 'Lotte',
    lastName: 'Peeters',
    email: 'lotte.peeters@example.be',
    phone: '+32 475 12 34 56',
    message: 'Is een bezichtiging mogelijk op zaterdag?',
    sentAt: new Date().toISOString(),
  });
  expect(response.statusCode).toBe(200);
  return { listing, id: response.json<{ data: { id: number } }>().data.id };
}

describe('a lead sent to an agency’s endpoint', () => {
  it('arrives signed as Standard Webhooks says: the standardwebhooks library verifies it', async () => {
    const { endpoint, secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { listing, id } = await sendContact();
    await t.runJob(sendWebhooksJob);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = new Webhook(secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({
      type: 'contact.received',
      version: 1,
      data: {
        contactId: id,
        listing: { vlancode: listing.vlancode },
        firstName: 'Lotte',
        email: 'lotte.peeters@example.be',
        message: 'Is een bezichtiging mogelijk op zaterdag?',
      },
    });
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toThrow();

    const [attempt] = await attemptsOf(endpoint.id);
    expect(attempt).toMatchObject({ event: 'contact.received', statusCode: 200, status: 'delivered' });
    expect(attempt!.webhookId).toBe(request!.headers['webhook-id']);
    expect((await endpointOf(endpoint.id)).pending).toBe(0);
  });

  it('is not sent to an endpoint that did not pick its event, nor to one switched off', async () => {
    await addEndpoint(['seller_lead.received']);
    const off = await addEndpoint();
    const put = await api(
      'PUT',
      `/${off.endpoint.id}`,
      { url: off.endpoint.url, events: off.endpoint.events, enabled: false },
      { 'if-match': off.endpoint.etag },
    );
    expect(put.statusCode).toBe(200);
    await sendContact();
    await deliver(new Date());
    expect(receiver.received).toHaveLength(0);
  });

  it('is retried after a 500 and after a timeout, with the same webhook-id, until the receiver takes it', async () => {
    const { endpoint } = await addEndpoint();
    await sendContact();
    receiver.answer({ status: 500 }, 'hang', { status: 204 });
    const start = new Date();
    expect(await deliver(start, { timeoutMs: 300 })).toMatchObject({ retrying: 1 });
    // Not due yet: the first retry waits 5 seconds.
    await deliver(later(start, 1_000), { timeoutMs: 300 });
    expect(receiver.received).toHaveLength(1);
    expect(await deliver(later(start, 6_000), { timeoutMs: 300 })).toMatchObject({ retrying: 1 });
    expect(await deliver(later(start, 6_000 + 5 * 60_000), { timeoutMs: 300 })).toMatchObject({
      delivered: 1,
    });

    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const log = await attemptsOf(endpoint.id);
    expect(log.map((attempt) => [attempt.statusCode, attempt.status])).toEqual([
      [204, 'delivered'],
      [null, 'delivered'],
      [500, 'delivered'],
    ]);
    expect(log[1]!.error).toBe('no answer within 300 ms');
    expect(log[2]!.error).toBe('answered 500');
  });

  it('reaches a receiver that was down when the lead came, once it is back', async () => {
    const { endpoint } = await addEndpoint();
    await receiver.down();
    try {
      await sendContact();
      const start = new Date();
      expect(await deliver(start)).toMatchObject({ retrying: 1 });
      const [refused] = await attemptsOf(endpoint.id);
      expect(refused).toMatchObject({ statusCode: null, status: 'pending' });
      expect(refused!.nextAttemptAt).toBe(later(start, 5_000).toISOString());
    } finally {
      await receiver.up();
    }
    await deliver(later(new Date(), 10_000));
    expect(receiver.received).toHaveLength(1);
    expect((await attemptsOf(endpoint.id))[0]).toMatchObject({ statusCode: 200, status: 'delivered' });
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const { endpoint } = await addEndpoint();
    receiver.answer({ status: 302, headers: { location: receiver.url('/elsewhere') } });
    await sendContact();
    await deliver(new Date());
    expect(receiver.received.map((request) => request.path)).toEqual(['/hooks/leads']);
    expect((await attemptsOf(endpoint.id))[0]).toMatchObject({ statusCode: 302, status: 'pending' });
  });

  it('keeps each endpoint’s messages in order: a later one waits while an earlier one is retried', async () => {
    const { endpoint } = await addEndpoint();
    receiver.answer({ status: 503 });
    const first = await sendContact();
    const second = await sendContact();
    const start = new Date();
    await deliver(start);
    expect(receiver.received).toHaveLength(1);
    await deliver(later(start, 10_000));
    const order = receiver.received.map(
      (request) => (JSON.parse(request.body) as { data: { contactId: number } }).data.contactId,
    );
    expect(order).toEqual([first.id, first.id, second.id]);
    expect((await endpointOf(endpoint.id)).pending).toBe(0);
  });

  it('sends each message once when two runs work at the same time', async () => {
    await addEndpoint();
    await addEndpoint();
    for (let i = 0; i < 3; i += 1) await sendContact();
    const now = new Date();
    await Promise.all([deliver(now), deliver(now)]);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(6);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is switched off after three days, its waiting messages given up, and the agency told by e-mail', async () => {
    const { endpoint } = await addEndpoint();
    receiver.answerAlways(503);
    await sendContact();
    await sendContact();
    const start = new Date();
    let at = start;
    for (let run = 0; run < 12 && at < later(start, WEBHOOK_LIMITS.retryDays * DAY); run += 1) {
      await deliver(at);
      at = later(at, 10 * HOUR);
    }
    expect((await endpointOf(endpoint.id)).enabled).toBe(true);
    const report = await deliver(later(start, WEBHOOK_LIMITS.retryDays * DAY));
    expect(report).toMatchObject({ disabled: 1 });

    const off = await endpointOf(endpoint.id);
    expect(off).toMatchObject({ enabled: false, disabledForFailures: true, pending: 0 });
    const log = await attemptsOf(endpoint.id);
    expect(log.every((attempt) => attempt.status === 'failed')).toBe(true);
    // Only the first message was tried: the second waited behind it.
    expect(new Set(log.map((attempt) => attempt.messageId)).size).toBe(1);

    const mail = await latestMailTo(t, 'agency@example.be');
    expect(mail?.subject).toBe('Uw webhook werd uitgeschakeld');
    expect(mail?.text).toContain(endpoint.url);
    expect(mail?.text).toContain(`${routePath('data', 'nl')}?tab=integrations`);

    // A new lead waits for the agency; switched on, the endpoint takes leads again.
    await sendContact();
    const received = receiver.received.length;
    await deliver(later(start, 4 * DAY));
    expect(receiver.received).toHaveLength(received);
    const on = await api(
      'PUT',
      `/${endpoint.id}`,
      { url: off.url, events: off.events, enabled: true },
      { 'if-match': off.etag },
    );
    expect(on.json()).toMatchObject({ data: { enabled: true, disabledForFailures: false, pending: 1 } });
    receiver.answerAlways(200);
    await deliver(later(start, 4 * DAY));
    expect(receiver.received).toHaveLength(received + 1);

    // A given-up message is sent again from the log, with its webhook-id.
    const given = log[0]!;
    const resent = await api('POST', `/${endpoint.id}/messages/${given.messageId}/resend`);
    expect(resent.statusCode).toBe(200);
    await deliver(later(start, 4 * DAY + 1_000));
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(given.webhookId);
    const again = await api('POST', `/${endpoint.id}/messages/${given.messageId}/resend`);
    expect(again.statusCode).toBe(409);
  });
});

describe('secret rotation', () => {
  it('signs with the new and the old secret for 24 hours, then with the new one only', async () => {
    const { endpoint, secret: old } = await addEndpoint();
    const rotated = await api('POST', `/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret, endpoint: after } = rotated.json<{
      data: { secret: string; endpoint: WebhookEndpoint };
    }>().data;
    expect(secret).not.toBe(old);
    expect(after.previousSecretUntil).not.toBeNull();

    await api('POST', `/${endpoint.id}/test`);
    await deliver(new Date());
    const [request] = receiver.received;
    const headers = {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    // A receiver still on the old secret, and one already on the new, both verify it.
    expect(new Webhook(old).verify(request!.body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(secret).verify(request!.body, headers)).toMatchObject({ type: 'webhook.test' });

    await api('POST', `/${endpoint.id}/test`);
    const dayAfter = new Date(Date.now() + 25 * HOUR);
    await deliver(dayAfter);
    const last = receiver.received[1]!;
    const signature = String(last.headers['webhook-signature']);
    expect(signature.split(' ')).toHaveLength(1);
    expect(signature).toBe(new Webhook(secret).sign(String(last.headers['webhook-id']), dayAfter, last.body));
  });
});

describe('addresses the server may not call', () => {
  let strict: TestApp;
  let strictCookie: string;
  beforeAll(async () => {
    strict = await createTestApp({ config: { webhooks: { allowLocal: false } } });
    strictCookie = await strict.login('agency@example.be');
  });
  afterAll(() => strict.close());

  it.each([
    'http://crm.example.com/hooks',
    'https://127.0.0.1/hooks',
    'https://127.1.2.3:8443/hooks',
    'https://10.0.0.8/hooks',
    'https://172.16.5.4/hooks',
    'https://192.168.1.20/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hooks',
    'https://0.0.0.0/hooks',
    'https://[::1]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://[fd00::1]/hooks',
    'https://[fe80::1]/hooks',
    'https://localhost/hooks',
    'https://user:secret@93.184.216.34/hooks',
  ])('refuses %s when it is registered', async (url) => {
    const response = await strict.app.inject({
      method: 'POST',
      url: '/en/api/core/my-profile/webhooks',
      headers: { ...strict.csrfHeaders, cookie: strictCookie },
      payload: { url, events: ['contact.received'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { url: 'webhooks:errors.url' } });
  });

  it('checks the address again after DNS resolution before every attempt, and never connects to a private one', async () => {
    // Registered while its name pointed to a public address; it now resolves to the local network.
    const [owner] = await queryRows(
      strict.db,
      z.object({ id: z.number() }),
      sql`select id from users where email = 'agency@example.be'`,
    );
    await strict.db.execute(sql`insert into webhook_endpoints (user_id, url, events, secret)
      values (${owner!.id}, 'https://crm.example.test/hooks', '{contact.received}', ${`whsec_${Buffer.alloc(32, 1).toString('base64')}`})`);
    const [endpoint] = await queryRows(
      strict.db,
      z.object({ id: z.number() }),
      sql`select id from webhook_endpoints`,
    );
    await strict.app.inject({
      method: 'POST',
      url: `/en/api/core/my-profile/webhooks/${endpoint!.id}/test`,
      headers: { ...strict.csrfHeaders, cookie: strictCookie },
    });
    const asked: string[] = [];
    const rebinding: Resolver = (hostname) => {
      asked.push(hostname);
      return Promise.resolve(['93.184.216.34', '10.0.0.7']);
    };
    await deliverWebhooks({
      db: strict.db,
      log: strict.app.log,
      now: () => new Date(),
      allowLocal: false,
      resolve: rebinding,
      publicUrl: strict.config.publicUrl,
    });
    expect(asked).toEqual(['crm.example.test']);
    const [attempt] = (
      await strict.app.inject({
        url: `/en/api/core/my-profile/webhooks/${endpoint!.id}/attempts`,
        headers: { cookie: strictCookie },
      })
    ).json<{ data: WebhookAttempt[] }>().data;
    expect(attempt).toMatchObject({ statusCode: null, status: 'pending' });
    expect(attempt!.error).toBe(
      'address refused: crm.example.test resolves to 10.0.0.7, not a public address',
    );
  });
});
