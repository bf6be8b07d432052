import type { Paging, Valuation, ValuationDetail, ValuationRequestInput } from '@app/contract';
import { ERR, messageWithValues, MSG, VALUATION_METHOD } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuationUpdateJob } from '../../jobs/valuation-update.job';
import type { TestApp } from '../../test/app';
import { outboxMessages } from '../../test/mail';
import { createTestApp, queryRows } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://account.example.be' } });
  for (const email of ['private@example.be', 'agency@example.be']) cookies[email] = await t.login(email);
});
afterAll(() => t.close());

const REQUEST: ValuationRequestInput = {
  street: 'Veldstraat',
  number: '52',
  postcode: '9000',
  city: 'Gent',
  propertyType: 'house',
  livableSurface: 150,
  bedrooms: 3,
  buildYear: 1965,
  condition: 'good',
};
const ask = (body: Partial<ValuationRequestInput>, email = 'private@example.be') =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-valuations/requests',
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload: { ...REQUEST, ...body },
  });

describe('POST my-valuations/requests', () => {
  it('estimates from comparable sales around the postcode: median per m², range, confidence, comparables', async () => {
    const response = await ask({});
    expect(response.statusCode, response.body).toBe(200);
    const valuation = response.json<{ data: ValuationDetail }>().data;
    expect(valuation).toMatchObject({ postcode: '9000', livableSurface: 150, consentToContact: false });
    const { estimate } = valuation;
    expect(estimate.comparableCount).toBeGreaterThanOrEqual(VALUATION_METHOD.minComparables);
    expect(estimate.value).toBeGreaterThan(0);
    expect(estimate.low!).toBeLessThanOrEqual(estimate.value!);
    expect(estimate.high!).toBeGreaterThanOrEqual(estimate.value!);
    expect(estimate.radiusKm).toBeLessThanOrEqual(VALUATION_METHOD.maxRadiusKm);
    expect(['high', 'medium', 'low']).toContain(estimate.confidence);
    expect(valuation.comparables.length).toBeGreaterThan(0);
    expect(valuation.comparables.length).toBeLessThanOrEqual(VALUATION_METHOD.shownComparables);
    for (const comparable of valuation.comparables) {
      expect(comparable.distanceKm).toBeLessThanOrEqual(estimate.radiusKm);
      expect(comparable.pricePerM2).toBe(Math.round(comparable.price / comparable.livableSurface));
    }
    expect(valuation.history).toEqual([estimate]);
  });

  it('says "not enough data" where there are too few comparable sales', async () => {
    // Around Arlon, the apartments for sale go offline: what is left is too little.
    await t.db.execute(sql`update listings set status_id = 2
      where property_type = 'appartment' and zip between '6600' and '6999' and status_id in (1, 6, 7)`);
    const response = await ask({
      postcode: '6700',
      city: 'Arlon',
      street: 'Grand-Rue',
      propertyType: 'appartment',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { estimate } = response.json<{ data: ValuationDetail }>().data;
    expect(estimate).toMatchObject({ value: null, low: null, high: null, confidence: null });
    expect(estimate.comparableCount).toBeLessThan(VALUATION_METHOD.minComparables);
  });

  it('refuses an unknown postcode, a request without year or state, and a surface out of range', async () => {
    const unknown = await ask({ postcode: '0001' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { postcode: MSG.invalid } });
    const neither = await ask({ buildYear: null, condition: null });
    expect(neither.json()).toMatchObject({ fields: { buildYear: MSG.required } });
    const tiny = await ask({ livableSurface: 3 });
    expect(tiny.json()).toMatchObject({
      fields: { livableSurface: messageWithValues(MSG.numberBetween, { min: 15, max: 2000 }) },
    });
    const half = await ask({ bedrooms: 2.5 });
    expect(half.json()).toMatchObject({ fields: { bedrooms: MSG.number } });
    const castle = await ask({ propertyType: 'land' as never });
    expect(castle.statusCode).toBe(400);
  });

  it('keeps the consent only when ticked', async () => {
    const response = await ask({ consentToContact: true, remarks: 'Bel gerust na 18 uur.' });
    expect(response.json<{ data: ValuationDetail }>().data).toMatchObject({
      consentToContact: true,
      remarks: 'Bel gerust na 18 uur.',
    });
  });
});

describe('POST my-valuations and GET my-valuations/:id', () => {
  it("lists the caller's requests newest first with their latest estimate, and shows one", async () => {
    const page = (
      await t.app.inject({
        method: 'POST',
        url: '/nl/api/core/my-valuations',
        headers: { ...t.csrfHeaders, cookie: cookies['private@example.be']! },
        payload: { page: 1, pageSize: 2 },
      })
    ).json<{ data: Valuation[]; paging: Paging }>();
    expect(page.paging.total).toBeGreaterThanOrEqual(3);
    expect(page.data).toHaveLength(2);
    expect(Date.parse(page.data[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(page.data[1]!.createdAt));
    const one = await t.app.inject({
      url: `/nl/api/core/my-valuations/${page.data[0]!.id}`,
      headers: { cookie: cookies['private@example.be']! },
    });
    expect(one.json<{ data: ValuationDetail }>().data.id).toBe(page.data[0]!.id);
  });

  it("answers 404 for another user's valuation", async () => {
    const [own] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select v.id from valuations v join users u on u.id = v.user_id where u.email = 'private@example.be' limit 1`,
    );
    const other = await t.app.inject({
      url: `/nl/api/core/my-valuations/${own!.id}`,
      headers: { cookie: cookies['agency@example.be']! },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ messageKey: ERR.notFound });
  });
});

describe('the quarterly update (fixed clock)', () => {
  /** 1 January 2027, 05:00 in Brussels. */
  const QUARTER = new Date('2027-01-01T04:00:00Z');
  const estimatesOf = (id: number) =>
    queryRows(
      t.db,
      z.object({ estimated_on: z.string(), value_cents: z.number().nullable() }),
      sql`select estimated_on::text, value_cents::float8 as value_cents from valuation_estimates
        where valuation_id = ${id} order by estimated_on, id`,
    );
  const mailsTo = async (email: string) => (await outboxMessages(t)).filter((mail) => mail.to === email);

  it('estimates every valuation again once a quarter, keeps the history and mails a move above 5 %', async () => {
    await t.db.execute(sql`delete from mail_outbox`);
    const created = (await ask({})).json<{ data: ValuationDetail }>().data;
    // The market moved: the houses for sale around Gent cost 20 % more.
    await t.db.execute(sql`update listings set price_cents = round(price_cents * 1.2)
      where property_type = 'house' and transaction_type = 'sale' and zip like '9%'`);

    await t.runJob(valuationUpdateJob, { now: QUARTER });
    const history = await estimatesOf(created.id);
    expect(history.map((row) => row.estimated_on)).toEqual([created.estimate.estimatedOn, '2027-01-01']);
    const [before, after] = history.map((row) => row.value_cents!);
    expect(after! / before!).toBeGreaterThan(1.1);
    // One mail for all the owner's valuations that moved, no address in its subject, each valuation
    // linked to its own estimate; it can be stopped in one click.
    const mails = await mailsTo('private@example.be');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(
      /^De (schatting van uw woning is|schattingen van \d+ woningen zijn) gewijzigd$/,
    );
    expect(mail!.subject).not.toContain('Veldstraat');
    expect(mail!.text).toContain('Veldstraat 52, 9000 Gent');
    expect(mail!.text).toContain(
      `Deze schatting bekijken https://account.example.be/nl/mijn-profiel/mijn-schattingen/${created.id}`,
    );
    expect(mail!.text).not.toMatch(/mijn-schattingen(\s|$)/);
    expect(mail!.headers).toMatchObject({
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/account\.example\.be\/api\/alerts\/unsubscribe\?token=v\./,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const count = mails.length;

    // Again the same quarter (a retry, another instance): nothing changes, nobody is mailed twice.
    await t.runJob(valuationUpdateJob, { now: new Date('2027-01-01T09:00:00Z') });
    await t.runJob(valuationUpdateJob, { now: new Date('2027-02-15T09:00:00Z') });
    expect(await estimatesOf(created.id)).toHaveLength(2);
    expect(await mailsTo('private@example.be')).toHaveLength(count);

    // The next quarter without a move: a new estimate, no mail.
    await t.runJob(valuationUpdateJob, { now: new Date('2027-04-01T03:00:00Z') });
    expect((await estimatesOf(created.id)).map((row) => row.estimated_on).at(-1)).toBe('2027-04-01');
    expect(await mailsTo('private@example.be')).toHaveLength(count);
    const detail = await t.app.inject({
      url: `/nl/api/core/my-valuations/${created.id}`,
      headers: { cookie: cookies['private@example.be']! },
    });
    expect(detail.json<{ data: ValuationDetail }>().data.history).toHaveLength(3);
  });

  it('stops the update mails by their one-click link, and keeps estimating', async () => {
    const [mail] = await mailsTo('private@example.be');
    const link = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(mail!.text).toContain(`De driemaandelijkse schattingsmails stoppen ${link}`);
    const url = new URL(link);
    const asked = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(asked.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    const [owner] = await queryRows(
      t.db,
      z.object({ valuation_update_mails: z.boolean() }),
      sql`select valuation_update_mails from users where email = 'private@example.be'`,
    );
    expect(owner!.valuation_update_mails).toBe(false);
    const count = (await mailsTo('private@example.be')).length;
    // The market moves again: the estimates follow, no mail goes out.
    await t.db.execute(sql`update listings set price_cents = round(price_cents * 1.2)
      where property_type = 'house' and transaction_type = 'sale' and zip like '9%'`);
    await t.runJob(valuationUpdateJob, { now: new Date('2027-07-01T03:00:00Z') });
    const [latest] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from valuation_estimates e join valuations v on v.id = e.valuation_id
        join users u on u.id = v.user_id where u.email = 'private@example.be' and e.estimated_on = '2027-07-01'`,
    );
    expect(latest!.n).toBeGreaterThan(0);
    expect(await mailsTo('private@example.be')).toHaveLength(count);
  });
});
