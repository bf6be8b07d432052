import type { Access, Endpoint } from '@app/contract';
import { apiPrefix, endpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/app';
import { createTestApp } from './test/app';

/**
 * Walks every endpoint the contract declares, so a new one is covered the moment it exists: without
 * credentials it answers 401, with the wrong kind of user 403. Access runs before the input is read,
 * so a placeholder id and an empty body are enough to reach it.
 */
const all = Object.entries(endpoints as unknown as Record<string, Endpoint>).map(([name, endpoint]) => ({
  name,
  ...endpoint,
}));
const url = (path: string) => `${apiPrefix('nl')}${path.replace(/:[A-Za-z]+/g, '1')}`;
const of = (...kinds: Access[]) => all.filter((endpoint) => kinds.includes(endpoint.access));

let t: TestApp;
const cookies: Record<'inactive' | 'private', string> = { inactive: '', private: '' };

beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: 'the-portal-token' } });
  cookies.inactive = await t.login('inactive@example.be');
  cookies.private = await t.login('private@example.be');
});
afterAll(() => t.close());

const call = (endpoint: (typeof all)[number], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: endpoint.method,
    url: url(endpoint.path),
    headers: { ...t.csrfHeaders, ...headers },
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every endpoint of the contract', () => {
  it('has an access rule this walk knows', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(of('public', 'user', 'active', 'pro', 'service')).toHaveLength(all.length);
  });

  it.each(of('user', 'active', 'pro').map((e) => [e.name, e] as const))(
    '%s answers 401 without a session',
    async (_name, endpoint) => {
      const response = await call(endpoint);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    },
  );

  it.each(of('active', 'pro').map((e) => [e.name, e] as const))(
    '%s answers 403 to a user whose account is not active',
    async (_name, endpoint) => {
      const response = await call(endpoint, { cookie: cookies.inactive });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'inactive' });
    },
  );

  it.each(of('pro').map((e) => [e.name, e] as const))(
    '%s answers 403 to a private user',
    async (_name, endpoint) => {
      const response = await call(endpoint, { cookie: cookies.private });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'pro_only' });
    },
  );

  // The portal's feed knows no sessions: a signed-in user without the token is as anonymous as anyone.
  it.each(of('service').map((e) => [e.name, e] as const))(
    '%s answers 401 without the service token, even to a signed-in user',
    async (_name, endpoint) => {
      const attempts: Record<string, string>[] = [
        {},
        { cookie: cookies.private },
        { authorization: 'Bearer wrong' },
      ];
      for (const headers of attempts) {
        const response = await call(endpoint, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
      }
    },
  );
});
