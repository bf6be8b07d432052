import { RETENTION } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { retentionJob } from './retention.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fixed night: 27 November 2026, 03:30 in Brussels. */
const NOW = new Date('2026-11-27T02:30:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows(t.db, z.object({ n: z.number() }), query))[0]!.n;

describe('the retention job (fixed clock)', () => {
  it('removes old raw events, expired sessions, links and sign-in states and old failed logins, once', async () => {
    const [listing] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from listings limit 1`,
    );
    const [user] = await queryRows(t.db, z.object({ id: z.number() }), sql`select id from users limit 1`);
    const days = RETENTION.listingEventDays;
    await t.db.execute(sql`insert into listing_events (id, listing_id, kind, occurred_at) values
      ('retention-old-1', ${listing!.id}, 'detailView', ${ago((days + 1) * DAY)}::timestamptz),
      ('retention-old-2', ${listing!.id}, 'mail', ${ago((days + 30) * DAY)}::timestamptz),
      ('retention-kept', ${listing!.id}, 'detailView', ${ago((days - 1) * DAY)}::timestamptz)`);
    await t.db.execute(sql`insert into sessions (id, user_id, expires_at) values
      ('retention-expired', ${user!.id}, ${ago(60_000)}::timestamptz),
      ('retention-valid', ${user!.id}, ${ago(-DAY)}::timestamptz)`);
    await t.db.execute(sql`insert into login_attempts (email_hash, ip, attempted_at) values
      ('retention-hash', '192.0.2.1', ${ago((RETENTION.loginAttemptHours + 1) * 3_600_000)}::timestamptz),
      ('retention-hash', '192.0.2.1', ${ago(60_000)}::timestamptz)`);
    await t.db.execute(sql`insert into email_tokens (token_hash, user_id, purpose, expires_at) values
      ('retention-expired', ${user!.id}, 'confirm-email', ${ago(60_000)}::timestamptz),
      ('retention-valid', ${user!.id}, 'confirm-email', ${ago(-DAY)}::timestamptz)`);

    await t.runJob(retentionJob, { now: NOW });

    expect(await count(sql`select count(*)::int as n from listing_events where id like 'retention-%'`)).toBe(
      1,
    );
    expect(
      await count(
        sql`select count(*)::int as n from listing_events where occurred_at < ${ago(days * DAY)}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from sessions where expires_at < ${NOW.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from sessions where id = 'retention-valid'`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from login_attempts where email_hash = 'retention-hash'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from email_tokens where token_hash like 'retention-%'`),
    ).toBe(1);

    // Again the same night (a retry, another instance): nothing more goes.
    const before = await count(sql`select count(*)::int as n from listing_events`);
    await t.runJob(retentionJob, { now: NOW });
    expect(await count(sql`select count(*)::int as n from listing_events`)).toBe(before);
    expect(await count(sql`select count(*)::int as n from sessions where id = 'retention-valid'`)).toBe(1);
  });

  it('removes e-mails after a month, alert matches and push messages after a week, sent or not', async () => {
    const [owner] = await queryRows(
      t.db,
      z.object({ user_id: z.number(), listing_id: z.number() }),
      sql`select user_id, id as listing_id from listings where status_id = 1 order by id limit 1`,
    );
    const [reader] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from users where id <> ${owner!.user_id} order by id limit 1`,
    );
    const mailAge = RETENTION.mailOutboxDays * DAY;
    await t.db.execute(sql`insert into mail_outbox ("to", subject, text, html, created_at, sent_at) values
      ('old-sent@example.be', 'retention', 'x', 'x', ${ago(mailAge + DAY)}::timestamptz, ${ago(mailAge)}::timestamptz),
      ('old-unsent@example.be', 'retention', 'x', 'x', ${ago(mailAge + 60_000)}::timestamptz, null),
      ('kept@example.be', 'retention', 'x', 'x', ${ago(mailAge - 60_000)}::timestamptz, null)`);
    const [search] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`insert into saved_searches (user_id, name, transaction_type, unsubscribe_token)
        values (${reader!.id}, 'retention', 'sale', 'retention-token') returning id`,
    );
    const [second] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from listings where status_id = 1 and id <> ${owner!.listing_id} order by id limit 1`,
    );
    const matchAge = RETENTION.alertMatchDays * DAY;
    await t.db.execute(sql`insert into alert_matches (saved_search_id, listing_id, matched_at) values
      (${search!.id}, ${owner!.listing_id}, ${ago(matchAge + 60_000)}::timestamptz),
      (${search!.id}, ${second!.id}, ${ago(matchAge - 60_000)}::timestamptz)`);
    const [device] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`insert into app_devices (user_id, client_id, client_name, device)
        values (${reader!.id}, 'retention', 'Retention', 'phone') returning id`,
    );
    const pushAge = RETENTION.pushOutboxDays * DAY;
    await t.db.execute(sql`insert into push_outbox (user_id, device_id, title, body, data, created_at) values
      (${reader!.id}, ${device!.id}, 'old', 'x', '{}', ${ago(pushAge + 60_000)}::timestamptz),
      (${reader!.id}, ${device!.id}, 'kept', 'x', '{}', ${ago(pushAge - 60_000)}::timestamptz)`);

    const [endpoint] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`insert into webhook_endpoints (user_id, url, events, secret)
        values (${reader!.id}, 'https://crm.example.com/hooks', '{contact.received}', 'whsec_AAAA') returning id`,
    );
    const webhookAge = RETENTION.webhookMessageDays * DAY;
    await t.db.execute(sql`insert into webhook_messages
        (endpoint_id, webhook_id, event_type, body, created_at, deadline_at, next_attempt_at) values
      (${endpoint!.id}, 'msg_old', 'contact.received', '{}', ${ago(webhookAge + 60_000)}::timestamptz, ${NOW}, ${NOW}),
      (${endpoint!.id}, 'msg_kept', 'contact.received', '{}', ${ago(webhookAge - 60_000)}::timestamptz, ${NOW}, ${NOW})`);

    const before = await count(sql`select count(*)::int as n from mail_outbox`);
    await t.runJob(retentionJob, { now: NOW });

    const left = await queryRows(
      t.db,
      z.object({ to: z.string() }),
      sql`select "to" from mail_outbox where subject = 'retention'`,
    );
    expect(left.map((row) => row.to)).toEqual(['kept@example.be']);
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(before - 2);
    expect(
      await count(sql`select count(*)::int as n from alert_matches where saved_search_id = ${search!.id}`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from alert_matches where listing_id = ${second!.id}`),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from push_outbox where title = 'old'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from push_outbox where title = 'kept'`)).toBe(1);
    const webhooks = await queryRows(
      t.db,
      z.object({ webhook_id: z.string() }),
      sql`select webhook_id from webhook_messages`,
    );
    expect(webhooks.map((row) => row.webhook_id)).toEqual(['msg_kept']);
  });
});
