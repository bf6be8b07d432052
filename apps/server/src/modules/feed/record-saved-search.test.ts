import type { SavedSearch } from '@app/contract';
import { ERR, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, postFeed } from './feed-test-support';

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
    expect(saved).toMatchObject({ name: 'Huis aan zee', automaticAlert: true, duplicate: false });
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
