import { MSG, routePath } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMailJob } from '../../jobs/send-mail.job';
import type { TestApp } from '../../test/app';
import { outboxMessages } from '../../test/mail';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, listingOf, postFeed } from '../../test/feed';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
});
afterAll(() => t.close());

const outbox = () => outboxMessages(t);
const userId = async (email: string) =>
  (await queryRows(t.db, z.object({ id: z.number() }), sql`select id from users where email = ${email}`))[0]!
    .id;
const storedContact = async (externalId: string) =>
  (
    await queryRows(
      t.db,
      z.record(z.string(), z.unknown()),
      sql`select id, listing_id, owner_id, author_id, first_name, last_name, email, phone, message,
                 to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at
          from contacts where external_id = ${externalId}`,
    )
  )[0];

const contact = (id: string, vlancode: string, extra: Record<string, unknown> = {}) => ({
  id,
  vlancode,
  firstName: 'Lotte',
  lastName: 'Peeters',
  email: 'lotte.peeters@example.be',
  phone: '+32 475 12 34 56',
  message: 'Goedendag, is een bezichtiging mogelijk op zaterdag?\nGroeten, Lotte <3',
  sentAt: '2026-01-20T09:15:00Z',
  ...extra,
});

describe('POST internal/contacts', () => {
  it('stores the contact for the owner and its author, and mails it to the leads address', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const agency = await userId('agency@example.be');
    const author = await userId('private@example.be');
    const mailsBefore = (await outbox()).length;

    const response = await postFeed(
      t,
      'contacts',
      contact('portal-contact-1', listing.vlancode, { authorUserId: author }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { id: number; duplicate: boolean } }>();
    expect(data.duplicate).toBe(false);
    expect(await storedContact('portal-contact-1')).toEqual({
      id: data.id,
      listing_id: listing.id,
      owner_id: agency,
      author_id: author,
      first_name: 'Lotte',
      last_name: 'Peeters',
      email: 'lotte.peeters@example.be',
      phone: '+32 475 12 34 56',
      message: 'Goedendag, is een bezichtiging mogelijk op zaterdag?\nGroeten, Lotte <3',
      sent_at: '2026-01-20T09:15:00Z',
    });

    const mails = await outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    // The demo agency's pro profile has a leads address; its language is Dutch.
    expect(mail.to).toBe('leads@immodemo.be');
    // A reply goes to the person who asked.
    expect(mail.replyTo).toBe('lotte.peeters@example.be');
    expect(mail.subject).toContain(listing.vlancode);
    if (listing.yourReference) expect(mail.subject).toContain(listing.yourReference);
    expect(mail.subject).toMatch(/^Nieuw contact/);
    const link = `http://localhost${routePath('emails', 'nl', { vlancode: listing.vlancode })}`;
    for (const part of [
      'Lotte Peeters',
      'lotte.peeters@example.be',
      '+32 475 12 34 56',
      'Goedendag, is een bezichtiging mogelijk op zaterdag?\nGroeten, Lotte <3',
      // 09:15 UTC is 10:15 in Brussels in January.
      '10:15',
      link,
    ]) {
      expect(mail.text, part).toContain(part);
    }
    expect(mail.html).toContain('Groeten, Lotte &lt;3');
    expect(mail.html).not.toContain('Lotte <3');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('answers a re-sent id as a duplicate and mails nothing', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const first = await postFeed(t, 'contacts', contact('portal-contact-2', listing.vlancode));
    const mailsBefore = (await outbox()).length;
    const { id } = first.json<{ data: { id: number } }>().data;
    const again = await postFeed(
      t,
      'contacts',
      contact('portal-contact-2', listing.vlancode, { message: 'Another text with the same id' }),
    );
    expect(again.json()).toEqual({ data: { id, duplicate: true } });
    expect(await outbox()).toHaveLength(mailsBefore);
    expect((await storedContact('portal-contact-2'))!.message).not.toBe('Another text with the same id');
  });

  it("never trusts the author for ownership; an unknown author is dropped; mails the owner's e-mail in French", async () => {
    // Agence Lambert: French, no leads address of its own.
    const listing = await listingOf(t, 'contact@agencelambert.be', 1);
    const owner = await userId('contact@agencelambert.be');
    const response = await postFeed(
      t,
      'contacts',
      contact('portal-contact-3', listing.vlancode, { authorUserId: 999_999, phone: null, firstName: null }),
    );
    expect(response.statusCode).toBe(200);
    expect(await storedContact('portal-contact-3')).toMatchObject({ owner_id: owner, author_id: null });
    const mail = (await outbox()).at(-1)!;
    expect(mail.to).toBe('contact@agencelambert.be');
    expect(mail.subject).toMatch(/^Nouveau contact pour votre annonce/);
    expect(mail.text).toContain(
      `http://localhost${routePath('emails', 'fr', { vlancode: listing.vlancode })}`,
    );
    expect(mail.text).not.toContain('Téléphone');
  });

  it('refuses an unknown, draft or deleted listing and stores nothing', async () => {
    const draft = await listingOf(t, 'agency@example.be', 3);
    const mailsBefore = (await outbox()).length;
    for (const vlancode of ['ZZZ9999', draft.vlancode]) {
      const response = await postFeed(t, 'contacts', contact(`portal-refused-${vlancode}`, vlancode));
      expect(response.statusCode, vlancode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        messageKey: MSG.invalid,
        fields: { vlancode: MSG.invalid },
      });
      expect(await storedContact(`portal-refused-${vlancode}`)).toBeUndefined();
    }
    expect(await outbox()).toHaveLength(mailsBefore);
  });
});

describe('POST internal/contacts when the e-mail cannot be delivered', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({
      config: { feedServiceToken: FEED_TOKEN },
      mailTransport: {
        sendMail: () => Promise.reject(new Error('SMTP 421 service not available')),
      },
    });
  });
  afterAll(() => failing.close());

  it('keeps the contact and answers 200; the send-mail job records the failure for a retry', async () => {
    const listing = await listingOf(failing, 'agency@example.be', 1);
    const response = await postFeed(failing, 'contacts', contact('portal-undelivered', listing.vlancode));
    expect(response.statusCode).toBe(200);
    await failing.runJob(sendMailJob);
    const stored = await queryRows(
      failing.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from contacts where external_id = 'portal-undelivered'`,
    );
    expect(stored[0]!.n).toBe(1);
    const [mail] = await queryRows(
      failing.db,
      z.object({ to: z.string(), error: z.string().nullable(), sent_at: z.date().nullable() }),
      sql`select "to", error, sent_at from mail_outbox order by id desc limit 1`,
    );
    expect(mail).toEqual({ to: 'leads@immodemo.be', error: 'SMTP 421 service not available', sent_at: null });
  });
});
