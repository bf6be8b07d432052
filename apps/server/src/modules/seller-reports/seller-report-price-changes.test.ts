import type { PropertyAdDraft, PropertyAdFieldsInput, SellerReport } from '@app/contract';
import { addDays, brusselsToday, SELLER_REPORT_LIMITS } from '@app/contract';
import { formatCalendarDay, formatMoney } from '@app/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readPdf } from '../../documents/read-pdf';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, postFeed } from '../../test/feed';

// Issue 50: the seller report's price changes, as the trigger on listings records them (decision
// 086), whoever writes the price; seller-reports.test.ts covers the rest of the report.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  cookie = await t.login('agency@example.be');
});
afterAll(() => t.close());

const Listing = z.object({
  id: z.number(),
  vlancode: z.string(),
  price_cents: z.number().nullable(),
  online_date: z.string().nullable(),
});
const listingsOf = (where: ReturnType<typeof sql>) =>
  queryRows(
    t.db,
    Listing,
    sql`select l.id, l.vlancode, l.price_cents::float8 as price_cents, l.online_date::text as online_date
        from listings l join users u on u.id = l.user_id
        where u.email = 'agency@example.be' and ${where} order by l.id`,
  );
/** A published listing of the demo agency without a seeded price history, online since `onlineDate`. */
async function freshListing(onlineDate: string) {
  const [listing] = await listingsOf(
    sql`l.status_id = 1 and l.price_cents is not null
        and not exists (select 1 from listing_price_changes p where p.listing_id = l.id)
        and not exists (select 1 from seller_report_links k where k.listing_id = l.id)`,
  );
  if (!listing) throw new Error('no published listing');
  await t.db.execute(sql`update listings set online_date = ${onlineDate}::date where id = ${listing.id}`);
  return listing;
}

const send = (method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({
    method,
    url: `/nl/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie, ...(method === 'PUT' ? { 'if-match': '*' } : {}) },
    payload,
  });

/** A report link of the listing in `language`: its token. */
async function linkOf(listingId: number, language: 'nl' | 'fr' | 'en' = 'en'): Promise<string> {
  const response = await send('POST', `my-properties/${listingId}/seller-reports`, { language });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ data: { url: string } }>().data.url).searchParams.get('token')!;
}
const reportOf = async (token: string): Promise<SellerReport> => {
  const response = await t.app.inject({ url: `/en/api/core/seller-reports/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SellerReport }>().data;
};
const recorded = async (listingId: number) =>
  (
    await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from listing_price_changes where listing_id = ${listingId}`,
    )
  )[0]!.n;

/** Price changes written straight, as if made on past days: the trigger stamps now(). */
const insertChange = (
  listingId: number,
  brusselsTime: string,
  oldCents: number | null,
  newCents: number | null,
) =>
  t.db
    .execute(sql`insert into listing_price_changes (listing_id, changed_at, old_price_cents, new_price_cents)
    values (${listingId}, ${brusselsTime}::timestamp at time zone 'Europe/Brussels', ${oldCents}, ${newCents})`);

const house: PropertyAdFieldsInput = {
  propertyType: 'house',
  transactionType: 'sale',
  yourReference: 'PRICE-HISTORY-1',
  price: 300_000,
  street: 'Veldstraat',
  number: '12',
  box: '',
  zipcode: '9000',
  city: 'Gent',
  livableSurface: 140,
  bedrooms: 3,
  descriptions: { nl: 'Ruime gezinswoning.', fr: '', en: null },
};

// First: the tests below add price changes of their own.
describe('the demo data', () => {
  it('gives the demo agency’s most contacted listings a price history that ends at their price', async () => {
    const rows = await queryRows(
      t.db,
      z.object({ listing_id: z.number(), changes: z.number(), last: z.number(), price: z.number() }),
      sql`select p.listing_id, count(*)::int as changes,
                 (array_agg(p.new_price_cents::float8 order by p.changed_at desc))[1] as last,
                 l.price_cents::float8 as price
          from listing_price_changes p join listings l on l.id = p.listing_id
          join users u on u.id = l.user_id
          where u.email = 'agency@example.be'
            and (p.changed_at at time zone 'Europe/Brussels')::date between l.online_date and ${addDays(brusselsToday(), -1)}::date
          group by p.listing_id, l.price_cents order by p.listing_id`,
    );
    expect(rows.map((row) => row.changes).sort()).toEqual([1, 1, 2]);
    // None outside the listings' time online.
    const [all] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from listing_price_changes`,
    );
    expect(all!.n).toBe(4);
    for (const row of rows) expect(row.last, `listing ${row.listing_id}`).toBe(row.price);
  });
});

describe('the price changes of the seller report', () => {
  it('shows a price the portal’s feed changes on a published listing', async () => {
    const today = brusselsToday();
    const listing = await freshListing(addDays(today, -30));
    const token = await linkOf(listing.id);
    expect((await reportOf(token)).priceChanges).toEqual([]);

    for (const price of [289_000, 279_500]) {
      const response = await postFeed(t, 'listings', { vlancode: listing.vlancode, statusId: 1, price });
      expect(response.statusCode, response.body).toBe(200);
    }
    // The same price again, or only the status: no change of price.
    await postFeed(t, 'listings', { vlancode: listing.vlancode, statusId: 7, price: 279_500 });
    // Price on request.
    await postFeed(t, 'listings', { vlancode: listing.vlancode, statusId: 1, price: null });

    expect((await reportOf(token)).priceChanges).toEqual([
      { changedOn: today, oldPrice: listing.price_cents! / 100, newPrice: 289_000 },
      { changedOn: today, oldPrice: 289_000, newPrice: 279_500 },
      { changedOn: today, oldPrice: 279_500, newPrice: null },
    ]);
  });

  it('leaves out what the ad editor changes on a draft and the price it is published at', async () => {
    const created = await send('POST', 'my-drafts/property', house);
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<{ data: PropertyAdDraft }>().data;
    const saved = await send('PUT', `my-drafts/property/${draft.id}`, { ...house, price: 295_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await recorded(draft.id)).toBe(0);

    // The ad editor writes drafts only: a published listing's price is not its to change.
    const [published] = await listingsOf(sql`l.status_id = 1`);
    const before = await recorded(published!.id);
    const refused = await send('PUT', `my-drafts/property/${published!.id}`, { ...house, price: 1 });
    expect(refused.statusCode).toBe(404);
    expect(await recorded(published!.id)).toBe(before);

    // The portal publishes the draft at another price: the draft's last price is no change either.
    const publish = await postFeed(t, 'listings', { vlancode: draft.vlancode, statusId: 1, price: 290_000 });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await recorded(draft.id)).toBe(0);
    const today = brusselsToday();
    await t.db.execute(sql`update listings set online_date = ${today}::date where id = ${draft.id}`);
    await postFeed(t, 'listings', { vlancode: draft.vlancode, statusId: 1, price: 285_000 });

    const report = await reportOf(await linkOf(draft.id));
    expect(report.priceChanges).toEqual([{ changedOn: today, oldPrice: 290_000, newPrice: 285_000 }]);
  });

  it('starts on the listing’s first Brussels day online and keeps the latest ones, the oldest first', async () => {
    const today = brusselsToday();
    const online = addDays(today, -20);
    const listing = await freshListing(online);
    await insertChange(listing.id, `${addDays(online, -5)} 12:00`, 40_000_000, 39_000_000);
    // 23:30 the evening before in Brussels is 21:30 or 22:30 UTC: still before the first day.
    await insertChange(listing.id, `${addDays(online, -1)} 23:30`, 39_000_000, 38_000_000);
    await insertChange(listing.id, `${online} 00:30`, 38_000_000, 37_000_000);
    await insertChange(listing.id, `${addDays(online, 3)} 09:00`, 37_000_000, null);
    const token = await linkOf(listing.id);
    expect((await reportOf(token)).priceChanges).toEqual([
      { changedOn: online, oldPrice: 380_000, newPrice: 370_000 },
      { changedOn: addDays(online, 3), oldPrice: 370_000, newPrice: null },
    ]);

    const extra = SELLER_REPORT_LIMITS.priceChanges + 3;
    for (let index = 0; index < extra; index += 1) {
      await insertChange(
        listing.id,
        `${addDays(online, 4)} 10:${String(index).padStart(2, '0')}`,
        index,
        index + 1,
      );
    }
    const capped = (await reportOf(token)).priceChanges;
    expect(capped).toHaveLength(SELLER_REPORT_LIMITS.priceChanges);
    // The latest, oldest first: the five oldest (the first day's, the fourth's, cents 0 → 1 … 2 → 3) fell off.
    expect(capped[0]).toEqual({ changedOn: addDays(online, 4), oldPrice: 0.03, newPrice: 0.04 });
    expect(capped.at(-1)).toEqual({ changedOn: addDays(online, 4), oldPrice: 0.52, newPrice: 0.53 });
  });

  it('is a section of the PDF, in the report’s language, or a line saying there are none', async () => {
    const today = brusselsToday();
    const listing = await freshListing(addDays(today, -10));
    const token = await linkOf(listing.id, 'fr');
    const pdf = async () =>
      readPdf((await t.app.inject({ url: `/fr/api/core/seller-reports/${token}/pdf` })).rawPayload).then(
        (read) => read.text,
      );
    const none = await pdf();
    expect(none).toContain('Changements de prix');
    expect(none).toContain('Le prix n’a pas changé depuis la mise en ligne de l’annonce.');

    await insertChange(listing.id, `${addDays(today, -2)} 11:00`, 32_500_000, 31_900_000);
    await insertChange(listing.id, `${addDays(today, -1)} 11:00`, 31_900_000, null);
    const text = await pdf();
    expect(text).not.toContain('Le prix n’a pas changé');
    // pdfjs reads the no-break spaces of the day and the amount as plain ones.
    const day = (offset: number) => formatCalendarDay(addDays(today, offset), 'fr').replace(/\s/g, ' ');
    const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
    expect(text).toContain(`Changements de prix Date Ancien prix Nouveau prix`);
    expect(text).toContain(`${day(-2)} ${money(325_000)} ${money(319_000)}`);
    expect(text).toContain(`${day(-1)} ${money(319_000)} Prix sur demande`);
  });
});
