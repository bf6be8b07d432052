import type { SlotProduct } from '@app/contract';
import { ERR } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { slotAutopickJob } from '../../jobs/slot-autopick.job';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

let t: TestApp;
let agency: string;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
});
afterAll(() => t.close());

const api = async (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  path: string,
  cookie = agency,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/nl/api/core/${path}`,
    headers: { cookie, ...t.csrfHeaders },
    ...(payload ? { payload } : {}),
  });
const product = async (path: 'bestof' | 'color', cookie = agency) => {
  const response = await api('GET', `my-products/${path}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SlotProduct | null }>().data;
};
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** The agency's published listings without a slot of `code`, and one of another owner. */
async function listingsOf(email: string, code: 'bestOf' | 'color', statuses = [1, 7]) {
  return ids(
    await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select l.id from listings l join users u on u.id = l.user_id
        where u.email = ${email} and l.status_id in (${sql.join(statuses, sql`, `)})
          and not exists (select 1 from listing_product_slots s where s.listing_id = l.id and s.product = ${code})
        order by l.id`,
    ),
  );
}

describe('GET my-products/bestof and color', () => {
  it('gives Best Of on AUTO: slots, use, the next Sunday pick and the listings holding a slot', async () => {
    const bestOf = (await product('bestof'))!;
    expect(bestOf).toMatchObject({
      code: 'bestOf',
      pack: 'gold',
      slots: 25,
      selection: 'AUTO',
      activation: 1,
    });
    expect(bestOf.manualAllowed).toBe(false);
    expect(bestOf.used).toBe(bestOf.listings.length);
    expect(bestOf.used).toBeGreaterThan(0);
    expect(bestOf.used).toBeLessThanOrEqual(25);
    // Sunday 03:00 in Brussels: 01:00 or 02:00 UTC, within the coming week.
    const next = new Date(bestOf.nextAutoPick!);
    expect(next.getUTCDay()).toBe(0);
    expect([1, 2]).toContain(next.getUTCHours());
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const [first] = bestOf.listings;
    expect(first).toMatchObject({
      selection: 'AUTO',
      status: { code: expect.stringMatching(/published|option/) },
    });
    expect(first!.vlancode).toMatch(/^[A-Z0-9]+$/);
    expect(Date.parse(first!.since)).toBeLessThan(Date.now());
  });

  it('gives Colour on MANUAL with every slot in use, and null to an admin without the product', async () => {
    const color = (await product('color'))!;
    expect(color).toMatchObject({ selection: 'MANUAL', manualAllowed: true, nextAutoPick: null, used: 25 });
    expect(await product('color', await t.login('admin@example.be'))).toBeNull();
    const privateUser = await api('GET', 'my-products/color', await t.login('private@example.be'));
    expect(privateUser.statusCode).toBe(403);
    expect(privateUser.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
  });
});

describe('manual selection', () => {
  it('refuses a listing when every slot is used, frees one, then takes another', async () => {
    const [candidate] = await listingsOf('agency@example.be', 'color');
    const full = await api('POST', `my-products/announcement/${candidate}/color`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'slots_full', messageKey: ERR.slotsFull });

    const holder = (await product('color'))!.listings[0]!.id;
    const released = await api('DELETE', `my-products/announcement/${holder}/color`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<{ data: SlotProduct }>().data.used).toBe(24);
    expect((await api('DELETE', `my-products/announcement/${holder}/color`)).statusCode).toBe(404);
    expect((await api('GET', `my-products/announcement/${holder}/color`)).json()).toEqual({
      data: { listingId: holder, selected: false },
    });

    const taken = await api('POST', `my-products/announcement/${candidate}/color`);
    expect(taken.statusCode, taken.body).toBe(200);
    const after = taken.json<{ data: SlotProduct }>().data;
    expect(after.used).toBe(25);
    expect(after.listings[0]).toMatchObject({ id: candidate, selection: 'MANUAL' });
    // Again: nothing changes.
    const again = await api('POST', `my-products/announcement/${candidate}/color`);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: SlotProduct }>().data.used).toBe(25);
    expect((await api('GET', `my-products/announcement/${candidate}/color`)).json()).toEqual({
      data: { listingId: candidate, selected: true },
    });
  });

  it("answers 404 for another agency's listing and for one the portal does not show", async () => {
    const holder = (await product('color'))!.listings[0]!.id;
    await api('DELETE', `my-products/announcement/${holder}/color`);
    const [foreign] = await listingsOf('notary@example.be', 'color');
    expect((await api('POST', `my-products/announcement/${foreign}/color`)).statusCode).toBe(404);
    expect((await api('GET', `my-products/announcement/${foreign}/color`)).statusCode).toBe(404);
    const [offline] = await listingsOf('agency@example.be', 'color', [2]);
    expect((await api('POST', `my-products/announcement/${offline}/color`)).statusCode).toBe(404);
    expect((await api('POST', `my-products/announcement/${holder}/color`)).statusCode).toBe(200);
  });

  it('refuses manual picks on AUTO until the user switches, and switches back', async () => {
    const [candidate] = await listingsOf('agency@example.be', 'bestOf');
    const auto = await api('POST', `my-products/announcement/${candidate}/bestof`);
    expect(auto.statusCode).toBe(409);
    expect(auto.json()).toEqual({ error: 'selection_auto', messageKey: ERR.selectionAuto });

    const manual = await api('PATCH', 'my-products/bestof/autoselect', agency, { selection: 'MANUAL' });
    expect(manual.statusCode, manual.body).toBe(200);
    const switched = manual.json<{ data: SlotProduct }>().data;
    expect(switched).toMatchObject({ selection: 'MANUAL', manualAllowed: true, nextAutoPick: null });
    // The listings keep their slots; there is room left, so a pick works.
    expect(switched.used).toBeLessThan(25);
    expect((await api('POST', `my-products/announcement/${candidate}/bestof`)).statusCode).toBe(200);

    const back = await api('PATCH', 'my-products/bestof/autoselect', agency, { selection: 'AUTO' });
    expect(back.json<{ data: SlotProduct }>().data).toMatchObject({
      selection: 'AUTO',
      manualAllowed: false,
    });
    expect(
      (await api('PATCH', 'my-products/bestof/autoselect', agency, { selection: 'auto' })).statusCode,
    ).toBe(400);
    expect(
      (await api('PATCH', 'my-products/wallpaper/autoselect', agency, { selection: 'AUTO' })).statusCode,
    ).toBe(400);
  });

  it('blocks picks before the start date (with the date) and on a product that is not active', async () => {
    // Another agency's Starter pack starts in two weeks (the demo data); its Colour is MANUAL.
    const other = await t.login('info@desmetvastgoed.be');
    const [start] = await queryRows(
      t.db,
      z.object({ start: z.string() }),
      sql`select start_date::text as start from user_products
        where code = 'color' and user_id = (select id from users where email = 'info@desmetvastgoed.be')`,
    );
    const [listing] = await listingsOf('info@desmetvastgoed.be', 'color');
    const early = await api('POST', `my-products/announcement/${listing}/color`, other);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error: 'product_not_started',
      messageKey: ERR.productNotStarted,
      values: { date: start!.start },
    });
    expect((await product('color', other))!).toMatchObject({
      manualAllowed: false,
      selection: 'MANUAL',
      used: 0,
    });

    await t.db.execute(sql`update user_products set start_date = '2020-01-01', activation = 5
      where code = 'color' and user_id = (select id from users where email = 'info@desmetvastgoed.be')`);
    const expired = await api('POST', `my-products/announcement/${listing}/color`, other);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: 'product_not_active', messageKey: ERR.productNotActive });
    await t.db.execute(sql`update user_products set activation = 1
      where code = 'color' and user_id = (select id from users where email = 'info@desmetvastgoed.be')`);
    expect((await api('POST', `my-products/announcement/${listing}/color`, other)).statusCode).toBe(200);
    expect((await product('color', other))!.used).toBe(1);
  });

  it('frees the slot of a listing that goes offline at once, whatever changed its status', async () => {
    const before = (await product('color'))!;
    const holder = before.listings[0]!.id;
    await t.db.execute(sql`update listings set status_id = 2 where id = ${holder}`);
    const after = (await product('color'))!;
    expect(after.used).toBe(before.used - 1);
    expect(ids(after.listings)).not.toContain(holder);
    // Back online, it does not take a slot back by itself.
    await t.db.execute(sql`update listings set status_id = 1 where id = ${holder}`);
    expect((await product('color'))!.used).toBe(before.used - 1);
  });
});

describe('the Sunday pick (fixed clock)', () => {
  /** Sunday 9 June 2030, 03:00 in Brussels. */
  const SUNDAY = new Date('2030-06-09T01:00:00Z');
  const slotsOf = async (email: string, code: 'bestOf' | 'color') =>
    queryRows(
      t.db,
      z.object({ listing_id: z.number(), selection: z.string(), status_id: z.number() }),
      sql`select s.listing_id, s.selection, l.status_id from listing_product_slots s
        join listings l on l.id = s.listing_id join users u on u.id = s.user_id
        where u.email = ${email} and s.product = ${code} order by s.listing_id`,
    );
  const published = async (email: string) =>
    (await listingsOf(email, 'bestOf')).length + (await slotsOf(email, 'bestOf')).length;
  // The demo products run for a year from now; this clock is years ahead.
  beforeAll(() => t.db.execute(sql`update user_products set end_date = null`));

  it("fills every slot of each AUTO product at random among its holder's published listings, once a week", async () => {
    const manualBefore = await slotsOf('agency@example.be', 'color');
    await t.runJob(slotAutopickJob, { now: SUNDAY });
    const picked = await slotsOf('agency@example.be', 'bestOf');
    expect(picked).toHaveLength(Math.min(25, await published('agency@example.be')));
    expect(picked.every((slot) => slot.selection === 'AUTO' && [1, 7].includes(slot.status_id))).toBe(true);
    // MANUAL products are the user's: untouched.
    expect(await slotsOf('agency@example.be', 'color')).toEqual(manualBefore);

    // Again the same day, or a retry on Monday: nothing changes.
    await t.runJob(slotAutopickJob, { now: new Date('2030-06-09T20:00:00Z') });
    await t.runJob(slotAutopickJob, { now: new Date('2030-06-10T08:00:00Z') });
    expect(await slotsOf('agency@example.be', 'bestOf')).toEqual(picked);

    // The next Sunday draws again.
    await t.db.execute(sql`update listing_product_slots set selection = 'MANUAL' where product = 'bestOf'
      and user_id = (select id from users where email = 'agency@example.be')`);
    await t.runJob(slotAutopickJob, { now: new Date('2030-06-16T01:00:00Z') });
    const redrawn = await slotsOf('agency@example.be', 'bestOf');
    expect(redrawn).toHaveLength(picked.length);
    expect(redrawn.every((slot) => slot.selection === 'AUTO')).toBe(true);
  });

  it('skips a product before its start date', async () => {
    await t.db.execute(sql`update user_products set start_date = '2099-01-01'
      where code = 'bestOf' and user_id = (select id from users where email = 'agency@example.be')`);
    // Marked, so that a new draw would show (it writes AUTO).
    await t.db.execute(sql`update listing_product_slots set selection = 'MANUAL' where product = 'bestOf'
      and user_id = (select id from users where email = 'agency@example.be')`);
    const before = await slotsOf('agency@example.be', 'bestOf');
    expect(before.length).toBeGreaterThan(0);
    await t.runJob(slotAutopickJob, { now: new Date('2030-06-23T01:00:00Z') });
    expect(await slotsOf('agency@example.be', 'bestOf')).toEqual(before);
  });
});
