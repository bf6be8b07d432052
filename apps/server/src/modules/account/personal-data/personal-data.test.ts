import type { PersonalDataDump } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, mailOutbox, sessions, users } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';
import { hashToken } from '../../auth/auth.service';
import { dumpFileName } from './personal-data.service';
import { PERSONAL_DATA_EXPORT } from '../../../personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dump = (cookie?: string) =>
  t.app.inject({ url: '/nl/api/core/my-profile/user/dump', headers: cookie ? { cookie } : {} });
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('GET my-profile/user/dump', () => {
  it('is a JSON file download with its length, so the browser can show progress', async () => {
    const response = await dump(await t.login('agency@example.be'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(() => JSON.parse(response.body)).not.toThrow();
  });

  it('names the file after the day in Brussels', () => {
    expect(dumpFileName(new Date('2026-03-31T22:30:00Z'))).toBe('account-data-2026-04-01.json');
    expect(dumpFileName(new Date('2026-01-15T10:00:00Z'))).toBe('account-data-2026-01-15.json');
  });

  it("holds the account (without the password hash) and every section of the agency's data", async () => {
    const cookie = await t.login('agency@example.be');
    const id = await userId('agency@example.be');
    await t.db.insert(identities).values({
      userId: id,
      provider: 'google',
      subject: 'google-subject-secret',
      email: 'jan@gmail.test',
    });
    await t.db.insert(mailOutbox).values({
      to: 'agency@example.be',
      subject: 'Welkom',
      text: 'link ?token=abc',
      html: '<p>link</p>',
    });
    const response = await dump(cookie);
    const data = response.json<PersonalDataDump>();

    expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.account).toMatchObject({
      id,
      email: 'agency@example.be',
      companyName: 'Immo Demo',
      firstName: 'Jan',
      lastName: 'Claes',
      hasPassword: true,
      language: 'nl',
    });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(typeof data.account.createdAt).toBe('string');
    expect(Object.keys(data.sections)).toEqual([
      'proProfile',
      'extraAddresses',
      'openingHours',
      'extraContacts',
      'logos',
      'gallery',
      'paymentMethods',
      'newsletters',
      'products',
      'propertyAdvisorDossiers',
      'fixedPriceContract',
      'wallpapers',
      'sellerLeads',
      'territories',
      'valuationContacts',
      'connections',
      'devices',
      'pushSubscriptions',
      'sessions',
      'passkeys',
      'securityEvents',
      'emails',
      'listings',
      'contactsReceived',
      'contactsSent',
      'projects',
      'orders',
      'savedSearches',
      'alertAddress',
      'savedProperties',
      'valuations',
      'webhooks',
      'sellerReports',
    ]);
    expect(Object.keys(data.sections)).toEqual(
      PERSONAL_DATA_EXPORT.flatMap((module) => module.sections ?? []).map((section) => section.name),
    );

    const sections = data.sections as Record<string, Array<Record<string, unknown>>>;
    expect(sections.devices!.map((device) => device.model).sort()).toEqual([
      'SM-S921B',
      'iPhone15,2',
      'iPhone16,1',
    ]);
    expect(sections.products!.map((product) => product.code)).toContain('bestOf');
    expect(sections.territories!.map((territory) => territory.postcode).sort()).toEqual([
      '9000',
      '9050',
      '9500',
      '9620',
    ]);
    expect(sections.valuationContacts!.map((contact) => contact.email)).toContain('private@example.be');
    expect(sections.savedProperties!.map((saved) => saved.note)).toContain(
      'Referentie voor prijszetting Gent-centrum.',
    );
    expect(sections.connections).toEqual([
      { provider: 'google', email: 'jan@gmail.test', linkedAt: expect.any(String), revokedAt: null },
    ]);
    // The seeded welcome, and the notice of the export an earlier test made (issue 51).
    expect(sections.emails).toEqual([
      { subject: 'Uw persoonsgegevens zijn geëxporteerd', createdAt: expect.any(String), sentAt: null },
      { subject: 'Welkom', createdAt: expect.any(String), sentAt: null },
    ]);
    expect(sections.securityEvents).toEqual([
      { kind: 'data-exported', at: expect.any(String), userAgent: 'lightMyRequest', ip: '127.0.0.1' },
    ]);

    const [session] = sections.sessions!;
    expect(Object.keys(session!).sort()).toEqual(['createdAt', 'expiresAt', 'ip', 'lastSeenAt', 'userAgent']);
    // No secret leaves: neither the session id (hashed or not) nor the identity subject nor mail bodies.
    const token = cookie.split('=')[1]!;
    for (const secret of [token, hashToken(token), 'google-subject-secret', '?token=abc', '$argon2']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("contains nothing of another user's data", async () => {
    const response = await dump(await t.login('private@example.be'));
    const data = response.json<PersonalDataDump>();
    expect(data.account.email).toBe('private@example.be');
    for (const foreign of ['agency@example.be', 'Immo Demo', 'SM-S921B', 'jan@gmail.test', 'Welkom']) {
      expect(response.body).not.toContain(foreign);
    }
    const sections = data.sections as Record<string, unknown[]>;
    expect(sections.products).toEqual([]);
    expect(sections.devices).toHaveLength(2);
    expect(sections.proProfile).toBeNull();
    // The valuations and their orders (issue 12).
    expect(sections.valuations).toHaveLength(3);
    const orders = sections.orders as Array<{ type: string; package: string; endsOn: string | null }>;
    expect(orders.filter((order) => order.type === 'valuation').map((order) => order.package)).toEqual([
      'valuation-expert',
      'valuation-follow-1y',
    ]);
    expect(sections.valuationContacts).toEqual([]);
  });

  it('is open to an inactive user and closed to visitors', async () => {
    const inactive = await dump(await t.login('inactive@example.be'));
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json<PersonalDataDump>().account.status).toBe(0);
    expect((await dump()).statusCode).toBe(401);
  });

  it('lists every session of the user, and only theirs', async () => {
    await t.login('notary@example.be');
    const cookie = await t.login('notary@example.be');
    const sessionsHeld = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userId('notary@example.be')));
    const data = (await dump(cookie)).json<PersonalDataDump>();
    expect((data.sections.sessions as unknown[]).length).toBe(sessionsHeld.length);
  });
});
