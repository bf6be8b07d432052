import type { UserProduct } from '@app/contract';
import { brusselsToday, ERR, MSG, wallpaperMonthlyPrice } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { outboxMails } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const products = async (email?: string) =>
  t.app.inject({ url: '/nl/api/core/my-products', headers: email ? { cookie: await t.login(email) } : {} });

describe('GET my-products', () => {
  it('gives the agency its own products with activation, pack and slots', async () => {
    const response = await products('agency@example.be');
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: UserProduct[] }>().data;
    const byCode = Object.fromEntries(data.map((product) => [product.code, product]));
    expect(Object.keys(byCode).sort()).toEqual(
      [
        'bestOf',
        'color',
        'emailAlertPro',
        'leadGenerator',
        'proDirectory',
        'proFirst',
        'propertyAdvisor',
        'valuation',
        'wallpaper',
      ].sort(),
    );
    expect(byCode.bestOf).toMatchObject({ pack: 'gold', slots: 25, selection: 'AUTO', activation: 1 });
    expect(byCode.color).toMatchObject({ pack: 'gold', slots: 25, selection: 'MANUAL', activation: 1 });
    expect(byCode.propertyAdvisor).toMatchObject({ activation: 1, credits: 8 });
    expect(byCode.leadGenerator).toMatchObject({ activation: 1, monthlyPrice: 89 });
    expect(byCode.bestOf!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives another agency its Starter pack, pending activation until its start in two weeks, and the notary nothing', async () => {
    const data = (await products('info@desmetvastgoed.be')).json<{ data: UserProduct[] }>().data;
    const byCode = Object.fromEntries(data.map((product) => [product.code, product]));
    // Activated by the back office from that day: it shows active on the day it works (decision 062).
    expect(byCode.bestOf).toMatchObject({ pack: 'starter', slots: 10, activation: 2, used: 0 });
    expect(byCode.bestOf!.startDate > brusselsToday()).toBe(true);
    expect(byCode.wallpaper!.activation).toBe(2);
    expect(byCode.leadGenerator!.activation).toBe(5);
    expect(byCode.propertyAdvisor!.activation).toBe(4);
    expect((await products('notary@example.be')).json()).toEqual({ data: [] });
  });

  it('refuses a private user (403 proOnly), an inactive user (403 inactive) and no session (401)', async () => {
    const privateUser = await products('private@example.be');
    expect(privateUser.statusCode).toBe(403);
    expect(privateUser.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
    const inactive = await products('inactive@example.be');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    const anonymous = await products();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized', messageKey: ERR.unauthorized });
  });

  it('lets an admin in (always active, pro rights) with an empty list', async () => {
    const response = await products('admin@example.be');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });
});

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows(t.db, z.object({ n: z.number() }), query))[0]!.n;

describe('the summary figures', () => {
  it('gives the slots in use and the monthly price from the contract: the pack, or Wallpaper PRO for the listings online', async () => {
    const data = (await products('agency@example.be')).json<{ data: UserProduct[] }>().data;
    const byCode = Object.fromEntries(data.map((product) => [product.code, product]));
    const slots =
      await count(sql`select count(*)::int as n from listing_product_slots s join users u on u.id = s.user_id
      where u.email = 'agency@example.be' and s.product = 'bestOf'`);
    expect(byCode.bestOf).toMatchObject({ used: slots, monthlyPrice: 124 });
    expect(byCode.emailAlertPro).toMatchObject({ used: null, monthlyPrice: 124 });
    const online = await count(sql`select count(*)::int as n from listings l join users u on u.id = l.user_id
      where u.email = 'agency@example.be' and l.status_id in (1, 7)`);
    expect(byCode.wallpaper).toMatchObject({ used: null, monthlyPrice: wallpaperMonthlyPrice(online) });
    expect(byCode.leadGenerator!.monthlyPrice).toBe(89);
    expect(byCode.propertyAdvisor!.monthlyPrice).toBeNull();
    const other = (await products('info@desmetvastgoed.be')).json<{ data: UserProduct[] }>().data;
    expect(other.find((product) => product.code === 'color')!.monthlyPrice).toBe(62);
  });
});

describe('POST my-products/information', () => {
  const ask = async (email: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-products/information',
      headers: { cookie: await t.login(email), ...t.csrfHeaders },
      payload,
    });

  it('marks the product "information requested" and e-mails the sales desk, who can reply to the agency', async () => {
    await t.db.execute(sql`delete from mail_outbox`);
    const response = await ask('info@desmetvastgoed.be', {
      product: 'leadGenerator',
      remarks: 'Graag een offerte voor Gent en Brugge.',
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: UserProduct }>().data).toMatchObject({
      code: 'leadGenerator',
      activation: 4,
    });
    const mails = await outboxMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'sales@immoportaal.example.be',
      reply_to: 'info@desmetvastgoed.be',
      subject: 'Informatieaanvraag: Lead Generator voor De Smet Vastgoed',
    });
    expect(mails[0]!.text).toContain('Graag een offerte voor Gent en Brugge.');
    expect(mails[0]!.text).toContain('Status tot nu: Verlopen');

    const again = await ask('info@desmetvastgoed.be', { product: 'leadGenerator', termsAccepted: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'information_requested', messageKey: ERR.informationRequested });
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(1);
  });

  it('refuses a product the agency has, a request without the terms, and an unknown product', async () => {
    const held = await ask('agency@example.be', { product: 'bestOf', termsAccepted: true });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ error: 'product_held', messageKey: ERR.productHeld });
    const noTerms = await ask('agency@example.be', { product: 'wallpaper', termsAccepted: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({ fields: { termsAccepted: MSG.mustAccept } });
    expect((await ask('agency@example.be', { product: 'cheese', termsAccepted: true })).statusCode).toBe(400);
    expect((await ask('private@example.be', { product: 'wallpaper', termsAccepted: true })).statusCode).toBe(
      403,
    );
  });

  it('adds a product the user never had, from today', async () => {
    const response = await ask('notary@example.be', { product: 'wallpaper', termsAccepted: true });
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json<{ data: UserProduct }>().data;
    expect(product).toMatchObject({ activation: 4, pack: null, slots: null, endDate: null });
    expect(product.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
