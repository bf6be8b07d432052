import type { WebhookEndpoint } from '@app/contract';
import { ERR, MSG, WEBHOOK_ERR, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, postFeed } from '../../test/feed';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN, webhooks: { allowLocal: true } } });
  for (const email of ['agency@example.be', 'notary@example.be', 'private@example.be'])
    cookies[email] = await t.login(email);
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.execute(sql`delete from webhook_endpoints`);
});

const call = (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = '',
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/en/api/core/my-profile/webhooks${path}`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]!, ...headers },
    ...(payload ? { payload } : {}),
  });
const URL_OK = 'http://127.0.0.1:9/hooks';
const create = (email = 'agency@example.be', body: object = { url: URL_OK, events: ['contact.received'] }) =>
  call(email, 'POST', '', body);
const created = async (email = 'agency@example.be', body?: object) => {
  const response = await create(email, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { endpoint: WebhookEndpoint; secret: string } }>().data.endpoint;
};

describe('an agency’s endpoints', () => {
  it('adds one with its secret shown once, lists it without the secret, and changes it under its version', async () => {
    const response = await create('agency@example.be', {
      url: URL_OK,
      description: ' CRM ',
      events: ['contact.received', 'seller_lead.received'],
    });
    const { endpoint, secret } = response.json<{ data: { endpoint: WebhookEndpoint; secret: string } }>()
      .data;
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: URL_OK,
      description: 'CRM',
      events: ['contact.received', 'seller_lead.received'],
      enabled: true,
      disabledForFailures: false,
      previousSecretUntil: null,
      pending: 0,
    });
    const list = await call('agency@example.be', 'GET');
    expect(list.json()).toEqual({ data: [endpoint] });
    expect(list.body).not.toContain(secret.slice(6));

    const one = await call('agency@example.be', 'GET', `/${endpoint.id}`);
    expect(one.headers.etag).toBe(endpoint.etag);

    const change = { url: `${URL_OK}/v2`, description: '', events: ['seller_lead.received'], enabled: false };
    expect((await call('agency@example.be', 'PUT', `/${endpoint.id}`, change)).statusCode).toBe(428);
    const changed = await call('agency@example.be', 'PUT', `/${endpoint.id}`, change, {
      'if-match': endpoint.etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { url: `${URL_OK}/v2`, enabled: false } });
    expect(changed.headers.etag).not.toBe(endpoint.etag);
    // A second tab, still on the first version, is refused instead of undoing the change.
    const stale = await call(
      'agency@example.be',
      'PUT',
      `/${endpoint.id}`,
      { ...change, enabled: true },
      {
        'if-match': endpoint.etag,
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ messageKey: ERR.preconditionFailed });

    expect((await call('agency@example.be', 'DELETE', `/${endpoint.id}`)).statusCode).toBe(200);
    expect((await call('agency@example.be', 'GET')).json()).toEqual({ data: [] });
  });

  it('says what is wrong with a form, field by field', async () => {
    const response = await create('agency@example.be', { url: 'not an address', events: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { url: WEBHOOK_ERR.url, events: MSG.required } });
    const ftp = await create('agency@example.be', {
      url: 'ftp://127.0.0.1/hooks',
      events: ['contact.received'],
    });
    expect(ftp.json()).toMatchObject({ fields: { url: WEBHOOK_ERR.url } });
    const unknownEvent = await create('agency@example.be', { url: URL_OK, events: ['listing.sold'] });
    expect(unknownEvent.statusCode).toBe(400);
    const twice = await create('agency@example.be', {
      url: URL_OK,
      events: ['contact.received', 'contact.received'],
    });
    expect(twice.statusCode).toBe(400);
  });

  it(`holds at most ${WEBHOOK_LIMITS.endpoints} endpoints, also when the requests come at once`, async () => {
    const burst = await Promise.all(Array.from({ length: WEBHOOK_LIMITS.endpoints + 3 }, () => create()));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(WEBHOOK_LIMITS.endpoints);
    const refused = burst.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({ error: 'webhooks_max', messageKey: WEBHOOK_ERR.max });
  });

  it('answers 404 for another agency’s endpoint, whatever the call', async () => {
    const theirs = await created('notary@example.be');
    const base = `/${theirs.id}`;
    const calls = [
      call('agency@example.be', 'GET', base),
      call(
        'agency@example.be',
        'PUT',
        base,
        { url: URL_OK, events: ['contact.received'], enabled: true },
        {
          'if-match': theirs.etag,
        },
      ),
      call('agency@example.be', 'DELETE', base),
      call('agency@example.be', 'POST', `${base}/secret`),
      call('agency@example.be', 'GET', `${base}/attempts`),
      call('agency@example.be', 'POST', `${base}/test`),
      call('agency@example.be', 'POST', `${base}/messages/1/resend`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await call('notary@example.be', 'GET')).json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('is for professionals only', async () => {
    const response = await create('private@example.be');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageKey: ERR.proOnly });
  });

  it('sends a test event on request and refuses to send again a message still under way', async () => {
    const endpoint = await created();
    expect((await call('agency@example.be', 'POST', `/${endpoint.id}/test`)).statusCode).toBe(200);
    const [message] = await queryRows(
      t.db,
      z.object({ id: z.number(), event_type: z.string() }),
      sql`select id, event_type from webhook_messages where endpoint_id = ${endpoint.id}`,
    );
    expect(message?.event_type).toBe('webhook.test');
    expect((await call('agency@example.be', 'GET', `/${endpoint.id}`)).json()).toMatchObject({
      data: { pending: 1 },
    });
    const resend = await call('agency@example.be', 'POST', `/${endpoint.id}/messages/${message!.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ messageKey: WEBHOOK_ERR.notResendable });
  });
});

describe('the leads that become webhooks', () => {
  const queuedEvents = async () =>
    (
      await queryRows(
        t.db,
        z.object({ event_type: z.string(), body: z.string() }),
        sql`select m.event_type, m.body from webhook_messages m order by m.id`,
      )
    ).map((row) => ({
      type: row.event_type,
      body: JSON.parse(row.body) as { data: Record<string, unknown> },
    }));

  it('queues each kind of lead for the endpoints that picked it, in the lead’s own transaction', async () => {
    await created('agency@example.be', { url: URL_OK, events: [...WEBHOOK_EVENT_TYPES] });

    // A contact on a listing in one of the agency's Pro First postcodes: both events.
    const [listing] = await queryRows(
      t.db,
      z.object({ vlancode: z.string(), zip: z.string() }),
      sql`update listings set zip = '9500' where id = (
            select l.id from listings l join users u on u.id = l.user_id
            where u.email = 'agency@example.be' and l.status_id = 1 order by l.id limit 1)
          returning vlancode, zip`,
    );
    const contact = await postFeed(t, 'contacts', {
      id: 'webhook-events-1',
      vlancode: listing!.vlancode,
      email: 'an.desmet@example.be',
      message: 'Nog beschikbaar?',
      sentAt: new Date().toISOString(),
    });
    expect(contact.statusCode).toBe(200);

    // A seller near the agency's office (Lead Generator, Gent).
    const seller = await postFeed(t, 'lead-generator/leads', {
      id: 'webhook-seller-1',
      firstName: 'Pieter',
      lastName: null,
      email: 'pieter@example.be',
      phone: null,
      postcode: '9000',
      propertyType: 'house',
      message: null,
      sentAt: new Date().toISOString(),
    });
    expect(seller.json()).toMatchObject({ data: { duplicate: false } });

    // A valuation with consent, in the agency's valuation zone.
    const valuation = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-valuations/requests',
      headers: { ...t.csrfHeaders, cookie: cookies['private@example.be']! },
      payload: {
        street: 'Veldstraat',
        number: '52',
        postcode: '9000',
        city: 'Gent',
        propertyType: 'house',
        livableSurface: 150,
        bedrooms: 3,
        buildYear: 1965,
        condition: 'good',
        consentToContact: true,
      },
    });
    expect(valuation.statusCode).toBe(200);

    const events = await queuedEvents();
    expect(events.map((event) => event.type).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const byType = Object.fromEntries(events.map((event) => [event.type, event.body.data]));
    expect(byType['contact.received']).toMatchObject({
      email: 'an.desmet@example.be',
      listing: { postcode: '9500' },
    });
    expect(byType['pro_first_contact.received']).toMatchObject({ postcode: '9500' });
    expect(byType['seller_lead.received']).toMatchObject({ email: 'pieter@example.be', postcode: '9000' });
    expect(byType['valuation_contact.received']).toMatchObject({ street: 'Veldstraat', livableSurface: 150 });

    // A contact the portal sends again is stored once, and queued once.
    await postFeed(t, 'contacts', {
      id: 'webhook-events-1',
      vlancode: listing!.vlancode,
      email: 'an.desmet@example.be',
      message: 'Nog beschikbaar?',
      sentAt: new Date().toISOString(),
    });
    expect(await queuedEvents()).toHaveLength(events.length);
  });
});

describe('the OpenAPI document', () => {
  it('describes every webhook, its body and its signature headers (OpenAPI 3.1 `webhooks`)', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      openapi: string;
      webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: unknown } }>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    const contact = document.webhooks['contact.received']!.post;
    expect(contact.parameters.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(JSON.stringify(contact.requestBody)).toContain('"contactId"');
  });
});
