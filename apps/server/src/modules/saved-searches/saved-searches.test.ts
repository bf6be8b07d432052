import type { SavedSearch, SaveSearchBody } from '@app/contract';
import { endpoints, ERR, MSG, SAVED_SEARCH_ALERTS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { latestMailTo } from '../../test/mail';
import { createTestApp, queryRows } from '../../test/app';
import { call } from '../../test/call';
import { ANY_VERSION } from '../../test/conditional';

let t: TestApp;
let buyer: string;
let agency: string;
let notary: string;

/**
 * Listings of the agency in a postcode of their own: `count` of them, the newest `ageDays` days and an
 * hour old, spread over `days` days, so every count below is exact. `tag` keeps their codes apart.
 */
async function addListings(
  zip: string,
  count: number,
  {
    tag,
    days = 1,
    ageDays = 0,
    status = 1,
  }: { tag: string; days?: number; ageDays?: number; status?: number },
) {
  await t.db.execute(sql`
    insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
      bedrooms, livable_surface, created_at, updated_at)
    select 'T' || ${zip} || ${tag} || lpad(n::text, 5, '0'), u.id, ${status}, 'sale', 'house', 30000000, ${zip},
      'Teststad', 3, 150, now() - interval '1 hour' - make_interval(days => ${ageDays} + n % ${days}), now()
    from generate_series(1, ${count}) n, users u where u.email = 'agency@example.be'`);
}

beforeAll(async () => {
  t = await createTestApp();
  [buyer, agency, notary] = await Promise.all([
    t.login('private@example.be'),
    t.login('agency@example.be'),
    t.login('notary@example.be'),
  ]);
  await t.db.execute(sql`delete from saved_searches`);
  // 9001: 3 new, 2 older (10 days), 1 new but not published.
  await addListings('9001', 3, { tag: 'a' });
  await addListings('9001', 2, { tag: 'b', ageDays: 10 });
  await addListings('9001', 1, { tag: 'c', status: 2 });
  // 9002: 25 a day over 30 days (a warning); 9003: 60 a day (refused).
  const days = SAVED_SEARCH_ALERTS.estimateDays;
  await addListings('9002', 25 * days, { tag: 'w', days });
  await addListings('9003', 60 * days, { tag: 'r', days });
  // 9006: 20.4 a day, "about 20" (no question); 9007: 20.5 a day, "about 21" (asked).
  await addListings('9006', 20.4 * days, { tag: 'x', days });
  await addListings('9007', 20.5 * days, { tag: 'y', days });
});
afterAll(() => t.close());

const body = (postcodes: string[], overrides: Partial<SaveSearchBody> = {}): SaveSearchBody => ({
  name: `Huis in ${postcodes.join(', ')}`,
  criteria: {
    transactionType: 'sale',
    propertyTypes: ['house'],
    postcodes,
    priceMax: 400_000,
    bedroomsMin: 2,
  },
  ...overrides,
});
const create = (cookie: string, payload: unknown) =>
  call(t, cookie, endpoints.createSavedSearch, { body: payload });
const searchOf = (response: { json: <T>() => T }) => response.json<{ data: SavedSearch }>().data;
const list = async (cookie: string) =>
  (await call(t, cookie, endpoints.listMySavedSearches)).json<{ data: SavedSearch[]; paging: unknown }>();

describe('saved searches', () => {
  let first: SavedSearch;

  it('saves a search and counts its matches from the listings: total, and new in the last 3 days', async () => {
    const response = await create(buyer, body(['9001']));
    expect(response.statusCode, response.body).toBe(200);
    first = searchOf(response);
    expect(first).toMatchObject({
      name: 'Huis in 9001',
      criteria: {
        transactionType: 'sale',
        propertyTypes: ['house'],
        postcodes: ['9001'],
        priceMin: null,
        priceMax: 400_000,
        bedroomsMin: 2,
        livableSurfaceMin: null,
      },
      totalMatches: 5,
      newMatches: 3,
      lastSearchAt: null,
      emailDigest: false,
      emailNotification: 'off',
      pushNotification: 'off',
      automaticAlert: false,
    });
    const listed = await list(buyer);
    expect(listed.data).toEqual([first]);
    expect(listed.paging).toEqual({ page: 1, pageSize: 20, total: 1, totalPages: 1 });
  });

  it('counts only what the criteria allow', async () => {
    const cheaper = searchOf(
      await create(
        buyer,
        body(['9001'], { criteria: { transactionType: 'sale', postcodes: ['9001'], priceMax: 200_000 } }),
      ),
    );
    expect(cheaper.totalMatches).toBe(0);
    const rent = searchOf(
      await create(buyer, body(['9001'], { criteria: { transactionType: 'rent', postcodes: ['9001'] } })),
    );
    expect(rent.totalMatches).toBe(0);
    for (const { id } of [cheaper, rent])
      await call(t, buyer, endpoints.deleteSavedSearch, { params: { id } });
  });

  it('answers each rule with its message key', async () => {
    const response = await create(buyer, {
      name: ' ',
      criteria: { postcodes: ['90'], priceMin: 500_000, priceMax: 100_000, bedroomsMin: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      name: MSG.required,
      'criteria.transactionType': MSG.required,
      'criteria.postcodes.0': MSG.number,
      'criteria.bedroomsMin': MSG.number,
    });
    const order = await create(
      buyer,
      body(['9001'], { criteria: { transactionType: 'sale', priceMin: 500_000, priceMax: 100_000 } }),
    );
    expect(order.json<{ fields: Record<string, string> }>().fields).toEqual({
      'criteria.priceMax': MSG.rangeOrder,
    });
  });

  it('asks for confirmation above 20 estimated alerts a day, and saves once confirmed', async () => {
    const warned = await create(buyer, body(['9002']));
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toEqual({
      error: 'notifications_warning',
      messageKey: ERR.notificationsWarning,
      values: { estimate: 25 },
    });
    expect((await list(buyer)).paging).toMatchObject({ total: 1 });
    const confirmed = await create(buyer, body(['9002'], { confirmEstimate: true }));
    expect(confirmed.statusCode).toBe(200);
    await call(t, buyer, endpoints.deleteSavedSearch, { params: { id: searchOf(confirmed).id } });
  });

  it('counts whole alerts a day, the number it shows: about 20 is not above 20, about 21 is', async () => {
    const twenty = await create(buyer, body(['9006']));
    expect(twenty.statusCode, twenty.body).toBe(200);
    await call(t, buyer, endpoints.deleteSavedSearch, { params: { id: searchOf(twenty).id } });
    const asked = await create(buyer, body(['9007']));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: 'notifications_warning', values: { estimate: 21 } });
  });

  it('refuses above 50 estimated alerts a day, even confirmed, and shows the estimate', async () => {
    const refused = await create(buyer, body(['9003'], { confirmEstimate: true }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'too_many_notifications',
      messageKey: ERR.tooManyNotifications,
      values: { estimate: 60 },
    });
  });

  it('has no limit for an agency with Email Alert PRO; one without it keeps the private limits', async () => {
    const pro = await create(agency, body(['9003']));
    expect(pro.statusCode, pro.body).toBe(200);
    await call(t, agency, endpoints.deleteSavedSearch, { params: { id: searchOf(pro).id } });
    const plain = await create(notary, body(['9003'], { confirmEstimate: true }));
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({ error: 'too_many_notifications', values: { estimate: 60 } });
  });

  it('renames without an estimate, and checks new criteria like a new search', async () => {
    // If-Match: * saves over whatever is current (the versions: saved-searches-versions.test.ts).
    const renamed = await call(t, buyer, endpoints.updateSavedSearch, {
      params: { id: first.id },
      body: { name: 'Ons huis', criteria: first.criteria },
      headers: ANY_VERSION,
    });
    expect(searchOf(renamed)).toMatchObject({ name: 'Ons huis', totalMatches: 5 });
    const refused = await call(t, buyer, endpoints.updateSavedSearch, {
      params: { id: first.id },
      body: {
        name: 'Ons huis',
        criteria: { ...first.criteria, postcodes: ['9003'], priceMax: null, bedroomsMin: null },
      },
      headers: ANY_VERSION,
    });
    expect(refused.statusCode).toBe(409);
    expect((await list(buyer)).data[0]!.criteria.postcodes).toEqual(['9001']);
  });

  it('turns the digest on and off', async () => {
    const on = await call(t, buyer, endpoints.enableEmailDigest, { params: { id: first.id } });
    expect(searchOf(on).emailDigest).toBe(true);
    const off = await call(t, buyer, endpoints.disableEmailDigest, { params: { id: first.id } });
    expect(searchOf(off).emailDigest).toBe(false);
  });

  it('e-mail alerts wait for the address to be confirmed by the link, then turn on', async () => {
    const pending = await call(t, buyer, endpoints.enableEmailNotification, { params: { id: first.id } });
    expect(searchOf(pending).emailNotification).toBe('pending');
    const mail = await latestMailTo(t, 'private@example.be');
    expect(mail!.subject).toBe('Bevestig uw adres voor vastgoedmeldingen');
    const link = /(http\S+mijn-bewaarde-zoekacties\S+)/.exec(mail!.text)![1]!;
    const url = new URL(link);
    expect(url.searchParams.get('search')).toBe(String(first.id));
    const token = url.searchParams.get('token')!;

    const wrong = await call(t, buyer, endpoints.confirmEmailNotification, {
      params: { id: first.id },
      body: { token: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'token_invalid', messageKey: ERR.tokenInvalid });
    const stolen = await call(t, agency, endpoints.confirmEmailNotification, {
      params: { id: first.id },
      body: { token },
    });
    expect(stolen.statusCode).toBe(404);

    const confirmed = await call(t, buyer, endpoints.confirmEmailNotification, {
      params: { id: first.id },
      body: { token },
    });
    expect(searchOf(confirmed).emailNotification).toBe('on');
    const again = await call(t, buyer, endpoints.confirmEmailNotification, {
      params: { id: first.id },
      body: { token },
    });
    expect(again.statusCode).toBe(400);

    // The address is confirmed now: another search turns on at once, without a mail.
    const second = searchOf(await create(buyer, body(['9001'], { name: 'Tweede' })));
    const mailCount = async () =>
      (
        await queryRows(t.db, z.object({ n: z.number() }), sql`select count(*)::int as n from mail_outbox`)
      )[0]!.n;
    const mailsBefore = await mailCount();
    const direct = await call(t, buyer, endpoints.enableEmailNotification, { params: { id: second.id } });
    expect(searchOf(direct).emailNotification).toBe('on');
    expect(await mailCount()).toBe(mailsBefore);
    const off = await call(t, buyer, endpoints.disableEmailNotification, { params: { id: second.id } });
    expect(searchOf(off).emailNotification).toBe('off');
  });

  it('push alerts wait for a connected app device', async () => {
    const search = searchOf(await create(notary, body(['9001'])));
    const pending = await call(t, notary, endpoints.enablePushNotification, { params: { id: search.id } });
    expect(searchOf(pending).pushNotification).toBe('pending');
    const refused = await call(t, notary, endpoints.confirmPushNotification, { params: { id: search.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'no_app_device', messageKey: ERR.noAppDevice });
    await t.db.execute(sql`insert into app_devices (user_id, client_id, client_name, device)
      select id, 'portal-app', 'Portal app', 'Pixel 8' from users where email = 'notary@example.be'`);
    const confirmed = await call(t, notary, endpoints.confirmPushNotification, { params: { id: search.id } });
    expect(searchOf(confirmed).pushNotification).toBe('on');
    const off = await call(t, notary, endpoints.disablePushNotification, { params: { id: search.id } });
    expect(searchOf(off).pushNotification).toBe('off');
    const direct = await call(t, agency, endpoints.enablePushNotification, {
      params: { id: searchOf(await create(agency, body(['9001']))).id },
    });
    expect(searchOf(direct).pushNotification).toBe('on');
  });

  it("answers 404 for another user's search, for every call", async () => {
    const params = { id: first.id };
    const responses = await Promise.all([
      call(t, agency, endpoints.updateSavedSearch, { params, body: body(['9001']), headers: ANY_VERSION }),
      call(t, agency, endpoints.deleteSavedSearch, { params }),
      call(t, agency, endpoints.enableEmailDigest, { params }),
      call(t, agency, endpoints.disableEmailDigest, { params }),
      call(t, agency, endpoints.enableEmailNotification, { params }),
      call(t, agency, endpoints.disableEmailNotification, { params }),
      call(t, agency, endpoints.enablePushNotification, { params }),
      call(t, agency, endpoints.confirmPushNotification, { params }),
      call(t, agency, endpoints.disablePushNotification, { params }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 404));
    expect((await list(buyer)).data.find((search) => search.id === first.id)).toMatchObject({
      name: 'Ons huis',
    });
  });

  it('answers 409 with the existing id to an identical save, also to 15 at once: one search is stored', async () => {
    const criteria = { transactionType: 'sale' as const, postcodes: ['9005', '9001'], priceMin: 100_000 };
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => create(buyer, body(['9005'], { criteria }))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.toSorted()).toEqual([200, ...statuses.slice(1).map(() => 409)]);
    const { id } = searchOf(responses[statuses.indexOf(200)]!);
    const conflict = { error: 'saved_search_exists', messageKey: ERR.savedSearchExists, values: { id } };
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual(conflict);
    }
    const stored = sql`select count(*)::int as n from saved_searches
      where price_min_cents = 10000000 and user_id = (select id from users where email = 'private@example.be')`;
    expect(await queryRows(t.db, z.object({ n: z.number() }), stored)).toEqual([{ n: 1 }]);

    // Compared in a normal form: another name and the postcodes in another order are the same search.
    const reordered = { ...criteria, postcodes: ['9001', '9005', '9001'] };
    const again = await create(buyer, body(['9001'], { name: 'Opnieuw', criteria: reordered }));
    expect(again.json()).toEqual(conflict);
    const other = await create(buyer, body(['9005'], { criteria: { ...criteria, priceMin: 150_000 } }));
    expect(other.statusCode, other.body).toBe(200);
    for (const search of [id, searchOf(other).id])
      await call(t, buyer, endpoints.deleteSavedSearch, { params: { id: search } });
  });

  it('keeps the localities picked by name and names each place in every language; others by postcode', async () => {
    const City = z.object({ id: z.number(), zip: z.string() });
    const [gent] = await queryRows(
      t.db,
      City,
      sql`select id, zip from cities where zip = '9000' order by id limit 1`,
    );
    const [gentinnes] = await queryRows(t.db, City, sql`select id, zip from cities where name = 'Gentinnes'`);
    const criteria = {
      transactionType: 'sale' as const,
      postcodes: ['9000', '1450', '8500'],
      cityIds: [gent!.id, gentinnes!.id],
      priceMin: 123_000,
    };
    const saved = await create(buyer, { name: 'Plaatsen', criteria });
    expect(saved.statusCode, saved.body).toBe(200);
    const { places, criteria: stored } = searchOf(saved);
    expect(stored.cityIds).toEqual([gent!.id, gentinnes!.id]);
    expect(places).toEqual([
      { postcode: '9000', cityId: gent!.id, name: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } },
      {
        postcode: '1450',
        cityId: gentinnes!.id,
        name: { nl: 'Gentinnes', fr: 'Gentinnes', en: 'Gentinnes' },
      },
      // Typed: Kortrijk is 8500's only locality.
      { postcode: '8500', cityId: null, name: { nl: 'Kortrijk', fr: 'Courtrai', en: 'Kortrijk' } },
    ]);
    // A postcode of several localities, typed: the postcode alone.
    const typed = await create(buyer, {
      name: 'Getypt',
      criteria: { transactionType: 'sale', postcodes: ['1450'] },
    });
    expect(searchOf(typed).places).toEqual([{ postcode: '1450', cityId: null, name: null }]);
    // A locality of no postcode of the search, or none at all: the field says so.
    for (const cityIds of [[gent!.id], [99_999_999]]) {
      const refused = await create(buyer, {
        name: 'Fout',
        criteria: { transactionType: 'sale', postcodes: ['1450'], cityIds },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { 'criteria.cityIds': MSG.invalid } });
    }
    for (const id of [searchOf(saved).id, searchOf(typed).id])
      await call(t, buyer, endpoints.deleteSavedSearch, { params: { id } });
  });

  it('deletes a search', async () => {
    const response = await call(t, buyer, endpoints.deleteSavedSearch, { params: { id: first.id } });
    expect(response.json()).toEqual({ data: { success: true } });
    expect((await list(buyer)).data.map((search) => search.id)).not.toContain(first.id);
    expect((await call(t, buyer, endpoints.deleteSavedSearch, { params: { id: first.id } })).statusCode).toBe(
      404,
    );
  });
});
