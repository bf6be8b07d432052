import { ERR } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { bearer, FEED_TOKEN, postFeed } from '../../test/feed';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ seed: false, config: { feedServiceToken: FEED_TOKEN } }),
    createTestApp({ seed: false }),
  ]);
});
afterAll(() => Promise.all([on.close(), off.close()]));

// An unknown vlancode: past the token check the body is validated (400), so 400 means "let in".
const BATCH = {
  events: [{ id: 'e-1', vlancode: 'ZZZ0000', kind: 'detailView', occurredAt: '2026-01-10T10:00:00Z' }],
};
const UNAUTHORIZED = { error: 'unauthorized', messageKey: ERR.serviceTokenInvalid };

describe('the service token of the event feed', () => {
  it('refuses a call without a token, and says which scheme it wants', async () => {
    for (const path of ['events', 'contacts']) {
      const response = await postFeed(on, path, BATCH, {});
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="feed"');
    }
  });

  it('refuses a wrong token, a prefix of it, another scheme and a session', async () => {
    const wrong = [
      bearer('x'.repeat(FEED_TOKEN.length)),
      bearer(FEED_TOKEN.slice(0, -1)),
      bearer(`${FEED_TOKEN}x`),
      { authorization: `Basic ${FEED_TOKEN}` },
      { authorization: FEED_TOKEN },
    ];
    for (const headers of wrong) {
      const response = await postFeed(on, 'events', BATCH, headers);
      expect(response.statusCode, headers.authorization).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('lets the right token in without a session or CSRF header, whatever the Origin', async () => {
    const response = await postFeed(on, 'events', BATCH, { ...bearer(), origin: 'https://portal.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation' });
  });

  it('answers 503 when FEED_SERVICE_TOKEN is not set, even with a token', async () => {
    for (const path of ['events', 'contacts']) {
      const response = await postFeed(off, path, BATCH);
      expect(response.statusCode, path).toBe(503);
      expect(response.json()).toEqual({ error: 'feed_disabled', messageKey: ERR.feedDisabled });
    }
  });

  it('keeps the CSRF check on the routes of people', async () => {
    const response = await on.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-properties',
      headers: bearer(),
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'csrf', messageKey: ERR.csrf });
  });

  it('describes the bearer scheme in OpenAPI for the feed routes only', async () => {
    const document = (await on.app.inject({ url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.components.securitySchemes.serviceToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/{lang}/api/core/internal/events']!.post!.security).toEqual([
      { serviceToken: [] },
    ]);
    expect(document.paths['/{lang}/api/core/internal/contacts']!.post!.security).toEqual([
      { serviceToken: [] },
    ]);
    expect(document.paths['/{lang}/api/core/my-properties']!.post!.security).toEqual([{ session: [] }]);
  });
});

describe('FEED_SERVICE_TOKEN', () => {
  it('is off when unset or empty', () => {
    expect(loadConfig({}).feedServiceToken).toBeNull();
    expect(loadConfig({ FEED_SERVICE_TOKEN: '' }).feedServiceToken).toBeNull();
  });

  it('must be at least 32 characters', () => {
    expect(() => loadConfig({ FEED_SERVICE_TOKEN: 'a'.repeat(31) })).toThrow(ConfigError);
    expect(() => loadConfig({ FEED_SERVICE_TOKEN: 'a'.repeat(31) })).toThrow(/FEED_SERVICE_TOKEN/);
    expect(loadConfig({ FEED_SERVICE_TOKEN: 'a'.repeat(32) }).feedServiceToken).toBe('a'.repeat(32));
  });
});
