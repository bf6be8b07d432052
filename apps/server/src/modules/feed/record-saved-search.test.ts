import type { SavedSearch } from '@app/contract';
import { ERR, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, postFeed } from '../../test/feed';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  const [user] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`select id from users where email = 'private@example.be'`,
  );
  userId = user!.id;
});
afterAll(() => t.close());

const search = (
  id: string,
  criteria: object = { transactionType: 'sale', postcodes: ['8400'], propertyTypes: ['house'] },
) => ({
  id,
  userId,
  name: 'Huis aan zee',
  criteria,
  automatic: true,
});

describe('POST internal/saved-searches', () => {
  it('stores a search saved on the public site once, with the automatic marker', async () => {
    const first = await postFeed(t, 'saved-searches', search('portal-search-1'));
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<{ data: SavedSearch & { duplicate: boolean } }>().data;
    // Made to send something: the daily digest is on (decision 063), the other alerts wait for the user.
    expect(saved).toMatchObject({
      name: 'Huis aan zee',
      automaticAlert: true,
      duplicate: false,
      emailDigest: true,
      emailNotification: 'off',
      pushNotification: 'off',
    });
    const again = await postFeed(t, 'saved-searches', search('portal-search-1'));
    expect(again.json<{ data: { id: number; duplicate: boolean } }>().data).toMatchObject({
      id: saved.id,
      duplicate: true,
    });
    const [count] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from saved_searches where external_id = 'portal-search-1'`,
    );
    expect(count!.n).toBe(1);
  });

  it('stores a search the user saved on the site (not automatic) with every alert off', async () => {
    const response = await postFeed(t, 'saved-searches', { ...search('portal-search-4'), automatic: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: SavedSearch }>().data).toMatchObject({
      automaticAlert: false,
      emailDigest: false,
    });
  });

  it('applies the notification estimate of the account area', async () => {
    const refused = await postFeed(
      t,
      'saved-searches',
      search('portal-search-2', { transactionType: 'sale' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'too_many_notifications',
      messageKey: ERR.tooManyNotifications,
    });
  });

  it('refuses an unknown user', async () => {
    const response = await postFeed(t, 'saved-searches', {
      ...search('portal-search-3'),
      userId: 99_999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { userId: MSG.invalid } });
  });
});

describe('POST internal/saved-searches/:id/runs', () => {
  it("moves the search's last search date forward, never back or past now; another user's search is 404", async () => {
    const created = await postFeed(t, 'saved-searches', search('portal-search-runs'));
    const { id, lastSearchAt } = created.json<{ data: SavedSearch }>().data;
    expect(lastSearchAt).toBeNull();
    const run = (searchedAt: string, user = userId) =>
      postFeed(t, `saved-searches/${id}/runs`, { userId: user, searchedAt });
    const first = await run('2026-11-20T09:30:00+01:00');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { lastSearchAt: '2026-11-20T08:30:00.000Z' } });
    expect((await run('2026-11-18T10:00:00Z')).json()).toEqual({
      data: { lastSearchAt: '2026-11-20T08:30:00.000Z' },
    });
    const future = (await run('2999-01-01T00:00:00Z')).json<{ data: { lastSearchAt: string } }>().data;
    expect(Date.parse(future.lastSearchAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(future.lastSearchAt)).toBeGreaterThan(Date.now() - 60_000);
    // The account area shows it.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/nl/api/core/my-saved-searches?pageSize=100',
      headers: { cookie: await t.login('private@example.be') },
    });
    const mine = listed.json<{ data: SavedSearch[] }>().data.find((row) => row.id === id);
    expect(mine?.lastSearchAt).toBe(future.lastSearchAt);

    const [other] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from users where email = 'agency@example.be'`,
    );
    const foreign = await run('2026-11-21T10:00:00Z', other!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'not_found', messageKey: ERR.notFound });
    expect((await run('not a date')).statusCode).toBe(400);
    // An id that cannot name a row is an unknown URL.
    expect(
      (await postFeed(t, 'saved-searches/0/runs', { userId, searchedAt: '2026-11-21T10:00:00Z' })).statusCode,
    ).toBe(404);
  });
});
