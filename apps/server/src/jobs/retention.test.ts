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
});
