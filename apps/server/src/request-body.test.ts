import { ERR, JSON_VALUES_MAX, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from './test/app';
import { createTestApp, queryRows } from './test/app';
import { FEED_TOKEN, listingOf, postFeed } from './test/feed';

/**
 * Issue 44: a deeply nested body answered 500 (the control-character walk overflowed the stack) and
 * held the event loop; a lone surrogate reached PostgreSQL's jsonb; any charset and a gzip
 * Content-Encoding were taken as plain JSON.
 */
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  cookie = await t.login('agency@example.be');
});
afterAll(() => t.close());

const INVALID = { error: 'validation', messageKey: MSG.invalid, fields: {} };
const UNSUPPORTED = { error: 'unsupported_media_type', messageKey: ERR.unsupportedMediaType };
const LOGIN = '/nl/api/core/auth/login';
const PROFILE = '/nl/api/core/my-profile/user';
const profile = (firstName: string) => ({
  firstName,
  lastName: 'Claes',
  language: 'nl',
  phone: null,
  mobile: null,
  address: { street: 'Kouter', number: '1', box: null, postcode: '9000', city: 'Gent' },
});

const deep = (depth: number) => ({
  arrays: '['.repeat(depth) + ']'.repeat(depth),
  objects: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
});

describe('bounded JSON bodies', () => {
  it('refuses deep nesting with the validation 400, signed out and signed in (timed in bench/hostile-input.ts)', async () => {
    const bodies = [...Object.values(deep(10_000)), '['.repeat(1_000_000)];
    const requests = bodies.flatMap((payload) =>
      [
        { method: 'POST' as const, url: LOGIN, headers: t.csrfHeaders },
        { method: 'PUT' as const, url: PROFILE, headers: { ...t.csrfHeaders, cookie } },
      ].map((request) => ({
        ...request,
        payload,
        headers: { ...request.headers, 'content-type': 'application/json' },
      })),
    );
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('refuses more values than JSON_VALUES_MAX, keeps refusing __proto__, and takes an ordinary body', async () => {
    const many = JSON.stringify({
      ...profile('Jan'),
      extra: Array.from({ length: JSON_VALUES_MAX }, () => 1),
    });
    const poisoned = '{"firstName":"Jan","__proto__":{"isAdmin":true}}';
    const [tooMany, proto, ordinary] = await Promise.all(
      [many, poisoned, JSON.stringify(profile('Jan'))].map((payload) =>
        t.app.inject({
          method: 'PUT',
          url: PROFILE,
          // If-Match: * names any current version (decision 055): the body is what is tested here.
          headers: { ...t.csrfHeaders, cookie, 'content-type': 'application/json', 'if-match': '*' },
          payload,
        }),
      ),
    );
    expect(tooMany!.statusCode).toBe(400);
    expect(tooMany!.json()).toEqual(INVALID);
    expect(proto!.statusCode).toBe(400);
    expect(ordinary!.statusCode).toBe(200);
  });
});

describe('well-formed text', () => {
  it('refuses a lone surrogate in a body field, naming it', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: PROFILE,
      headers: { ...t.csrfHeaders, cookie },
      payload: profile('Jan\ud800'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { firstName: MSG.invalid },
    });
  });

  it("refuses lone and reversed surrogates in the feed's payloads before PostgreSQL sees them", async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const contact = {
      id: 'surrogate-contact',
      vlancode: listing.vlancode,
      email: 'lotte.peeters@example.be',
      message: 'Goedendag \udc00\ud83d',
      sentAt: '2026-01-20T09:15:00Z',
    };
    const event = {
      id: '\udfff',
      vlancode: listing.vlancode,
      kind: 'detailView',
      occurredAt: '2026-01-20T09:15:00Z',
    };
    const [contacts, events] = await Promise.all([
      postFeed(t, 'contacts', contact),
      postFeed(t, 'events', { events: [{ ...event, id: 'fine' }, event] }),
    ]);
    expect(contacts.statusCode).toBe(400);
    expect(contacts.json()).toMatchObject({ fields: { message: MSG.invalid } });
    expect(events.statusCode).toBe(400);
    expect(events.json()).toMatchObject({ fields: { 'events.1.id': MSG.invalid } });
    const stored = await queryRows(
      t.db,
      z.object({ count: z.number() }),
      sql`select count(*)::int as count from contacts where external_id = 'surrogate-contact'`,
    );
    expect(stored[0]!.count).toBe(0);
  });
});

describe('content types and encodings', () => {
  it('takes JSON in UTF-8 only: another charset is a 415 with the API body', async () => {
    const login = (contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { ...t.csrfHeaders, 'content-type': contentType },
        payload: JSON.stringify({ email: 'nobody@example.be', password: 'wrong password' }),
      });
    const [ebcdic, utf16, upper, quoted, none] = await Promise.all(
      [
        'application/json; charset=ebcdic',
        'application/json;charset=utf-16',
        'Application/JSON; Charset=UTF-8',
        'application/json; charset="utf-8"',
        'application/json',
      ].map(login),
    );
    for (const refused of [ebcdic!, utf16!]) {
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual(UNSUPPORTED);
    }
    // Read and checked: a wrong password, not a refused body.
    for (const taken of [upper!, quoted!, none!]) expect(taken.statusCode).toBe(401);
  });

  it('refuses a Content-Encoding on every route: we do not decode request bodies', async () => {
    const [gzipped, brotli, get, identity] = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: PROFILE,
        headers: { ...t.csrfHeaders, cookie, 'content-encoding': 'gzip' },
        payload: profile('Jan'),
      }),
      t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { ...t.csrfHeaders, 'content-encoding': 'br' },
        payload: { email: 'nobody@example.be', password: 'x' },
      }),
      t.app.inject({
        url: '/nl/api/core/my-profile/user/details',
        headers: { cookie, 'content-encoding': 'GZIP' },
      }),
      t.app.inject({
        method: 'PUT',
        url: PROFILE,
        headers: { ...t.csrfHeaders, cookie, 'content-encoding': 'identity', 'if-match': '*' },
        payload: profile('Jan'),
      }),
    ]);
    for (const refused of [gzipped, brotli, get]) {
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual(UNSUPPORTED);
    }
    expect(identity.statusCode).toBe(200);
  });
});
