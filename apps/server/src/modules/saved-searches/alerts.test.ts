import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertDigestJob } from '../../jobs/alert-digest.job';
import { alertsJob } from '../../jobs/alerts.job';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

/** A fixed clock far from the demo data: 10 June 2030, 10:00 in Brussels. */
const NOW = new Date('2030-06-10T08:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let searchId: number;
let listingSerial = 0;

async function addListing(
  when: Date,
  { zip = '9101', price = 250_000, photo = '', owner = 'agency@example.be' } = {},
): Promise<number> {
  listingSerial += 1;
  const photoUrl = photo || `https://photos.example.be/alr-${listingSerial}/1.jpg`;
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
        bedrooms, livable_surface, photo_count, photo_url, url, created_at, updated_at)
      select ${`ALR${String(listingSerial).padStart(4, '0')}`}, id, 1, 'sale', 'house', ${price * 100}, ${zip}, 'Alertdorp',
        3, 140, 8, ${photoUrl}, ${`https://portal.example.be/listing/alr-${listingSerial}`}, ${when}, ${when}
      from users where email = ${owner} returning id`,
  );
  return row!.id;
}

const Mail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).nullable(),
});
const mails = () =>
  queryRows(t.db, Mail, sql`select "to", subject, text, html, headers from mail_outbox order by id`);
const runAlerts = (now: Date) => t.runJob(alertsJob, { now });
const runDigest = (now: Date) => t.runJob(alertDigestJob, { now });

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://account.example.be' } });
  await t.db.execute(sql`delete from saved_searches`);
  await t.db.execute(sql`delete from bookmarks`);
  await t.db.execute(sql`delete from mail_outbox`);
  // Sofie's address is confirmed for alerts; her search has every alert on.
  await t.db.execute(
    sql`insert into alert_addresses (user_id, email) select id, email from users where email = 'private@example.be'`,
  );
  const [search] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes, price_max_cents,
        email_digest, email_notification, push_notification, unsubscribe_token, created_at)
      select id, 'Huis in Alertdorp', 'sale', '{house}', '{9101}', 30000000, true, 'on', 'on',
        'test-unsubscribe-token-0001', ${at(-24 * 60)}
      from users where email = 'private@example.be' returning id`,
  );
  searchId = search!.id;
});
afterAll(() => t.close());

describe('the alerts job (fixed clock)', () => {
  it('sends nothing without a new match', async () => {
    await runAlerts(NOW);
    expect(await mails()).toEqual([]);
  });

  it('mails new matches once, with listing cards and a one-click unsubscribe, and pushes to each app device', async () => {
    await addListing(at(-10));
    await addListing(at(-8), { price: 280_000 });
    await addListing(at(-7), { price: 900_000 }); // above the search's maximum
    await addListing(at(-6), { zip: '9102' }); // elsewhere
    await Promise.all([runAlerts(NOW), runAlerts(NOW)]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe('private@example.be');
    expect(mail!.subject).toBe('Nieuw voor uw zoekopdracht "Huis in Alertdorp"');
    expect(mail!.text).toContain('2 nieuwe panden passen');
    expect(mail!.text).toMatch(/€\s280\.000/);
    expect(mail!.text).toContain('https://portal.example.be/listing/alr-2');
    expect(mail!.text).not.toMatch(/€\s900\.000/);
    expect(mail!.html).toContain('Dit pand bekijken');
    expect(mail!.html).toContain('<img src="https://photos.example.be/alr-2/1.jpg"');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe':
        '<https://account.example.be/api/alerts/unsubscribe?token=s.test-unsubscribe-token-0001>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const pushes = await queryRows(
      t.db,
      z.object({ n: z.number(), devices: z.number() }),
      sql`select (select count(*)::int from push_outbox) as n,
        (select count(*)::int from app_devices d join users u on u.id = d.user_id
         where u.email = 'private@example.be' and d.status = 'connected') as devices`,
    );
    expect(pushes[0]!.devices).toBeGreaterThan(0);
    expect(pushes[0]!.n).toBe(pushes[0]!.devices);
  });

  it('waits an hour before the next real-time mail of the same search, and never repeats a listing', async () => {
    await addListing(at(5));
    await runAlerts(at(10));
    expect(await mails()).toHaveLength(1);
    await runAlerts(at(59));
    expect(await mails()).toHaveLength(1);
    await runAlerts(at(61));
    await runAlerts(at(61));
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('Een nieuw pand past');
    expect(sent[1]!.text).toContain('alr-5');
    expect(sent[1]!.text).not.toContain('alr-1');
    await runAlerts(at(200));
    expect(await mails()).toHaveLength(2);
  });

  it('sends the digest once a Brussels day, without what a real-time e-mail sent that day, and nothing without news', async () => {
    const digests = async () => (await mails()).filter((mail) => mail.subject.startsWith('Uw dagelijkse'));
    // Every match so far went by real-time e-mail today: no digest repeats them.
    await runDigest(at(62));
    expect(await mails()).toHaveLength(2);
    // One that the hour's wait kept from a real-time e-mail goes in the digest, alone.
    await addListing(at(63));
    await runAlerts(at(65));
    expect(await mails()).toHaveLength(2);
    await runDigest(at(66));
    const [first] = await digests();
    expect(first!.subject).toBe('Uw dagelijkse selectie: 1 nieuw pand');
    expect(first!.text).toContain('alr-6');
    expect(first!.text).not.toMatch(/alr-[125]\b/);
    expect(first!.headers!['List-Unsubscribe']).toMatch(/token=d\./);
    await addListing(at(120));
    await runAlerts(at(130));
    await runDigest(at(180));
    expect(await digests()).toHaveLength(1);
    // The next morning: yesterday afternoon's real-time mail sent alr-7; alr-8 came after it.
    await addListing(at(150));
    await runAlerts(at(155));
    await runDigest(at(22 * 60));
    expect(await digests()).toHaveLength(2);
    const second = (await digests())[1]!;
    expect(second.subject).toBe('Uw dagelijkse selectie: 1 nieuw pand');
    expect(second.text).toContain('alr-8');
    expect(second.text).not.toMatch(/alr-7\b/);
    await runDigest(at(47 * 60));
    expect(await digests()).toHaveLength(2);
  });

  it('turns the alert off by the unsubscribe link, without logging in; GET only asks', async () => {
    const [first] = await mails();
    const link = /(https:\/\/account\.example\.be\/api\/alerts\/unsubscribe\?token=\S+)/.exec(
      first!.text,
    )![1]!;
    const url = new URL(link);
    const asked = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Wilt u deze e-mails stoppen?');
    const realtime = async () =>
      (await mails()).filter((mail) => mail.subject.startsWith('Nieuw voor')).length;
    const realtimeBefore = await realtime();
    const state = () =>
      queryRows(
        t.db,
        z.object({ email_notification: z.string() }),
        sql`select email_notification from saved_searches where id = ${searchId}`,
      );
    expect((await state())[0]!.email_notification).toBe('on');
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('u ontvangt deze e-mails niet meer');
    expect((await state())[0]!.email_notification).toBe('off');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe?token=s.not-a-real-token-123',
    });
    expect(unknown.statusCode).toBe(404);
    // Real-time mails stop; the digest goes on.
    await addListing(at(48 * 60));
    await runAlerts(at(48 * 60 + 10));
    expect(await realtime()).toBe(realtimeBefore);
  });

  it('mails a price drop of a saved property once', async () => {
    const listingId = await addListing(at(-60 * 24 * 5), {
      zip: '9199',
      price: 400_000,
      photo: '/demo-photos/house-2.jpg',
    });
    await t.db
      .execute(sql`insert into bookmarks (user_id, listing_id, price_cents_when_saved, price_drop_alert, price_cents_alerted)
      select id, ${listingId}, 40000000, true, 40000000 from users where email = 'private@example.be'`);
    await runAlerts(at(49 * 60));
    const before = (await mails()).length;
    await t.db.execute(sql`update listings set price_cents = 37500000 where id = ${listingId}`);
    await runAlerts(at(49 * 60 + 5));
    await runAlerts(at(49 * 60 + 10));
    const drops = (await mails()).slice(before);
    expect(drops).toHaveLength(1);
    expect(drops[0]!.subject).toBe('Prijsdaling: Huis, 9199 Alertdorp');
    expect(drops[0]!.text).toMatch(/€\s375\.000/);
    expect(drops[0]!.text).toMatch(/was €\s400\.000/);
    // A path on this server (the demo data's photos) becomes an address a mail client can load.
    expect(drops[0]!.html).toContain('<img src="https://account.example.be/demo-photos/house-2.jpg"');
    expect(drops[0]!.headers!['List-Unsubscribe']).toMatch(/token=b\./);
  });

  it("mails each search of a run on its own: ten cards, the rest counted, in its owner's language", async () => {
    const start = 50 * 60;
    await t.db.execute(sql`insert into users (email, status, language) values ('koper@example.be', 1, 'fr')`);
    await t.db
      .execute(sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes,
        email_notification, unsubscribe_token, created_at)
      select id, 'Maison ' || email, 'sale', '{house}', '{9150}', 'on', md5(email), ${at(start)}
      from users where email in ('koper@example.be', 'private@example.be')`);
    for (let i = 1; i <= 12; i += 1)
      await addListing(at(start + i), { zip: '9150', price: 200_000 + i * 1000 });
    const before = (await mails()).length;
    await runAlerts(at(start + 30));
    await runAlerts(at(start + 31));
    const sent = (await mails()).slice(before).filter((mail) => mail.subject.includes('Maison'));
    expect(sent.map((mail) => mail.to).sort()).toEqual(['koper@example.be', 'private@example.be']);
    const french = sent.find((mail) => mail.to === 'koper@example.be')!;
    expect(french.subject).toBe('Nouveau pour votre recherche « Maison koper@example.be »');
    expect(french.text).toContain('12 nouveaux biens');
    expect(french.text.match(/alr-\d+/g)).toHaveLength(10);
    expect(french.text).toContain('alr-' + String(listingSerial)); // the newest first
    expect(french.text).toContain('et 2 autres biens');
  });
});

describe('Email Alert PRO (fixed clock)', () => {
  const agencyMails = async () => (await mails()).filter((mail) => mail.to === 'agency@example.be');
  // Its own listings never alert it: these are another agency's.
  const owner = 'software@example.be';

  it('mails an agency with Email Alert PRO at every run, and once an hour again without it', async () => {
    const agency = sql`(select id from users where email = 'agency@example.be')`;
    // The demo product ends in a year; this clock is years ahead.
    await t.db.execute(
      sql`update user_products set end_date = null where code = 'emailAlertPro' and user_id = ${agency}`,
    );
    await t.db
      .execute(sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes,
        email_digest, email_notification, push_notification, unsubscribe_token, created_at)
      select ${agency}, 'Markt 9102', 'sale', '{house}', '{9102}', false, 'on', 'off', 'test-unsubscribe-token-pro1',
        ${at(3500)}`);
    await addListing(at(3600), { zip: '9102', owner });
    await runAlerts(at(3605));
    await addListing(at(3606), { zip: '9102', owner });
    await runAlerts(at(3610));
    expect(await agencyMails()).toHaveLength(2);

    await t.db.execute(
      sql`update user_products set activation = 5 where code = 'emailAlertPro' and user_id = ${agency}`,
    );
    await addListing(at(3611), { zip: '9102', owner });
    await runAlerts(at(3615));
    expect(await agencyMails()).toHaveLength(2);
    await runAlerts(at(3671));
    expect(await agencyMails()).toHaveLength(3);
  });
});
