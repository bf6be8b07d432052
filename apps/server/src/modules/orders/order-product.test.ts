import type { Order, Paging, Property, ProductOrderRequestInput } from '@app/contract';
import { brusselsToday, ERR, MSG } from '@app/contract';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, orders, projects, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { isStructuredCommunication } from '../../lib/structured-communication';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const EMAILS = [
  'agency@example.be',
  'software@example.be',
  'notary@example.be',
  'private@example.be',
  'info@desmetvastgoed.be',
];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of EMAILS) {
    cookies[email] = await t.login(email);
    ids[email] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
});
afterAll(() => t.close());

const order = (
  body: Partial<ProductOrderRequestInput> | Record<string, unknown>,
  email = 'agency@example.be',
) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-products/order',
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload: body,
  });
const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const listingRow = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;

/** The calendar day `months` later; the 31st becomes the month's last day, as in PostgreSQL. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

let drafts = 0;
/** A property draft of the user; Q is never in a seeded vlancode, so these cannot collide. */
async function insertDraft(
  email: string,
  fields: Partial<typeof listings.$inferInsert> = {},
): Promise<number> {
  drafts += 1;
  const [row] = await t.db
    .insert(listings)
    .values({
      vlancode: `QQQ${String(drafts).padStart(4, '0')}`,
      userId: ids[email]!,
      statusId: 3,
      transactionType: 'sale',
      propertyType: 'house',
      yourReference: `PUB-TEST-${drafts}`,
      priceCents: 34_500_000,
      street: 'Kerkstraat',
      houseNumber: '12',
      zip: '9000',
      city: 'Gent',
      livableSurface: 140,
      bedrooms: 3,
      description: { nl: 'Ruime gezinswoning met tuin.', fr: null, en: null },
      ...fields,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/** A listing of the user with one of the statuses, and optionally an offline date before/after today. */
async function listingOf(email: string, statusIds: number[], offline?: 'past' | 'future'): Promise<number> {
  const today = brusselsToday();
  const [row] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.userId, ids[email]!),
        inArray(listings.statusId, statusIds),
        offline === 'past' ? lt(listings.offlineDate, today) : undefined,
        offline === 'future' ? gt(listings.offlineDate, today) : undefined,
      ),
    )
    .orderBy(listings.id)
    .limit(1);
  expect(row, `${email}: a listing with status ${statusIds.join('/')} ${offline ?? ''}`).toBeDefined();
  return row!.id;
}

describe('POST my-products/order: the request', () => {
  it('needs the terms accepted, and writes nothing without them', async () => {
    const listingId = await listingOf('agency@example.be', [1]);
    const before = await orderCount();
    for (const termsAccepted of [false, undefined]) {
      const response = await order({ type: 'prolongation', package: 'prolong-3m', listingId, termsAccepted });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.termsAccepted).toBe(
        termsAccepted === false ? MSG.mustAccept : MSG.required,
      );
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a package of another order type, and an unknown one', async () => {
    const listingId = await listingOf('agency@example.be', [1]);
    for (const [type, pkg] of [
      ['publication', 'prolong-3m'],
      ['upsell', 'premium'],
      ['prolongation', 'spotlight-2w'],
    ] as const) {
      const response = await order({ type, package: pkg, listingId, termsAccepted: true });
      expect(response.statusCode, `${type} ${pkg}`).toBe(400);
      expect(response.json().fields).toEqual({ package: MSG.invalid });
    }
    const unknown = await order({ type: 'upsell', package: 'gold', listingId, termsAccepted: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.package).toBe(MSG.invalid);
  });
});

describe('POST my-products/order: publication', () => {
  it('publishes a complete draft at once: an unpaid order, the listing online for the package months', async () => {
    const listingId = await insertDraft('agency@example.be');
    const response = await order({
      type: 'publication',
      package: 'plus',
      listingId,
      remarks: '  Graag vanaf vandaag online.  ',
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ data: Order }>().data;
    const today = brusselsToday();
    expect(placed).toMatchObject({
      type: 'publication',
      package: 'plus',
      amount: 79,
      listingId,
      projectId: null,
      remarks: 'Graag vanaf vandaag online.',
      paidAt: null,
      invoice: null,
    });
    expect(placed.reference).toBe(`ORD-${today.slice(0, 4)}-${String(placed.id).padStart(5, '0')}`);
    expect(isStructuredCommunication(placed.structuredCommunication)).toBe(true);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ amountCents: 7_900, userId: ids['agency@example.be'] });
    expect(Date.now() - row!.termsAcceptedAt!.getTime()).toBeLessThan(60_000);
    expect(await listingRow(listingId)).toMatchObject({
      statusId: 1,
      onlineDate: today,
      offlineDate: addMonths(today, 6),
    });

    // Now a listing of My properties, published.
    const list = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-properties',
      headers: { ...t.csrfHeaders, cookie: cookies['agency@example.be']! },
      payload: { q: (await listingRow(listingId)).vlancode },
    });
    const page = list.json<{ data: Property[]; paging: Paging }>();
    expect(page.data.map((item) => [item.id, item.status.code])).toEqual([[listingId, 'published']]);
  });

  it('refuses an incomplete draft with the fields to fill in, and leaves it a draft', async () => {
    const listingId = await insertDraft('agency@example.be', {
      street: null,
      zip: '90',
      livableSurface: null,
      description: { nl: null, fr: '', en: null },
    });
    const before = await orderCount();
    const response = await order({
      type: 'publication',
      package: 'standard',
      listingId,
      termsAccepted: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      messageKey: ERR.draftIncomplete,
      fields: { street: MSG.required, zipcode: MSG.number, livableSurface: MSG.required },
    });
    expect((await listingRow(listingId)).statusId).toBe(3);

    // Once the address is complete, the missing description shows (one language is enough).
    const noText = await insertDraft('agency@example.be', { description: { nl: null, fr: '', en: null } });
    const second = await order({
      type: 'publication',
      package: 'standard',
      listingId: noText,
      termsAccepted: true,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().fields).toEqual({
      'descriptions.nl': MSG.required,
      'descriptions.fr': MSG.required,
      'descriptions.en': MSG.required,
    });
    expect(await orderCount()).toBe(before);
  });

  it("answers 409 for a listing that is no draft, 404 for a deleted one and for another user's draft", async () => {
    const published = await listingOf('agency@example.be', [1]);
    const conflict = await order({
      type: 'publication',
      package: 'standard',
      listingId: published,
      termsAccepted: true,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'conflict', messageKey: ERR.notADraft });

    const deleted = await listingOf('agency@example.be', [5]);
    const theirs = await insertDraft('info@desmetvastgoed.be');
    for (const listingId of [deleted, theirs, 999_999]) {
      const response = await order({
        type: 'publication',
        package: 'standard',
        listingId,
        termsAccepted: true,
      });
      expect(response.statusCode, String(listingId)).toBe(404);
    }
    expect((await listingRow(theirs)).statusId).toBe(3);
  });

  it('publishes a draft once when two requests arrive together', async () => {
    const listingId = await insertDraft('agency@example.be');
    const body = { type: 'publication', package: 'standard', listingId, termsAccepted: true } as const;
    const responses = await Promise.all([order(body), order(body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(orders).where(eq(orders.listingId, listingId))).toHaveLength(1);
  });

  it('refuses users with software: their drafts are hidden (403 naming the software)', async () => {
    const listingId = await insertDraft('software@example.be');
    const response = await order(
      { type: 'publication', package: 'standard', listingId, termsAccepted: true },
      'software@example.be',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'forbidden',
      messageKey: ERR.softwareDrafts,
      values: { software: 'Whise' },
    });
    expect((await listingRow(listingId)).statusId).toBe(3);
  });

  it("publishes a project draft, refuses notaries and another user's project", async () => {
    const [draft] = await t.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.userId, ids['agency@example.be']!), eq(projects.statusId, 3)))
      .limit(1);
    const notary = await order(
      { type: 'publication', package: 'standard', projectId: draft!.id, termsAccepted: true },
      'notary@example.be',
    );
    expect(notary.statusCode).toBe(403);
    expect(notary.json().messageKey).toBe(ERR.forbidden);
    const other = await order(
      { type: 'publication', package: 'standard', projectId: draft!.id, termsAccepted: true },
      'info@desmetvastgoed.be',
    );
    expect(other.statusCode).toBe(404);
    const notPublication = await order({
      type: 'prolongation',
      package: 'prolong-3m',
      projectId: draft!.id,
      termsAccepted: true,
    });
    expect(notPublication.statusCode).toBe(400);
    expect(notPublication.json().fields).toEqual({ projectId: MSG.invalid });

    const response = await order({
      type: 'publication',
      package: 'premium',
      projectId: draft!.id,
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data).toMatchObject({
      projectId: draft!.id,
      listingId: null,
      amount: 129,
    });
    const today = brusselsToday();
    const [project] = await t.db.select().from(projects).where(eq(projects.id, draft!.id));
    expect(project).toMatchObject({ statusId: 1, onlineDate: today, offlineDate: addMonths(today, 12) });
    const again = await order({
      type: 'publication',
      package: 'standard',
      projectId: draft!.id,
      termsAccepted: true,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST my-products/order: prolongation and upsell', () => {
  it('moves a future offline date by the package months', async () => {
    const listingId = await listingOf('agency@example.be', [1], 'future');
    const before = (await listingRow(listingId)).offlineDate!;
    const response = await order({
      type: 'prolongation',
      package: 'prolong-3m',
      listingId,
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data).toMatchObject({ type: 'prolongation', amount: 25 });
    expect((await listingRow(listingId)).offlineDate).toBe(addMonths(before, 3));
  });

  it('counts from today when the offline date has passed, whatever the displayed status', async () => {
    const listingId = await listingOf('agency@example.be', [2], 'past');
    const response = await order({
      type: 'prolongation',
      package: 'prolong-6m',
      listingId,
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await listingRow(listingId);
    expect(row.offlineDate).toBe(addMonths(brusselsToday(), 6));
    expect(row.statusId).toBe(2);
  });

  it('refuses to prolong or upsell a draft, and to upsell a listing that is not online (409)', async () => {
    const draft = await insertDraft('agency@example.be');
    const offline = await listingOf('agency@example.be', [2]);
    for (const [listingId, type, pkg] of [
      [draft, 'prolongation', 'prolong-3m'],
      [draft, 'upsell', 'spotlight-2w'],
      [offline, 'upsell', 'spotlight-2w'],
    ] as const) {
      const response = await order({ type, package: pkg, listingId, termsAccepted: true });
      expect(response.statusCode, `${type} ${listingId}`).toBe(409);
      expect(response.json()).toEqual({ error: 'conflict', messageKey: ERR.listingNotOnline });
    }
  });

  it('upsells an online listing without touching its dates', async () => {
    const listingId = await listingOf('agency@example.be', [7]);
    const before = await listingRow(listingId);
    const response = await order({
      type: 'upsell',
      package: 'facebook-5000',
      listingId,
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data).toMatchObject({ type: 'upsell', amount: 40 });
    const after = await listingRow(listingId);
    expect([after.statusId, after.onlineDate, after.offlineDate]).toEqual([
      before.statusId,
      before.onlineDate,
      before.offlineDate,
    ]);
  });

  it('lets a user with software buy visibility for the listings the software manages', async () => {
    const listingId = await listingOf('software@example.be', [1]);
    expect((await listingRow(listingId)).softwareReference).not.toBeNull();
    for (const body of [
      { type: 'prolongation', package: 'prolong-3m', listingId, termsAccepted: true },
      { type: 'upsell', package: 'spotlight-4w', listingId, termsAccepted: true },
    ] as const) {
      const response = await order(body, 'software@example.be');
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("answers 404 for another user's listing", async () => {
    const theirs = await listingOf('info@desmetvastgoed.be', [1]);
    const response = await order({
      type: 'upsell',
      package: 'spotlight-2w',
      listingId: theirs,
      termsAccepted: true,
    });
    expect(response.statusCode).toBe(404);
  });

  it('gives every order its own structured communication', async () => {
    const rows = await t.db.select({ communication: orders.structuredCommunication }).from(orders);
    expect(new Set(rows.map((row) => row.communication)).size).toBe(rows.length);
    expect(rows.every((row) => isStructuredCommunication(row.communication))).toBe(true);
  });
});
