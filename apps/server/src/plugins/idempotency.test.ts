import { randomUUID } from 'node:crypto';
import { endpoints, ERR, IDEMPOTENCY_KEY } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionJob } from '../jobs/retention.job';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';
import type { Agency } from '../test/burst';
import { countRows, newAgencies } from '../test/burst';
import { call } from '../test/call';
import { insertListing, keyHeader, TEST_ADDRESSEE } from '../test/idempotent-orders';
import { ABANDONED_CLAIM_MS, parseIdempotencyKey, REPLAYED_HEADER, requestFingerprint } from './idempotency';

/*
 * The Idempotency-Key of the IETF draft on the routes the contract marks (decision 054): the key's
 * syntax, what is kept and what is not, whose a key is, the route that decides, and the purge. The
 * orders themselves, in bursts, are tested beside each module (idempotent-*.test.ts).
 */

describe('the Idempotency-Key header', () => {
  it('is an sf-string, or the bare value many clients send, of 1 to 255 printable ASCII characters', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('"say \\"hi\\" \\\\o/"')).toBe('say "hi" \\o/');
    expect(parseIdempotencyKey('a b')).toBe('a b');
    expect(parseIdempotencyKey('x'.repeat(IDEMPOTENCY_KEY.maxLength))).toHaveLength(255);
    expect(parseIdempotencyKey(`"${'x'.repeat(IDEMPOTENCY_KEY.maxLength)}"`)).toHaveLength(255);
    for (const refused of [
      '',
      '""',
      'x'.repeat(IDEMPOTENCY_KEY.maxLength + 1),
      `"${'x'.repeat(IDEMPOTENCY_KEY.maxLength + 1)}"`,
      '"unterminated',
      '"a"b',
      '"a", "b"',
      '"\\n"',
      'clé',
      'a\u0001b',
      'a\tb',
    ]) {
      expect(parseIdempotencyKey(refused), JSON.stringify(refused)).toBeNull();
    }
  });
});

let t: TestApp;
let agency: Agency;
let other: Agency;
beforeAll(async () => {
  t = await createTestApp();
  [agency, other] = (await newAgencies(t, 2, 'idempotency-plugin')) as [Agency, Agency];
});
afterAll(() => t.close());

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const ORDER_URL = '/nl/api/core/my-products/order';

/** An upsell of a new listing of `who` (online unless `statusId` says otherwise). */
async function upsell(who: Agency = agency, statusId = 1) {
  const listingId = await insertListing(t, who.id, { statusId, offlineDate: IN_A_MONTH });
  return { type: 'upsell', package: 'spotlight-2w', listingId, termsAccepted: true };
}
const order = (body: object, headers: Record<string, string> = {}, who: Agency = agency, url = ORDER_URL) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.csrfHeaders, cookie: who.cookie, ...headers },
    payload: body,
  });
const ordersOf = (listingId: number) =>
  countRows(t, sql`select count(*)::int as n from orders where listing_id = ${listingId}`);
const keysOf = (who: Agency) =>
  countRows(t, sql`select count(*)::int as n from idempotency_keys where user_id = ${who.id}`);

describe('the fingerprint of a request', () => {
  const request = (body: unknown, lang = 'nl') => ({
    method: 'POST',
    route: '/:lang/api/core/orders',
    params: { lang, id: 7 },
    query: {},
    body,
  });

  it('is the same whatever the order of the keys at any depth, and in any language of the path', () => {
    const first = requestFingerprint(request({ a: 1, b: { x: [1, { p: 1, q: 2 }], y: null } }));
    expect(requestFingerprint(request({ b: { y: null, x: [1, { q: 2, p: 1 }] }, a: 1 }, 'fr'))).toBe(first);
    expect(requestFingerprint(request({ a: 1, b: { x: [1, { p: 1, q: 2 }], y: null }, c: undefined }))).toBe(
      first,
    );
  });

  it('differs for another value, another order of an array, or a date at another time', () => {
    const first = requestFingerprint(request({ items: [1, 2], at: new Date('2026-12-03T10:00:00Z') }));
    expect(requestFingerprint(request({ items: [2, 1], at: new Date('2026-12-03T10:00:00Z') }))).not.toBe(
      first,
    );
    expect(requestFingerprint(request({ items: [1, 2], at: new Date('2026-12-03T10:00:01Z') }))).not.toBe(
      first,
    );
    expect(requestFingerprint({ ...request({ items: [1, 2] }), params: { lang: 'nl', id: 8 } })).not.toBe(
      requestFingerprint(request({ items: [1, 2] })),
    );
  });
});

describe('an idempotent route', () => {
  it('refuses a malformed key with 400 before acting, and keeps nothing', async () => {
    const body = await upsell();
    for (const value of ['""', `"${'k'.repeat(256)}"`, '"unterminated', '"a"b']) {
      const response = await order(body, { [IDEMPOTENCY_KEY.header]: value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'idempotency_key_invalid',
        messageKey: ERR.idempotencyKeyInvalid,
      });
    }
    expect(await ordersOf(body.listingId)).toBe(0);
  });

  it('takes the quoted and the bare key as one, in any language of the path', async () => {
    const body = await upsell();
    const key = randomUUID();
    const first = await order(body, keyHeader(key));
    expect(first.statusCode, first.body).toBe(200);
    for (const [headers, url] of [
      [{ [IDEMPOTENCY_KEY.header]: key }, ORDER_URL],
      [keyHeader(key), '/fr/api/core/my-products/order'],
    ] as const) {
      const again = await order(body, headers, agency, url);
      expect(again.statusCode).toBe(200);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.body).toBe(first.body);
    }
    expect(await ordersOf(body.listingId)).toBe(1);
  });

  it('is found by the route the router matched, whatever the spelling of the URL (decision 051)', async () => {
    const body = await upsell();
    const key = randomUUID();
    expect((await order(body, keyHeader(key))).statusCode).toBe(200);
    const encoded = await order(body, keyHeader(key), agency, '/nl/api/c%6Fre/my-products/%6Frder');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers[REPLAYED_HEADER]).toBe('true');
    expect(await ordersOf(body.listingId)).toBe(1);
  });

  it('keeps no refusal: after a 400 or a 409 the same key runs the corrected request', async () => {
    const key = randomUUID();
    const body = await upsell();
    // The contract refuses it (terms not accepted): the key was never claimed.
    const invalid = await order({ ...body, termsAccepted: false }, keyHeader(key));
    expect(invalid.statusCode).toBe(400);
    // The order's rule refuses it (an upsell needs an online listing): the key is released.
    const offline = await upsell(agency, 2);
    const refused = await order(offline, keyHeader(key));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: ERR.listingNotOnline });
    const corrected = await order(body, keyHeader(key));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await ordersOf(body.listingId)).toBe(1);
    expect(await ordersOf(offline.listingId)).toBe(0);
  });

  it('answers 409 while the first request with the key runs, and takes over a claim abandoned long ago', async () => {
    const body = await upsell();
    const key = randomUUID();
    expect((await order(body, keyHeader(key))).statusCode).toBe(200);
    // As if the first request were still running: claimed, no answer yet.
    await t.db.execute(sql`update idempotency_keys set status = null, body = null
      where user_id = ${agency.id} and key = ${key}`);
    const running = await order(body, keyHeader(key));
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({
      error: 'idempotency_key_in_flight',
      messageKey: ERR.idempotencyKeyInFlight,
    });
    // Its process stopped long ago (no request runs that long): the key is taken over and acts.
    await t.db.execute(sql`update idempotency_keys
      set created_at = created_at - make_interval(secs => ${ABANDONED_CLAIM_MS / 1000 + 1})
      where user_id = ${agency.id} and key = ${key}`);
    const takenOver = await order(body, keyHeader(key));
    expect(takenOver.statusCode, takenOver.body).toBe(409);
    // … into the window of the same order again: that order was placed a moment ago.
    expect(takenOver.json()).toMatchObject({ messageKey: ERR.orderedAMomentAgo });
    expect(await ordersOf(body.listingId)).toBe(1);
  });

  it(`forgets a key after ${IDEMPOTENCY_KEY.hours} hours: the same key is then a new request`, async () => {
    const body = await upsell();
    const key = randomUUID();
    expect((await order(body, keyHeader(key))).statusCode).toBe(200);
    await t.db.execute(sql`update idempotency_keys
      set created_at = created_at - make_interval(hours => ${IDEMPOTENCY_KEY.hours})
      where user_id = ${agency.id} and key = ${key}`);
    const later = await upsell();
    const response = await order(later, keyHeader(key));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await ordersOf(later.listingId)).toBe(1);
  });

  it("is the user's: another user's same key is another request", async () => {
    const key = randomUUID();
    const mine = await upsell(agency);
    const theirs = await upsell(other);
    expect((await order(mine, keyHeader(key), agency)).statusCode).toBe(200);
    const response = await order(theirs, keyHeader(key), other);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await ordersOf(theirs.listingId)).toBe(1);
  });

  it('answers 422 for a key reused on another route', async () => {
    const body = await upsell();
    const key = randomUUID();
    const placed = await order(body, keyHeader(key));
    expect(placed.statusCode).toBe(200);
    const { id: orderId } = placed.json<{ data: { id: number } }>().data;
    const invoice = await call(t, agency.cookie, endpoints.requestInvoice, {
      params: { id: body.listingId },
      body: { orderId, ...TEST_ADDRESSEE },
      headers: keyHeader(key),
    });
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json()).toMatchObject({
      error: 'idempotency_key_reused',
      messageKey: ERR.idempotencyKeyReused,
    });
  });

  it('is ignored on a route that is not idempotent', async () => {
    const before = await keysOf(agency);
    const key = randomUUID();
    for (const page of [1, 2]) {
      const response = await call(t, agency.cookie, endpoints.listMyValuationOrders, {
        body: { page, pageSize: 10 },
        headers: keyHeader(key),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers[REPLAYED_HEADER]).toBeUndefined();
    }
    expect(await keysOf(agency)).toBe(before);
  });
});

describe('the retention job (fixed clock)', () => {
  it(`removes the keys older than ${IDEMPOTENCY_KEY.hours} hours, once`, async () => {
    const NOW = new Date('2026-11-27T02:30:00Z');
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
    await t.db
      .execute(sql`insert into idempotency_keys (user_id, key, route, fingerprint, created_at, status, body)
      values (${other.id}, 'purge-old', 'POST /x', 'f', ${hoursAgo(IDEMPOTENCY_KEY.hours + 1)}::timestamptz, 200, '{}'),
             (${other.id}, 'purge-exactly', 'POST /x', 'f', ${hoursAgo(IDEMPOTENCY_KEY.hours)}::timestamptz, 200, '{}'),
             (${other.id}, 'purge-running', 'POST /x', 'f', ${hoursAgo(IDEMPOTENCY_KEY.hours + 2)}::timestamptz, null, null),
             (${other.id}, 'purge-kept', 'POST /x', 'f', ${hoursAgo(IDEMPOTENCY_KEY.hours - 1)}::timestamptz, 200, '{}')`);
    const purgeKeys = () =>
      countRows(t, sql`select count(*)::int as n from idempotency_keys where key like 'purge-%'`);

    await t.runJob(retentionJob, { now: NOW });
    expect(await purgeKeys()).toBe(1);
    expect(
      await countRows(t, sql`select count(*)::int as n from idempotency_keys where key = 'purge-kept'`),
    ).toBe(1);
    await t.runJob(retentionJob, { now: NOW });
    expect(await purgeKeys()).toBe(1);
  });
});
