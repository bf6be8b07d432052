import type { SellerReport, SellerReportLink } from '@app/contract';
import { addDays, brusselsToday, ERR, SELLER_REPORT_ERR, SELLER_REPORT_LIMITS } from '@app/contract';
import { formatCalendarDay, formatNumber, resources } from '@app/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readPdf } from '../../documents/read-pdf';
import { retentionJob } from '../../jobs/retention.job';
import { sellerReportMailJob } from '../../jobs/seller-report-mail.job';
import { messageOf, StoredMail } from '../../mail/stored-mail';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { pngImage } from '../../test/images';
import { replaceLogo } from '../profile/profile.service';
import { isoWeekOf } from '../statistics/statistics.service';

let t: TestApp;
const cookies: Record<string, string> = {};
/** The agency's published listing that drew the most contacts, and a listing of another agency. */
let listing: { id: number; vlancode: string };
let theirs: { id: number; vlancode: string };

const ListingRow = z.object({ id: z.number(), vlancode: z.string() });
const ownedBy = async (email: string) => {
  const [row] = await queryRows(
    t.db,
    ListingRow,
    sql`select l.id, l.vlancode from listings l join users u on u.id = l.user_id
        where u.email = ${email} and l.status_id = 1 and l.online_date is not null
          and l.online_date > current_date - 200
        order by (select count(*) from contacts c where c.listing_id = l.id) desc, l.id limit 1`,
  );
  if (!row) throw new Error(`no listing of ${email}`);
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'notary@example.be', 'private@example.be'])
    cookies[email] = await t.login(email);
  listing = await ownedBy('agency@example.be');
  theirs = await ownedBy('notary@example.be');
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.execute(sql`delete from seller_report_links`);
  await t.db.execute(sql`delete from mail_outbox`);
});

const call = (email: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/en/api/core/my-properties/${path}`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    ...(payload ? { payload } : {}),
  });
const open = (token: string, rest = '') =>
  t.app.inject({ method: 'GET', url: `/fr/api/core/seller-reports/${encodeURIComponent(token)}${rest}` });

interface Created {
  link: SellerReportLink;
  url: string;
  pdfUrl: string;
}
const create = async (body: object = { language: 'fr' }, id = listing.id, email = 'agency@example.be') => {
  const response = await call(email, 'POST', `${id}/seller-reports`, body);
  expect(response.statusCode, response.body).toBe(200);
  const created = response.json<{ data: Created }>().data;
  return { ...created, token: new URL(created.url).searchParams.get('token')! };
};

const expectPrivate = (headers: Record<string, unknown>) => {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

describe('an agency’s report links', () => {
  it('makes one with its token shown once, lists it without the token, and revokes it', async () => {
    const today = brusselsToday();
    const created = await create({ language: 'fr', sellerEmail: ' seller@example.com ' });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${t.config.publicUrl}/fr/mon-profil/rapport-vendeur?token=${created.token}`);
    expect(created.pdfUrl).toBe(`${t.config.publicUrl}/fr/api/core/seller-reports/${created.token}/pdf`);
    expect(created.link).toMatchObject({
      listingId: listing.id,
      language: 'fr',
      endsOn: addDays(today, SELLER_REPORT_LIMITS.defaultDays),
      revokedAt: null,
      state: 'active',
      sellerEmail: 'seller@example.com',
      weeklyEmail: 'on',
      lastMailedWeek: null,
    });

    const list = await call('agency@example.be', 'GET', `${listing.id}/seller-reports`);
    expect(list.json()).toEqual({ data: [created.link] });
    expect(list.body).not.toContain(created.token);
    // The database keeps no token either: only its hash.
    const stored = await t.db.execute(sql`select * from seller_report_links`);
    expect(JSON.stringify(stored)).not.toContain(created.token);

    expect((await open(created.token)).statusCode).toBe(200);
    const revoked = await call(
      'agency@example.be',
      'POST',
      `${listing.id}/seller-reports/${created.link.id}/revoke`,
    );
    expect(revoked.json()).toMatchObject({ data: { state: 'revoked', revokedAt: expect.any(String) } });
    const again = await call(
      'agency@example.be',
      'POST',
      `${listing.id}/seller-reports/${created.link.id}/revoke`,
    );
    expect(again.json<{ data: SellerReportLink }>().data.revokedAt).toBe(
      revoked.json<{ data: SellerReportLink }>().data.revokedAt,
    );

    const gone = await open(created.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'gone', messageKey: SELLER_REPORT_ERR.gone });
    expectPrivate(gone.headers);
  });

  it('takes an end date from today up to a year ahead', async () => {
    const today = brusselsToday();
    for (const endsOn of [addDays(today, -1), addDays(today, SELLER_REPORT_LIMITS.maxDays + 1)]) {
      const response = await call('agency@example.be', 'POST', `${listing.id}/seller-reports`, {
        language: 'nl',
        endsOn,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { endsOn: SELLER_REPORT_ERR.endsOn } });
    }
    const last = await create({
      language: 'nl',
      endsOn: addDays(today, SELLER_REPORT_LIMITS.maxDays),
      sellerEmail: '',
    });
    expect(last.link).toMatchObject({ sellerEmail: null, weeklyEmail: 'off' });
    const bad = await call('agency@example.be', 'POST', `${listing.id}/seller-reports`, {
      language: 'de',
      sellerEmail: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
  });

  it(`holds at most ${SELLER_REPORT_LIMITS.linksPerListing} links a listing, also when asked at once`, async () => {
    const burst = await Promise.all(
      Array.from({ length: SELLER_REPORT_LIMITS.linksPerListing + 2 }, () =>
        call('agency@example.be', 'POST', `${listing.id}/seller-reports`, { language: 'en' }),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(
      SELLER_REPORT_LIMITS.linksPerListing,
    );
    const refused = burst.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toEqual({ error: 'seller_reports_max', messageKey: SELLER_REPORT_ERR.max });
  });

  it('answers 404 for another agency’s listing or link', async () => {
    const mine = await create();
    const other = await create({ language: 'nl' }, theirs.id, 'notary@example.be');
    const calls = [
      call('agency@example.be', 'GET', `${theirs.id}/seller-reports`),
      call('agency@example.be', 'POST', `${theirs.id}/seller-reports`, { language: 'nl' }),
      call('agency@example.be', 'POST', `${theirs.id}/seller-reports/${other.link.id}/revoke`),
      // Their link under my listing, and my link under their listing.
      call('agency@example.be', 'POST', `${listing.id}/seller-reports/${other.link.id}/revoke`),
      call('notary@example.be', 'POST', `${listing.id}/seller-reports/${mine.link.id}/revoke`),
      call('agency@example.be', 'GET', '2147483647/seller-reports'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await open(other.token)).statusCode).toBe(200);
  });

  it('is for professionals only', async () => {
    const response = await call('private@example.be', 'GET', `${listing.id}/seller-reports`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageKey: ERR.proOnly });
  });
});

interface Week {
  week: string;
  search_appearances: number;
  detail_views: number;
  mails: number;
  phone_requests: number;
  contacts: number;
}

/** The listing's weeks straight from the roll-up tables and the contacts, summed here on their own. */
async function weeksFromTables(listingId: number, first: string, last: string) {
  const rows = await queryRows(
    t.db,
    z.object({
      day: z.string(),
      sa: z.number(),
      dv: z.number(),
      m: z.number(),
      p: z.number(),
      c: z.number(),
    }),
    sql`with days as (
          select day, search_appearances as sa, detail_views as dv, mails as m, phone_requests as p, 0 as c
          from listing_daily_stats where listing_id = ${listingId}
          union all
          select (sent_at at time zone 'Europe/Brussels')::date, 0, 0, 0, 0, 1 from contacts where listing_id = ${listingId}
        )
        select day::text as day, sum(sa)::int as sa, sum(dv)::int as dv, sum(m)::int as m, sum(p)::int as p, sum(c)::int as c
        from days where day between ${first}::date and ${last}::date group by day`,
  );
  const weeks = new Map<string, Week>();
  for (const row of rows) {
    const week = isoWeekOf(row.day);
    const into = weeks.get(week) ?? {
      week,
      search_appearances: 0,
      detail_views: 0,
      mails: 0,
      phone_requests: 0,
      contacts: 0,
    };
    into.search_appearances += row.sa;
    into.detail_views += row.dv;
    into.mails += row.m;
    into.phone_requests += row.p;
    into.contacts += row.c;
    weeks.set(week, into);
  }
  return weeks;
}

describe('the public report', () => {
  it('shows the listing’s weeks as the statistics tables hold them, and nothing about anyone else', async () => {
    const { token } = await create({ language: 'fr', sellerEmail: 'seller@example.com' });
    const response = await open(token);
    expect(response.statusCode).toBe(200);
    expectPrivate(response.headers);
    const report = response.json<{ data: SellerReport }>().data;
    const today = brusselsToday();

    expect(report.language).toBe('fr');
    expect(report.listing.vlancode).toBe(listing.vlancode);
    expect(report.agency.name).not.toBe('');
    // The listing against its market, as the agency sees it on the listing's statistics (decision 086).
    const market = await t.app.inject({
      method: 'GET',
      url: `/fr/api/core/my-properties/${listing.id}/market`,
      headers: { cookie: cookies['agency@example.be']! },
    });
    expect(report.marketComparison).not.toBeNull();
    expect(report.marketComparison).toEqual(market.json<{ data: unknown }>().data);
    const online = report.market.onlineDate!;
    // Its price history (seller-report-price-changes.test.ts): from its first day online, ending at its price.
    for (const change of report.priceChanges) {
      expect(change.changedOn >= online && change.changedOn <= today, change.changedOn).toBe(true);
    }
    if (report.priceChanges.length > 0)
      expect(report.priceChanges.at(-1)!.newPrice).toBe(report.listing.price);
    expect(report.market.daysOnMarket).toBe((Date.parse(today) - Date.parse(online)) / 86_400_000);

    const expected = await weeksFromTables(listing.id, online, today);
    expect(report.weeks[0]!.start).toBe(online);
    expect(report.weeks.at(-1)!.end).toBe(today);
    expect(report.weeks.filter((week) => week.partial).map((week) => week.week)).toEqual([isoWeekOf(today)]);
    for (const week of report.weeks) {
      const row = expected.get(week.week);
      expect(week, week.week).toMatchObject({
        searchAppearances: row?.search_appearances ?? 0,
        detailViews: row?.detail_views ?? 0,
        mails: row?.mails ?? 0,
        phoneRequests: row?.phone_requests ?? 0,
        contacts: row?.contacts ?? 0,
      });
    }
    const sum = (key: keyof Week) =>
      [...expected.values()].reduce((total, week) => total + (week[key] as number), 0);
    expect(report.totals).toEqual({
      searchAppearances: sum('search_appearances'),
      detailViews: sum('detail_views'),
      mails: sum('mails'),
      phoneRequests: sum('phone_requests'),
      contacts: sum('contacts'),
    });
    expect(report.totals.contacts).toBeGreaterThan(0);
    expect(report.totals.detailViews).toBeGreaterThan(0);

    // No contact's name, address or phone, and no other listing's code: not even the seller's address.
    const contacts = await queryRows(
      t.db,
      z.object({
        email: z.string(),
        first_name: z.string().nullable(),
        last_name: z.string().nullable(),
        phone: z.string().nullable(),
      }),
      sql`select email, first_name, last_name, phone from contacts where owner_id = (select user_id from listings where id = ${listing.id})`,
    );
    expect(contacts.length).toBeGreaterThan(0);
    const body = response.body.toLowerCase();
    for (const contact of contacts) {
      for (const value of [contact.email, contact.last_name, contact.phone]) {
        if (value && value.length > 3) expect(body).not.toContain(value.toLowerCase());
      }
    }
    expect(body).not.toContain('seller@example.com');
    const others = await queryRows(
      t.db,
      z.object({ vlancode: z.string() }),
      sql`select vlancode from listings where id <> ${listing.id}`,
    );
    for (const { vlancode } of others) expect(response.body).not.toContain(vlancode);
  });

  it('answers 404 for an unknown token, 410 for one past its end date or of a deleted listing', async () => {
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expectPrivate(unknown.headers);
    expect((await open('not-a-token', '/pdf')).statusCode).toBe(404);

    const { token, link } = await create({ language: 'nl', endsOn: brusselsToday() });
    expect((await open(token)).statusCode).toBe(200);
    await t.db.execute(sql`update seller_report_links set ends_on = current_date - 1 where id = ${link.id}`);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ messageKey: SELLER_REPORT_ERR.gone });
    expect((await call('agency@example.be', 'GET', `${listing.id}/seller-reports`)).json()).toMatchObject({
      data: [{ id: link.id, state: 'expired' }],
    });
    // The PDF's link, opened in a browser, says so in a page in the link's language.
    const pdf = await open(token, '/pdf');
    expect(pdf.statusCode).toBe(410);
    expect(pdf.headers['content-type']).toMatch(/^text\/html/);
    expect(pdf.body).toContain('lang="nl"');
    expectPrivate(pdf.headers);
  });

  it('gives the report as a PDF in the link’s language, with the weekly figures', async () => {
    const { token } = await create({ language: 'fr' });
    const report = (await open(token)).json<{ data: SellerReport }>().data;
    const response = await open(token, '/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expectPrivate(response.headers);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe('Rapport sur votre bien');
    expect(pdf.text).toContain('Rapport sur votre bien');
    expect(pdf.text).toContain(`Référence ${listing.vlancode}`);
    expect(pdf.text).toContain(`${report.market.daysOnMarket} jours sur le marché`);
    expect(pdf.text).toContain('Intérêt par semaine');
    expect(pdf.text).not.toContain('Interest by week');
    const lastWeek = report.weeks.at(-1)!;
    expect(pdf.text).toContain(`${lastWeek.week} *`);
    const totals = ['searchAppearances', 'detailViews', 'mails', 'phoneRequests', 'contacts'] as const;
    // pdfjs reads a narrow no-break space (fr thousands) as a plain one.
    const figures = totals.map((key) => formatNumber(report.totals[key], 'fr').replace(/\s/g, ' '));
    expect(pdf.text).toContain(`Total ${figures.join(' ')}`);
    expect(pdf.text).toContain(
      `${lastWeek.week} * ${formatCalendarDay(lastWeek.start, 'fr').replace(/\s/g, ' ')}`,
    );
    // The listing against its market, in the page's words (decision 086).
    const market = report.marketComparison!;
    const words = resources.fr.market;
    expect(pdf.text).toContain(words.title);
    expect(pdf.text).toContain(words.verdict[market.verdict]);
    if (market.verdict !== 'unknown') {
      const views = market.viewsPerDay.value!;
      const perDay = formatNumber(Math.round(views * 10) / 10, 'fr').replace(/\s/g, ' ');
      expect(pdf.text).toContain(`${words.viewsPerDay} ${perDay}`);
    }
  });
});

describe('the agency’s personal data export', () => {
  it('holds its links with the sellers’ addresses, every field named, and never a token', async () => {
    const { token } = await create({ language: 'fr', sellerEmail: 'seller@example.com' });
    const response = await t.app.inject({
      url: '/nl/api/core/my-profile/user/dump',
      headers: { cookie: cookies['agency@example.be']! },
    });
    const dump = response.json<{ sections: { sellerReports: Array<Record<string, unknown>> } }>();
    expect(dump.sections.sellerReports).toEqual([
      expect.objectContaining({
        vlancode: listing.vlancode,
        language: 'fr',
        sellerEmail: 'seller@example.com',
      }),
    ]);
    expect(response.body).not.toContain(token);
    for (const lang of ['nl', 'fr', 'en'] as const) {
      const fields = (resources[lang].account.data as { field: Record<string, string> }).field;
      for (const key of Object.keys(dump.sections.sellerReports[0]!))
        expect(fields[key], `${lang} ${key}`).toBeTruthy();
    }
  });
});

describe('the agency’s logo', () => {
  it('is in the PDF and on its own address when the agency has one, 404 without', async () => {
    const { token } = await create({ language: 'en' });
    const without = await open(token, '/logo');
    expect(without.statusCode).toBe(404);
    expect((await open(token)).json()).toMatchObject({ data: { agency: { hasLogo: false } } });
    expect((await readPdf((await open(token, '/pdf')).rawPayload)).imageCount).toBe(0);

    const [owner] = await queryRows(
      t.db,
      z.object({ user_id: z.number() }),
      sql`select user_id from listings where id = ${listing.id}`,
    );
    await replaceLogo(
      { db: t.db, storage: t.app.storage, log: t.app.log },
      owner!.user_id,
      'all',
      await pngImage(300, 100),
    );
    expect((await open(token)).json()).toMatchObject({ data: { agency: { hasLogo: true } } });
    const logo = await open(token, '/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expectPrivate(logo.headers);
    const pdf = await readPdf((await open(token, '/pdf')).rawPayload);
    expect(pdf.imageCount).toBe(1);
    expect(pdf.text).toContain('Report on your property');
  });
});

/** The Monday after `day` (YYYY-MM-DD), 08:00 in Brussels (07:00 UTC in winter, 06:00 in summer: both are past 05:00 UTC). */
const mondayAfter = (day: string, weeks = 0): Date => {
  const date = new Date(`${day}T08:00:00Z`);
  const untilMonday = ((8 - date.getUTCDay()) % 7 || 7) + weeks * 7;
  return new Date(date.getTime() + untilMonday * 86_400_000);
};

const outbox = () =>
  queryRows(
    t.db,
    StoredMail,
    sql`select "to", language, subject, reply_to, text, html, headers, template, data from mail_outbox order by id`,
  );

describe('the weekly e-mail', () => {
  it('goes once a week to each link with an address, with its link and a one-click unsubscribe', async () => {
    const today = brusselsToday();
    const mailed = await create({ language: 'en', sellerEmail: 'seller@example.com' });
    await create({ language: 'nl' }); // no address: no e-mail
    const revoked = await create({ language: 'nl', sellerEmail: 'revoked@example.com' });
    await call('agency@example.be', 'POST', `${listing.id}/seller-reports/${revoked.link.id}/revoke`);
    const ended = await create({ language: 'nl', sellerEmail: 'ended@example.com', endsOn: today });

    const monday = mondayAfter(today);
    // Two runs at once (two instances), then one again.
    await Promise.all([
      t.runJob(sellerReportMailJob, { now: monday }),
      t.runJob(sellerReportMailJob, { now: monday }),
    ]);
    await t.runJob(sellerReportMailJob, { now: monday });
    // Later the same week, as a retry or a second instance would: nothing more.
    await t.runJob(sellerReportMailJob, { now: new Date(monday.getTime() + 2 * 86_400_000) });
    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toEqual(['seller@example.com']);
    expect(ended.link.endsOn < brusselsToday(monday)).toBe(true);

    const message = await messageOf(mails[0]!);
    expect(message.subject).toBe(`This week's report on your property ${listing.vlancode}`);
    expect(message.text).toContain(mailed.url);
    const unsubscribe = /<([^>]+)>/.exec(message.headers!['List-Unsubscribe']!)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${t.config.publicUrl}/api/seller-reports/unsubscribe\\?token=`));
    expect(message.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const list = await call('agency@example.be', 'GET', `${listing.id}/seller-reports`);
    expect(
      list.json<{ data: SellerReportLink[] }>().data.find((link) => link.id === mailed.link.id),
    ).toMatchObject({
      lastMailedWeek: isoWeekOf(brusselsToday(monday)),
    });

    // The next week: one more.
    await t.runJob(sellerReportMailJob, { now: mondayAfter(today, 1) });
    expect(await outbox()).toHaveLength(2);

    // A link scanner's GET only asks; the mail client's one-click POST (no cookie, no CSRF header) stops it.
    const path = unsubscribe.slice(t.config.publicUrl.length);
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('lang="en"');
    expect(asked.body).toContain('<form method="post"');
    await t.runJob(sellerReportMailJob, { now: mondayAfter(today, 2) });
    expect(await outbox()).toHaveLength(3);

    const stopped = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('role="status"');
    const after = await call('agency@example.be', 'GET', `${listing.id}/seller-reports`);
    expect(
      after.json<{ data: SellerReportLink[] }>().data.find((link) => link.id === mailed.link.id),
    ).toMatchObject({
      weeklyEmail: 'unsubscribed',
    });
    await t.runJob(sellerReportMailJob, { now: mondayAfter(today, 3) });
    expect(await outbox()).toHaveLength(3);
    // The report itself still opens.
    expect((await open(mailed.token)).statusCode).toBe(200);
  });

  it('answers an unknown unsubscribe link with a page, changing nothing', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/seller-reports/unsubscribe?token=nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('the retention job', () => {
  it(`deletes a link ${SELLER_REPORT_LIMITS.keepDays} days after its end or its revocation, with the seller’s address`, async () => {
    const today = brusselsToday();
    const kept = await create({ language: 'nl', sellerEmail: 'kept@example.com', endsOn: today });
    const revoked = await create({ language: 'nl', sellerEmail: 'revoked@example.com' });
    await call('agency@example.be', 'POST', `${listing.id}/seller-reports/${revoked.link.id}/revoke`);
    const ids = async () =>
      (
        await queryRows(
          t.db,
          z.object({ id: z.number() }),
          sql`select id from seller_report_links order by id`,
        )
      ).map((row) => row.id);
    const day = 86_400_000;
    await t.runJob(retentionJob, {
      now: new Date(Date.now() + SELLER_REPORT_LIMITS.keepDays * day - 3_600_000),
    });
    expect(await ids()).toEqual([kept.link.id, revoked.link.id]);
    await t.runJob(retentionJob, { now: new Date(Date.now() + (SELLER_REPORT_LIMITS.keepDays + 2) * day) });
    expect(await ids()).toEqual([]);
    // That run ended the sessions too (they expired by then): the tests after this one sign in again.
    for (const email of Object.keys(cookies)) cookies[email] = await t.login(email);
  });
});
