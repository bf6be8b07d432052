import type { LeadGeneratorState, Paging, RecordSellerLeadBody, SellerLead } from '@app/contract';
import { addDays, brusselsToday, ERR, MSG } from '@app/contract';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../documents/attachment';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { outboxMails } from '../../test/mail';
import { bearer, FEED_TOKEN, postFeed } from '../../test/feed';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  for (const email of ['agency@example.be', 'notary@example.be', 'private@example.be']) {
    cookies[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const get = (email: string, path: string, lang = 'nl') =>
  t.app.inject({ url: `/${lang}/api/core/${path}`, headers: { cookie: cookies[email]! } });
const list = (email: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-products/lead-generator/leads',
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload,
  });
const mails = () => outboxMails(t);
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows(t.db, z.object({ n: z.number() }), query))[0]!.n;

describe('GET my-products/lead-generator', () => {
  it('gives the product, the area around the office and how many leads it brought', async () => {
    const response = await get('agency@example.be', 'my-products/lead-generator');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: LeadGeneratorState }>().data).toMatchObject({
      product: { code: 'leadGenerator', activation: 1, monthlyPrice: 89 },
      area: { postcode: '9000', city: 'Gent', radiusKm: 15 },
      total: 36,
    });
  });

  it('answers a professional without it with no product and no leads; private users 403', async () => {
    const state = (await get('notary@example.be', 'my-products/lead-generator')).json<{
      data: LeadGeneratorState;
    }>().data;
    expect(state).toMatchObject({ product: null, total: 0 });
    const privateUser = await get('private@example.be', 'my-products/lead-generator');
    expect(privateUser.statusCode).toBe(403);
    expect(privateUser.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
  });
});

describe('POST my-products/lead-generator/leads', () => {
  it('pages the leads newest first', async () => {
    const first = (await list('agency@example.be', { page: 1, pageSize: 10 })).json<{
      data: SellerLead[];
      paging: Paging;
    }>();
    expect(first.paging).toEqual({ page: 1, pageSize: 10, total: 36, totalPages: 4 });
    expect(first.data).toHaveLength(10);
    const times = first.data.map((lead) => Date.parse(lead.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data[0]).toMatchObject({
      email: expect.stringMatching(/@example\.com$/),
      city: expect.any(String),
    });
    const last = (await list('agency@example.be', { page: 4, pageSize: 10 })).json<{ data: SellerLead[] }>();
    expect(last.data).toHaveLength(6);
    expect(new Set([...first.data, ...last.data].map((lead) => lead.id)).size).toBe(16);
  });

  it('filters by Belgian days, and refuses a period that ends before it starts', async () => {
    const today = brusselsToday();
    const from = addDays(today, -20);
    const expected =
      await count(sql`select count(*)::int as n from seller_leads l join users u on u.id = l.user_id
      where u.email = 'agency@example.be'
        and l.received_at >= (${from}::date::timestamp at time zone 'Europe/Brussels')`);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(36);
    const recent = (await list('agency@example.be', { from, to: today })).json<{ paging: Paging }>();
    expect(recent.paging.total).toBe(expected);
    const wrong = await list('agency@example.be', { from: today, to: from });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { to: MSG.dateOrder } });
  });

  it("shows nobody another agency's leads", async () => {
    const response = (await list('notary@example.be', {})).json<{ data: SellerLead[]; paging: Paging }>();
    expect(response.paging.total).toBe(0);
  });
});

describe('GET my-products/lead-generator/leads/export', () => {
  it("streams the period's leads with the translated header, newest first", async () => {
    const response = await get('agency@example.be', 'my-products/lead-generator/leads/export', 'fr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toContain(`lead-generator-${brusselsToday()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Reçu',
      'Prénom',
      'Nom',
      'Adresse e-mail',
      'Téléphone',
      'Code postal',
      'Commune',
      'Type de bien',
      'Message',
    ]);
    expect(sheet.rowCount).toBe(37);
    // Date cells with their minutes, newest first.
    const cells = Array.from({ length: 36 }, (_, i) => sheet.getRow(i + 2).getCell(1));
    expect(cells.every((cell) => cell.value instanceof Date && cell.numFmt === 'dd/mm/yyyy hh:mm')).toBe(
      true,
    );
    const received = cells.map((cell) => (cell.value as Date).getTime());
    expect(received).toEqual([...received].sort((a, b) => b - a));
  });
});

describe('POST internal/lead-generator/leads (the portal feed)', () => {
  const seller = (overrides: Partial<RecordSellerLeadBody> = {}): RecordSellerLeadBody => ({
    id: 'portal-seller-1',
    firstName: 'Marie',
    lastName: 'Peeters',
    email: 'marie.peeters@example.com',
    phone: '+32 475 11 22 33',
    postcode: '9050',
    propertyType: 'house',
    message: 'Wij verhuizen in het voorjaar.',
    sentAt: new Date().toISOString(),
    ...overrides,
  });

  it('gives the lead to each agency of the area whose Lead Generator works, with a mail to its leads address, once', async () => {
    await t.db.execute(sql`delete from mail_outbox`);
    const response = await postFeed(t, 'lead-generator/leads', seller());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { agencies: 1, duplicate: false } });
    const [mail, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to: 'leads@immodemo.be',
      reply_to: 'marie.peeters@example.com',
      subject: 'Nieuwe verkoper in uw regio: Huis in 9050 Gentbrugge',
    });
    expect(mail!.text).toContain('Wij verhuizen in het voorjaar.');
    expect(mail!.text).toContain('/nl/mijn-profiel/producten/lead-generator');
    const [lead] = (await list('agency@example.be', { pageSize: 1 })).json<{ data: SellerLead[] }>().data;
    expect(lead).toMatchObject({ email: 'marie.peeters@example.com', postcode: '9050', city: 'Gentbrugge' });

    const again = await postFeed(t, 'lead-generator/leads', seller());
    expect(again.json()).toEqual({ data: { agencies: 0, duplicate: true } });
    expect(await mails()).toHaveLength(1);
  });

  it('reaches nobody outside the radius or without a working Lead Generator', async () => {
    await t.db.execute(sql`delete from mail_outbox`);
    const far = await postFeed(
      t,
      'lead-generator/leads',
      seller({ id: 'portal-seller-2', postcode: '9300' }),
    );
    expect(far.json()).toEqual({ data: { agencies: 0, duplicate: false } });
    await t.db.execute(sql`update user_products set activation = 5 where code = 'leadGenerator'
      and user_id = (select id from users where email = 'agency@example.be')`);
    const expired = await postFeed(t, 'lead-generator/leads', seller({ id: 'portal-seller-3' }));
    expect(expired.json()).toEqual({ data: { agencies: 0, duplicate: false } });
    expect(await mails()).toEqual([]);
    await t.db.execute(sql`update user_products set activation = 1 where code = 'leadGenerator'
      and user_id = (select id from users where email = 'agency@example.be')`);
  });

  it('refuses a postcode the localities do not know, a bad body and a call without the token', async () => {
    const unknown = await postFeed(
      t,
      'lead-generator/leads',
      seller({ id: 'portal-seller-4', postcode: '0001' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { postcode: MSG.invalid } });
    const bad = await postFeed(t, 'lead-generator/leads', { ...seller(), propertyType: 'castle' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await postFeed(
      t,
      'lead-generator/leads',
      seller(),
      bearer('wrong-token-wrong-token-wrong-token-wrong'),
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
