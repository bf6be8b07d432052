import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { sendMailJob } from '../jobs/send-mail.job';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { z } from 'zod';
import { galleryMails } from '../test/mail-gallery';
import type { MailTransport } from './mailer';
import type { AlertMailData } from './templates/alert';
import { MAIL_CLAIM_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './outbox';

type Sent = Parameters<MailTransport['sendMail']>[0];
const sent: Sent[] = [];
let failures: string[] = [];
const transport: MailTransport = {
  async sendMail(message) {
    const failure = failures.shift();
    if (failure) throw new Error(failure);
    sent.push(message);
    return { messageId: message.messageId };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    mailTransport: transport,
    config: { mailFrom: 'Portal <no-reply@portal.be>' },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  sent.length = 0;
  failures = [];
  await t.db.delete(mailOutbox);
});

const NOW = new Date('2026-11-25T09:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const run = (now: Date) => t.runJob(sendMailJob, { now });

async function queue(
  to = 'buyer@example.be',
  headers?: Record<string, string>,
  language: 'nl' | 'fr' | 'en' = 'nl',
) {
  await t.app.mailer.queue(t.db, {
    to,
    language,
    subject: 'Subject',
    text: 'Text',
    html: '<p>Text</p>',
    ...(headers ? { headers } : {}),
  });
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  // Queued "now" in the fixed clock's terms, so due times are exact.
  await t.db.update(mailOutbox).set({ nextAttemptAt: NOW }).where(eq(mailOutbox.id, row!.id));
  return row!.id;
}
const rowOf = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('the send-mail job', () => {
  it('sends a queued message once, with its headers and a stable Message-ID; a second run sends nothing', async () => {
    const id = await queue('buyer@example.be', { 'List-Unsubscribe': '<https://portal.be/u/1>' });
    await run(NOW);
    await run(NOW);
    expect(sent).toHaveLength(1);
    const { messageId } = await rowOf(id);
    expect(sent[0]).toMatchObject({
      to: 'buyer@example.be',
      messageId: `<${messageId}@portal.be>`,
      headers: { 'List-Unsubscribe': '<https://portal.be/u/1>' },
    });
    expect(sent[0]).not.toHaveProperty('language');
    expect(await rowOf(id)).toMatchObject({ sentAt: NOW, attempts: 1, error: null, failedAt: null });
  });

  it('renders a mail kept as its template data when it sends it, List-Unsubscribe included (decision 064)', async () => {
    const data: AlertMailData = {
      intro: 'Eén nieuw pand voor uw zoekopdracht.',
      why: 'U ontvangt deze e-mail omdat u meldingen vroeg.',
      sections: [{ title: 'Huis in Gent', places: '9000 Gent', listings: [], more: 3, stop: null }],
      manageLink: 'https://portal.be/nl/mijn-bewaarde-zoekacties',
      unsubscribe: { label: 'Stop deze e-mails', link: 'https://portal.be/u/d.token' },
    };
    await t.app.mailer.queue(t.db, {
      to: 'deferred@example.be',
      language: 'nl',
      subject: 'Nieuw voor Huis in Gent',
      template: 'alert',
      data,
    });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'deferred@example.be'));
    expect(row).toMatchObject({ text: null, html: null, template: 'alert' });
    await t.db.update(mailOutbox).set({ nextAttemptAt: NOW }).where(eq(mailOutbox.id, row!.id));
    await run(NOW);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'deferred@example.be',
      subject: 'Nieuw voor Huis in Gent',
      headers: {
        'List-Unsubscribe': '<https://portal.be/u/d.token>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(sent[0]!.text).toContain('Huis in Gent');
    expect(sent[0]!.text).toContain('9000 Gent');
    expect(sent[0]!.html).toContain('https://portal.be/nl/mijn-bewaarde-zoekacties');
    expect(await rowOf(row!.id)).toMatchObject({ sentAt: NOW, attempts: 1 });
  });

  it('keeps every kind of mail as its template data and renders each when it sends it', async () => {
    const mails = galleryMails('fr');
    for (const [, mail] of mails) await t.app.mailer.queue(t.db, mail);
    const rows = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => [row.template, row.text, row.html])).toEqual(
      mails.map(([, mail]) => [mail.template, null, null]),
    );
    await t.db.update(mailOutbox).set({ nextAttemptAt: NOW });
    await run(NOW);
    expect(sent.map(({ to, subject, replyTo }) => ({ to, subject, replyTo }))).toEqual(
      mails.map(([, mail]) => ({ to: mail.to, subject: mail.subject, replyTo: mail.replyTo })),
    );
    for (const [index, message] of sent.entries()) {
      const [kind] = mails[index]!;
      expect(message.text, kind).toMatch(/\S/);
      expect(message.html, kind).toContain('Immoportaal');
      expect(message.headers, kind).toMatchObject({ 'Auto-Submitted': 'auto-generated' });
    }
  });

  it('fails the attempt of a kept mail of a template it does not know, and sends nothing', async () => {
    await t.db.insert(mailOutbox).values({
      to: 'unknown@example.be',
      subject: 'Unknown',
      template: 'toString',
      data: {},
      nextAttemptAt: NOW,
    });
    await run(NOW);
    expect(sent).toHaveLength(0);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'unknown@example.be'));
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      error: expect.stringContaining('unknown template'),
    });
  });

  it('fails the attempt of a kept mail whose data its template cannot read, and sends nothing', async () => {
    await t.db.insert(mailOutbox).values({
      to: 'broken@example.be',
      subject: 'Broken',
      template: 'alert',
      data: { intro: 'no sections' },
      nextAttemptAt: NOW,
    });
    await run(NOW);
    expect(sent).toHaveLength(0);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'broken@example.be'));
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.error).toBeTruthy();
  });

  it('refuses an outbox row with neither a rendered body nor a template', async () => {
    await expect(
      t.db.insert(mailOutbox).values({ to: 'nothing@example.be', subject: 'Nothing' }),
    ).rejects.toThrow();
  });

  it("names the sender in the reader's language, from MAIL_FROM's address", async () => {
    await queue('nl@example.be', undefined, 'nl');
    await queue('fr@example.be', undefined, 'fr');
    await queue('en@example.be', undefined, 'en');
    await run(NOW);
    expect(Object.fromEntries(sent.map((mail) => [mail.to, mail.from]))).toEqual({
      'nl@example.be': '"Immoportaal – Mijn profiel" <no-reply@portal.be>',
      'fr@example.be': '"Immoportaal – Mon profil" <no-reply@portal.be>',
      'en@example.be': '"Immoportaal – My profile" <no-reply@portal.be>',
    });
  });

  it('gives each message an opaque Message-ID, kept across its retries', async () => {
    const first = await queue('one@example.be');
    const second = await queue('two@example.be');
    failures = ['SMTP 421 try again later'];
    await run(NOW);
    await run(later(mailRetryDelayMs(1)));
    const ids = sent.map((mail) => mail.messageId);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@portal\.be>$/);
      expect(id).not.toContain(`outbox-`);
    }
    expect(new Set(ids).size).toBe(2);
    // The retried one went out under the Message-ID it was queued with.
    const retried = sent.find((mail) => mail.to === 'one@example.be')!;
    expect(retried.messageId).toBe(`<${(await rowOf(first)).messageId}@portal.be>`);
    expect((await rowOf(second)).sentAt).toEqual(NOW);
  });

  it('retries a failed delivery only after its backoff, then sends it once', async () => {
    const id = await queue();
    failures = ['SMTP 421 try again later'];
    await run(NOW);
    expect(await rowOf(id)).toMatchObject({
      sentAt: null,
      attempts: 1,
      claimedAt: null,
      error: 'SMTP 421 try again later',
      nextAttemptAt: later(mailRetryDelayMs(1)),
    });
    await run(later(mailRetryDelayMs(1) - 1000));
    expect(sent).toHaveLength(0);
    await run(later(mailRetryDelayMs(1)));
    await run(later(mailRetryDelayMs(1) + 60_000));
    expect(sent).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, error: null, sentAt: later(mailRetryDelayMs(1)) });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} failed attempts and never tries again`, async () => {
    const id = await queue();
    failures = Array.from({ length: MAIL_MAX_ATTEMPTS + 1 }, () => 'SMTP 550 mailbox unavailable');
    let clock = NOW;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await run(clock);
      clock = new Date(clock.getTime() + mailRetryDelayMs(attempt));
    }
    const row = await rowOf(id);
    expect(row.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(row.failedAt).toBeInstanceOf(Date);
    await run(new Date(clock.getTime() + 24 * 3600_000));
    expect((await rowOf(id)).attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(sent).toHaveLength(0);
  });

  it('never sends twice after a crash between sending and marking: the claim is given up, not retried', async () => {
    const id = await queue();
    // What a crash after the SMTP call and before the mark leaves behind.
    await t.db.update(mailOutbox).set({ claimedAt: NOW, attempts: 1 }).where(eq(mailOutbox.id, id));
    await run(later(60_000));
    expect(sent).toHaveLength(0);
    expect((await rowOf(id)).failedAt).toBeNull();
    await run(later(MAIL_CLAIM_LEASE_MS + 60_000));
    expect(sent).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({
      sentAt: null,
      failedAt: later(MAIL_CLAIM_LEASE_MS + 60_000),
      error: 'interrupted while sending; not sent again to avoid a duplicate',
    });
  });

  it('sends each message once when runs overlap', async () => {
    for (let n = 0; n < 6; n += 1) await queue(`buyer${n}@example.be`);
    await Promise.all([run(NOW), run(NOW), run(NOW)]);
    expect(sent.map((message) => message.to).sort()).toEqual(
      Array.from({ length: 6 }, (_, n) => `buyer${n}@example.be`),
    );
  });

  it('does not send a message before it is due', async () => {
    const id = await queue();
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: later(60_000) })
      .where(eq(mailOutbox.id, id));
    await run(NOW);
    expect(sent).toHaveLength(0);
  });
});

describe('the send-mail job without SMTP', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ seed: false });
  });
  afterAll(() => local.close());

  it('leaves every message in the outbox, the development mailbox', async () => {
    await local.app.mailer.queue(local.db, {
      to: 'a@example.be',
      language: 'nl',
      subject: 'S',
      text: 'T',
      html: 'H',
    });
    await local.runJob(sendMailJob, { now: NOW });
    const rows = await queryRows(
      local.db,
      z.object({ sent_at: z.date().nullable(), attempts: z.number() }),
      sql`select sent_at, attempts from mail_outbox`,
    );
    expect(rows).toEqual([{ sent_at: null, attempts: 0 }]);
  });
});
