import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertDigestJob } from '../../jobs/alert-digest.job';
import { alertsJob } from '../../jobs/alerts.job';
import type { TestApp } from '../../test/app';
import { outboxMessages } from '../../test/mail';
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

const mails = async () =>
  (await outboxMessages(t)).map(({ to, subject, text, html, headers }) => ({
    to,
    subject,
    text,
    html,
    headers: headers ?? null,
  }));
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
    expect(mail!.html).toMatch(
      /<img alt="Huis in 9101 Alertdorp"[^>]* src="https:\/\/photos\.example\.be\/alr-2\/1\.jpg"/,
    );
    expect(mail!.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
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
    expect(drops[0]!.subject).toBe('Prijsdaling: Huis in 9199 Alertdorp');
    expect(drops[0]!.text).toMatch(/€\s375\.000/);
    // The old price, the new one, the drop in euro and in percent.
    expect(drops[0]!.text).toMatch(/Was €\s400\.000/);
    expect(drops[0]!.text).toMatch(/€\s25\.000 minder \(−6,3 %\)/);
    // Its button goes to the saved properties, under its own label.
    expect(drops[0]!.text).toContain(
      'Naar mijn bewaarde panden https://account.example.be/nl/mijn-profiel/mijn-bewaarde-panden',
    );
    expect(drops[0]!.text).not.toContain('zoekopdrachten en meldingen beheren');
    // A path on this server (the demo data's photos) becomes an address a mail client can load.
    expect(drops[0]!.html).toContain('src="https://account.example.be/demo-photos/house-2.jpg"');
    expect(drops[0]!.headers!['List-Unsubscribe']).toMatch(/token=b\./);
    expect(drops[0]!.headers!['Auto-Submitted']).toBe('auto-generated');
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

  it('mails an agency with Email Alert PRO at most once an hour, like everyone (spec section 9, decision 024)', async () => {
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
    expect(await agencyMails()).toHaveLength(1);
    await addListing(at(3606), { zip: '9102', owner });
    await runAlerts(at(3610));
    await runAlerts(at(3660));
    expect(await agencyMails()).toHaveLength(1);
    await runAlerts(at(3666));
    const sent = await agencyMails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('Een nieuw pand past');
  });
});

describe('real-time mails of several searches (fixed clock)', () => {
  const start = 5000;
  const userMails = async () => (await mails()).filter((mail) => mail.to === 'merge@example.be');

  it("gathers a user's due searches into one mail, a section each, each listing once", async () => {
    await t.db.execute(sql`insert into users (email, status, language) values ('merge@example.be', 1, 'en')`);
    await t.db
      .execute(sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes,
        email_notification, unsubscribe_token, created_at)
      select id, v.name, 'sale', '{house}', v.postcodes::text[], 'on', v.token, ${at(start)}
      from users, (values ('Ghent houses', '{9301,9302}', 'merge-token-ghent-0001'),
                          ('Cheap houses', '{9302,9303}', 'merge-token-cheap-0001')) as v(name, postcodes, token)
      where email = 'merge@example.be'`);
    await addListing(at(start + 1), { zip: '9302', owner: 'software@example.be' });
    const both = `alr-${listingSerial}`;
    await addListing(at(start + 2), { zip: '9301', owner: 'software@example.be' });
    await addListing(at(start + 3), { zip: '9303', owner: 'software@example.be' });
    await runAlerts(at(start + 10));
    await runAlerts(at(start + 11));
    const sent = await userMails();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('New for your searches: 3 properties');
    expect(mail!.text).toContain('3 new properties match 2 of your saved searches.');
    expect(mail!.text.indexOf('Ghent houses')).toBeLessThan(mail!.text.indexOf('Cheap houses'));
    // The listing both match is shown once, under the first search, naming the other.
    expect(mail!.text.match(new RegExp(`${both}\\b`, 'g'))).toHaveLength(1);
    expect(mail!.text).toContain('Also matches your search "Cheap houses"');
    expect(mail!.text.match(/alr-\d+/g)).toHaveLength(3);
    // Each section stops its own search; the footer and List-Unsubscribe stop all real-time mails.
    expect(mail!.text).toContain('token=s.merge-token-ghent-0001');
    expect(mail!.text).toContain('token=s.merge-token-cheap-0001');
    const stopAll = /<(.+token=r\.[^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(mail!.text).toContain(`Stop all real-time e-mail alerts ${stopAll}`);
    const url = new URL(stopAll);
    const done = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('you will no longer receive these e-mails');
    const states = await queryRows(
      t.db,
      z.object({ email_notification: z.string() }),
      sql`select s.email_notification from saved_searches s join users u on u.id = s.user_id
        where u.email = 'merge@example.be'`,
    );
    expect(states.map((row) => row.email_notification)).toEqual(['off', 'off']);
  });
});
