import type { WallpaperState } from '@app/contract';
import { brusselsToday, ERR, MSG, wallpaperMonthlyPrice } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { outboxMails } from '../../test/mail';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'notary@example.be', 'private@example.be']) {
    cookies[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const get = (email: string) =>
  t.app.inject({ url: '/nl/api/core/my-products/wallpaper', headers: { cookie: cookies[email]! } });
const ask = (email: string, payload: Record<string, unknown>, lang = 'nl') =>
  t.app.inject({
    method: 'POST',
    url: `/${lang}/api/core/my-products/wallpaper/change`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload,
  });
const mails = () => outboxMails(t);

describe('GET my-products/wallpaper', () => {
  it('gives the product, the wallpaper shown today, the history latest first, the live price and the delegate', async () => {
    const response = await get('agency@example.be');
    expect(response.statusCode).toBe(200);
    const state = response.json<{ data: WallpaperState }>().data;
    const today = brusselsToday();
    expect(state.product).toMatchObject({ code: 'wallpaper', activation: 1 });
    expect(state.current).toMatchObject({ imageUrl: '/demo-photos/wallpaper-1.jpg' });
    expect(state.current!.startDate <= today && state.current!.endDate! >= today).toBe(true);
    expect(state.history.map((item) => item.imageUrl)).toEqual([
      '/demo-photos/wallpaper-3.jpg',
      '/demo-photos/wallpaper-1.jpg',
      '/demo-photos/wallpaper-2.jpg',
    ]);
    const [online] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from listings l join users u on u.id = l.user_id
        where u.email = 'agency@example.be' and l.status_id in (1, 7)`,
    );
    expect(state.onlineListings).toBe(online!.n);
    expect(state.monthlyPrice).toBe(wallpaperMonthlyPrice(online!.n));
    expect(state.delegate).toEqual({
      name: 'Sarah Maes',
      email: 'sarah.maes@portal.example.be',
      phone: '+32 9 265 40 11',
    });
  });

  it('follows the live count: the price changes when listings go offline', async () => {
    const agency = sql`(select id from users where email = 'agency@example.be')`;
    const before = (await get('agency@example.be')).json<{ data: WallpaperState }>().data;
    expect(before.onlineListings).toBeGreaterThanOrEqual(50);
    expect(before.monthlyPrice).toBe(124);
    await t.db.execute(sql`update listings set status_id = 2 where user_id = ${agency} and status_id = 7`);
    await t.db.execute(sql`update listings set status_id = 2 where id in (
      select id from listings where user_id = ${agency} and status_id = 1 order by id offset 49)`);
    const after = (await get('agency@example.be')).json<{ data: WallpaperState }>().data;
    expect(after.onlineListings).toBe(49);
    expect(after.monthlyPrice).toBe(62);
  });

  it('answers a user without Wallpaper PRO with no product, and refuses private users', async () => {
    const state = (await get('notary@example.be')).json<{ data: WallpaperState }>().data;
    expect(state).toMatchObject({ product: null, current: null, history: [], delegate: null });
    const privateUser = await get('private@example.be');
    expect(privateUser.statusCode).toBe(403);
    expect(privateUser.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
  });
});

describe('POST my-products/wallpaper/change', () => {
  it('e-mails the request to the delegate, who can reply to the agency', async () => {
    await t.db.execute(sql`delete from mail_outbox`);
    const response = await ask('agency@example.be', {
      change: 'image',
      message: 'Graag onze nieuwe huisstijl vanaf januari.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        sentTo: { name: 'Sarah Maes', email: 'sarah.maes@portal.example.be', phone: '+32 9 265 40 11' },
      },
    });
    const [mail, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to: 'sarah.maes@portal.example.be',
      reply_to: 'agency@example.be',
      subject: 'Wijzigingsaanvraag Wallpaper PRO van Immo Demo',
    });
    expect(mail!.text).toContain('Beste Sarah Maes,');
    expect(mail!.text).toContain('Wijziging: Een nieuwe afbeelding');
    expect(mail!.text).toContain('/demo-photos/wallpaper-1.jpg');
    expect(mail!.text).toContain('Graag onze nieuwe huisstijl vanaf januari.');
  });

  it('goes to the sales desk for an agency without a delegate', async () => {
    await t.db.execute(sql`update users set delegate_id = null where email = 'agency@example.be'`);
    await t.db.execute(sql`delete from mail_outbox`);
    const response = await ask('agency@example.be', { change: 'stop', message: 'Stoppen na deze periode.' });
    expect(response.json()).toEqual({ data: { sentTo: null } });
    expect((await mails()).map((mail) => mail.to)).toEqual(['sales@immoportaal.example.be']);
  });

  it('refuses an empty request, an unknown change, a user without Wallpaper PRO (404) and private users', async () => {
    await t.db.execute(sql`delete from mail_outbox`);
    const empty = await ask('agency@example.be', { change: 'image', message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { message: MSG.required } });
    expect((await ask('agency@example.be', { change: 'colour', message: 'x' })).statusCode).toBe(400);
    const none = await ask('notary@example.be', { change: 'image', message: 'Een wallpaper graag.' });
    expect(none.statusCode).toBe(404);
    expect((await ask('private@example.be', { change: 'image', message: 'x' })).statusCode).toBe(403);
    expect(await mails()).toEqual([]);
  });
});
