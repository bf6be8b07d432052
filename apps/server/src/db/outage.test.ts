import { ERR } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { deliverPendingMail } from '../mail/outbox';
import type { MailTransport } from '../mail/mailer';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { FEED_TOKEN, listingOf, postFeed } from '../test/feed';
import type { PrivatePostgres } from '../test/private-postgres';
import { copyDatabase, postgresBinaries, startPrivatePostgres } from '../test/private-postgres';
import { openPostgres } from './client';

const bin = postgresBinaries();
const templates = inject('postgresTemplates');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long each outage lasts. */
const OUTAGE_MS = 10_000;

interface Answer {
  kind: 'read' | 'write';
  id: string;
  startedAt: number;
  endedAt: number;
  status: number;
  messageKey?: string;
}

/**
 * Database outages on a PostgreSQL cluster of this file's own (CI's server tests on PostgreSQL 15):
 * a light load of reads (the profile, behind the session check) and writes (leads from the feed, each
 * queueing an e-mail) runs while the server is stopped, then frozen. Mail delivery runs all along.
 */
describe.skipIf(!bin || !templates)('database outages (PostgreSQL)', () => {
  let cluster: PrivatePostgres;
  let t: TestApp;
  let cookie: string;
  let vlancode: string;
  const delivered: string[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      delivered.push(message.messageId);
    },
  };

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin!);
    const from = new URL(process.env.TEST_DATABASE_URL!);
    from.pathname = `/${templates!.seeded}`;
    await copyDatabase(bin!, from.toString(), cluster.url);
    t = await createTestApp({
      database: openPostgres(cluster.url),
      mailTransport: transport,
      config: { feedServiceToken: FEED_TOKEN },
    });
    cookie = await t.login('agency@example.be');
    vlancode = (await listingOf(t, 'agency@example.be', 1)).vlancode;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  /** Sends a read and a write every `everyMs` until stopped; answers every request's outcome. */
  function load(label: string, everyMs = 100) {
    const answers: Promise<Answer>[] = [];
    let n = 0;
    const send = (kind: Answer['kind'], id: string, call: () => Promise<LightMyRequestResponse>) => {
      const startedAt = Date.now();
      answers.push(
        call().then((response) => ({
          kind,
          id,
          startedAt,
          endedAt: Date.now(),
          status: response.statusCode,
          messageKey:
            response.statusCode >= 400 ? response.json<{ messageKey: string }>().messageKey : undefined,
        })),
      );
    };
    const timer = setInterval(() => {
      n += 1;
      const id = `${label}-${n}`;
      send('read', id, () =>
        t.app.inject({ method: 'GET', url: '/en/api/core/my-profile/user', headers: { cookie } }),
      );
      send('write', id, () =>
        postFeed(t, 'contacts', {
          id,
          vlancode,
          firstName: 'Outage',
          lastName: 'Test',
          email: 'outage.test@example.be',
          message: `Lead ${id}`,
          sentAt: new Date().toISOString(),
        }),
      );
    }, everyMs);
    return {
      stop: async () => {
        clearInterval(timer);
        return Promise.all(answers);
      },
    };
  }

  /** The mail job's loop, as the runner calls it, through the outage; its failures are expected. */
  function deliveryLoop() {
    let running = true;
    const loop = (async () => {
      while (running) {
        await deliverPendingMail({
          db: t.db,
          transport,
          from: t.config.mailFrom,
          log: t.app.log,
          now: new Date(),
        }).catch(() => undefined);
        await sleep(200);
      }
    })();
    return {
      stop: async () => {
        running = false;
        await loop;
      },
    };
  }

  async function checkNothingLost(answers: Answer[]) {
    const written = answers.filter((answer) => answer.kind === 'write' && answer.status === 200);
    const stored = await queryRows(
      t.db,
      z.object({ external_id: z.string() }),
      sql`select external_id from contacts where first_name = 'Outage'`,
    );
    const storedIds = new Set(stored.map((row) => row.external_id));
    expect(written.filter((answer) => !storedIds.has(answer.id))).toEqual([]);
    // Every stored lead has its one e-mail, and no e-mail went out twice.
    const mails = await queryRows(
      t.db,
      z.object({ id: z.number(), sent: z.boolean() }),
      sql`select id, sent_at is not null as sent from mail_outbox where reply_to = 'outage.test@example.be'`,
    );
    expect(mails.length).toBe(storedIds.size);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(mails.filter((mail) => mail.sent).length).toBeLessThanOrEqual(delivered.length);
  }

  /**
   * Light load and mail delivery, then `begin` the outage for 10 s, `end` it and run 6 s more. Checks
   * what both kinds of outage share: no answer during it waited for the outage's end, the first
   * success came within 5 s of its end and nothing failed after, and no acknowledged write or e-mail
   * was lost or doubled.
   */
  async function outage(label: string, begin: () => Promise<void>, end: () => Promise<void>) {
    const traffic = load(label);
    const mail = deliveryLoop();
    await sleep(1_500);
    await begin();
    const from = Date.now();
    await sleep(OUTAGE_MS);
    const to = Date.now();
    await end();
    await sleep(6_000);
    const answers = await traffic.stop();
    await mail.stop();

    const during = answers.filter((a) => a.startedAt > from + 100 && a.startedAt < to);
    expect(during.length).toBeGreaterThan(100);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    // No answer waited for the database. By design the slowest is about 1.5 s (the hang probe's
    // second, or the connect timeout), printed below; under a loaded 2-core CI machine it reached
    // 2.1 s, so the bound is what tells answering from waiting: half the outage (timing targets are
    // the benches', not the unit tests').
    const slowest = Math.max(...during.map((a) => a.endedAt - a.startedAt));
    expect(slowest).toBeLessThan(OUTAGE_MS / 2);
    const recovered = answers.find((a) => a.startedAt >= to && a.status === 200)!;
    expect(recovered.endedAt - to).toBeLessThan(5_000);
    expect(answers.filter((a) => a.startedAt > recovered.endedAt && a.status !== 200)).toEqual([]);
    await checkNothingLost(answers);

    const byStatus: Record<number, number> = {};
    for (const answer of during) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const figures = { byStatus, slowestMs: slowest, recoveryMs: recovered.endedAt - to };
    process.stdout.write(`${label} 10 s: ${JSON.stringify(figures)}\n`);
    return during;
  }

  it('a stopped server: 503 at once, every acknowledged write kept, recovery without a restart', async () => {
    const during = await outage(
      'stopped',
      () => cluster.stop(),
      () => cluster.start(),
    );
    expect(during.every((a) => a.status === 503 && a.messageKey === ERR.generic)).toBe(true);
  }, 60_000);

  it('a hung server: 503 instead of waiting for it, recovery on its own', async () => {
    const during = await outage(
      'hung',
      () => cluster.freeze(),
      () => cluster.thaw(),
    );
    const failed = during.filter((a) => a.status !== 200);
    expect(failed.length).toBeGreaterThan(during.length / 2);
    expect(failed.every((a) => a.status === 503 && a.messageKey === ERR.generic)).toBe(true);
  }, 60_000);
});
