import { ALERT_LIMITS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDigestJob } from '../../jobs/alert-digest.job';
import { alertsJob } from '../../jobs/alerts.job';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { BURST, countRows, REPEATED, ROUNDS } from '../../test/burst';

/*
 * The alert limits when runs overlap (two instances, a retry while the first run still works, issue 45,
 * decision 053): a search's real-time mail at most once an hour, a push per device and match once,
 * a user's digest once a Brussels day. BURST runs of each job at once, ROUNDS times.
 */

/** A fixed clock far from the demo data: 10 June 2030, 10:00 in Brussels. */
const NOW = new Date('2030-06-10T08:00:00Z');
const HOUR = 60 * 60_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`delete from saved_searches`);
  await t.db.execute(sql`delete from mail_outbox`);
  await t.db.execute(sql`delete from push_outbox`);
  await t.db.execute(
    sql`insert into alert_addresses (user_id, email) select id, email from users where email = 'private@example.be'`,
  );
  await t.db
    .execute(sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes,
      email_digest, email_notification, push_notification, unsubscribe_token, created_at)
    select id, 'Huis in Burstdorp', 'sale', '{house}', '{9101}', true, 'on', 'on', 'burst-unsubscribe-token', ${new Date(NOW.getTime() - 24 * HOUR)}
    from users where email = 'private@example.be'`);
});
afterAll(() => t.close());

async function addListing(round: number, when: Date): Promise<void> {
  await t.db.execute(sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type,
      price_cents, zip, city, bedrooms, livable_surface, created_at, updated_at)
    select ${`BRS${String(round).padStart(4, '0')}`}, id, 1, 'sale', 'house', 25000000, '9101', 'Burstdorp', 3, 140,
      ${when}, ${when}
    from users where email = 'agency@example.be'`);
}

const mails = (subject: string) =>
  countRows(t, sql`select count(*)::int as n from mail_outbox where subject like ${`${subject}%`}`);
const pushes = () => countRows(t, sql`select count(*)::int as n from push_outbox`);
const devices = () =>
  countRows(
    t,
    sql`select count(*)::int as n from app_devices d join users u on u.id = d.user_id
    where u.email = 'private@example.be' and d.status = 'connected'`,
  );
const runs = (job: typeof alertsJob | typeof alertDigestJob, now: Date) =>
  Promise.all(Array.from({ length: BURST }, () => t.runJob(job, { now })));

describe(`${BURST} overlapping runs of the alert jobs`, () => {
  it(`send one real-time mail a search and hour, and push each match once, ${REPEATED}`, async () => {
    const perDevice = await devices();
    expect(perDevice).toBeGreaterThan(0);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round an hour (and a little) after the last one, with one new listing.
      const now = new Date(NOW.getTime() + round * (ALERT_LIMITS.realtimeMinutes + 5) * 60_000);
      await addListing(round, new Date(now.getTime() - 60_000));
      await runs(alertsJob, now);
      expect(await mails('Nieuw voor uw zoekopdracht')).toBe(round + 1);
      expect(await pushes()).toBe((round + 1) * perDevice);
    }
  });

  it(`send one digest a user and Brussels day, ${REPEATED}`, async () => {
    // Digest only: what a real-time mail sent the day before is left out of the digest (decision 063).
    await t.db.execute(sql`update saved_searches set email_notification = 'off'`);
    for (let round = 0; round < ROUNDS; round += 1) {
      const morning = new Date(NOW.getTime() + (round + 1) * 24 * HOUR);
      await addListing(100 + round, new Date(morning.getTime() - HOUR));
      await t.runJob(alertsJob, { now: new Date(morning.getTime() - HOUR / 2) });
      await runs(alertDigestJob, morning);
      expect(await mails('Uw dagelijkse selectie')).toBe(round + 1);
    }
  });
});
