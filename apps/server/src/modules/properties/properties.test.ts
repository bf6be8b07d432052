import type { Paging, Property, PropertyFilterInput, PropertySortField } from '@app/contract';
import { ERR, MSG, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PROPERTY_TYPES, TRANSACTION_TYPES } from '@app/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDailyStats, listings, orders, projects, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
type ListingRow = typeof listings.$inferSelect;
/** The demo agency's listings as the database holds them: the tests' independent truth. */
let agencyRows: ListingRow[];
let agencyId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'software@example.be', 'private@example.be']) {
    cookies[email] = await t.login(email);
  }
  [{ id: agencyId }] = (await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'agency@example.be'))) as [{ id: number }];
  agencyRows = await t.db.select().from(listings).where(eq(listings.userId, agencyId));
});
afterAll(() => t.close());

type Page = { data: Property[]; paging: Paging };
const list = (
  body: PropertyFilterInput | Record<string, unknown> = {},
  cookie = cookies['agency@example.be'],
) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-properties',
    headers: { ...t.csrfHeaders, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
async function page(body: PropertyFilterInput = {}, cookie?: string): Promise<Page> {
  const response = await list(body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
/** Every page of a filter, concatenated. */
async function all(body: PropertyFilterInput = {}, cookie?: string): Promise<Property[]> {
  const items: Property[] = [];
  for (let number = 1; ; number += 1) {
    const result = await page({ ...body, page: number, pageSize: PAGE_SIZE_MAX }, cookie);
    items.push(...result.data);
    if (number >= result.paging.totalPages) return items;
  }
}
const getOne = (id: number, cookie = cookies['agency@example.be']) =>
  t.app.inject({ url: `/nl/api/core/my-properties/${id}`, headers: cookie ? { cookie } : {} });

const listed = (row: ListingRow) => row.statusId !== 3 && row.statusId !== 5;
const refOf = (row: ListingRow) => [row.yourReference, row.softwareReference];
const expected = (predicate: (row: ListingRow) => boolean) =>
  agencyRows.filter((row) => listed(row) && predicate(row)).map((row) => row.id);
const ids = (items: Property[]) => items.map((item) => item.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('POST my-properties: the list', () => {
  it('gives the agency its own listings, without drafts and deleted ones, with paging', async () => {
    const visible = expected(() => true);
    expect(visible.length).toBeGreaterThanOrEqual(150);
    const first = await page();
    expect(first.paging).toEqual({
      page: 1,
      pageSize: PAGE_SIZE_DEFAULT,
      total: visible.length,
      totalPages: Math.ceil(visible.length / PAGE_SIZE_DEFAULT),
    });
    expect(first.data).toHaveLength(PAGE_SIZE_DEFAULT);
    const everything = await all();
    expect(ids(everything)).toEqual(sorted(visible));
    expect(everything.some((item) => [3, 5].includes(item.status.id))).toBe(false);
    // Pending publication (4) is listed, though it cannot be filtered on.
    expect(everything.some((item) => item.status.id === 4)).toBe(true);
  });

  it('pages without overlap or gap, and answers an empty page past the end', async () => {
    const total = expected(() => true).length;
    const seen: number[] = [];
    const pageSize = 7;
    const totalPages = Math.ceil(total / pageSize);
    for (let number = 1; number <= totalPages; number += 1) {
      const result = await page({ page: number, pageSize, sort: 'price', direction: 'asc' });
      expect(result.paging).toEqual({ page: number, pageSize, total, totalPages });
      expect(result.data.length).toBe(number < totalPages ? pageSize : total - pageSize * (totalPages - 1));
      seen.push(...result.data.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(total);
    const past = await page({ page: totalPages + 1, pageSize });
    expect(past).toEqual({ data: [], paging: { page: totalPages + 1, pageSize, total, totalPages } });
  });

  const filters: Array<[string, PropertyFilterInput, (row: ListingRow) => boolean]> = [
    ['status published', { statusIds: [1] }, (row) => row.statusId === 1],
    ['status sold/rented or option', { statusIds: [6, 7] }, (row) => [6, 7].includes(row.statusId)],
    ['transaction rent', { transactionTypes: ['rent'] }, (row) => row.transactionType === 'rent'],
    [
      'public sale or share',
      { transactionTypes: ['publicSale', 'share'] },
      (row) => ['publicSale', 'share'].includes(row.transactionType),
    ],
    [
      'house or apartment',
      { propertyTypes: ['house', 'appartment'] },
      (row) => ['house', 'appartment'].includes(row.propertyType),
    ],
    [
      'reference prefix, any case',
      { reference: 'id-2026-01' },
      (row) => refOf(row).some((ref) => ref?.toLowerCase().startsWith('id-2026-01')),
    ],
    [
      'project unit references',
      { reference: 'PRJ-' },
      (row) => refOf(row).some((ref) => ref?.startsWith('PRJ-')),
    ],
    [
      'text in the city',
      { q: 'GENT' },
      (row) =>
        [row.street, row.city, row.zip, row.vlancode, ...refOf(row)].some((value) =>
          value?.toLowerCase().includes('gent'),
        ),
    ],
    [
      'text in a postcode',
      { q: '90' },
      (row) =>
        [row.street, row.city, row.zip, row.vlancode, ...refOf(row)].some((value) =>
          value?.toLowerCase().includes('90'),
        ),
    ],
    ['a LIKE wildcard is literal', { q: '%' }, () => false],
    [
      'combined',
      {
        statusIds: [1, 7],
        transactionTypes: ['sale'],
        propertyTypes: ['house', 'new-construction-appartment'],
      },
      (row) =>
        [1, 7].includes(row.statusId) &&
        row.transactionType === 'sale' &&
        ['house', 'new-construction-appartment'].includes(row.propertyType),
    ],
    [
      'combined with text',
      { statusIds: [1], q: 'straat' },
      (row) => row.statusId === 1 && (row.street ?? '').toLowerCase().includes('straat'),
    ],
  ];
  for (const [name, filter, predicate] of filters) {
    it(`filters: ${name}`, async () => {
      const want = expected(predicate);
      const result = await page(filter);
      expect(result.paging.total).toBe(want.length);
      expect(ids(await all(filter))).toEqual(sorted(want));
    });
  }

  it('finds something for every filter that should (the demo data covers them)', () => {
    expect(expected((row) => row.transactionType === 'share').length).toBeGreaterThan(0);
    expect(expected((row) => row.statusId === 7).length).toBeGreaterThan(0);
    expect(expected((row) => row.projectId !== null).length).toBeGreaterThan(0);
  });

  it('says "no results" with an empty page and zero totals', async () => {
    expect(await page({ q: 'nergensstraat' })).toEqual({
      data: [],
      paging: { page: 1, pageSize: PAGE_SIZE_DEFAULT, total: 0, totalPages: 0 },
    });
  });

  const createdAtOf = () => new Map(agencyRows.map((row) => [row.id, row.createdAt.getTime()]));
  const keys: Record<
    PropertySortField,
    (item: Property, created: Map<number, number>) => string | number | null
  > = {
    createdAt: (item, created) => created.get(item.id)!,
    price: (item) => item.price,
    onlineDate: (item) => item.onlineDate,
    offlineDate: (item) => item.offlineDate,
    reference: (item) => (item.yourReference ?? item.softwareReference)?.toLowerCase() ?? null,
    detailViews: (item) => item.counters.detailViews,
  };
  for (const [field, keyOf] of Object.entries(keys) as Array<[PropertySortField, (typeof keys)['price']]>) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}, nulls last, ties by id`, async () => {
        const created = createdAtOf();
        const items = await all({ sort: field, direction });
        const sign = direction === 'asc' ? 1 : -1;
        for (let index = 1; index < items.length; index += 1) {
          const [a, b] = [items[index - 1]!, items[index]!];
          const [ka, kb] = [keyOf(a, created), keyOf(b, created)];
          if (ka === null) {
            expect(kb, `${field}: nulls last`).toBeNull();
          } else if (kb !== null && ka !== kb) {
            expect((ka < kb ? -1 : 1) * sign, `${field} ${String(ka)} before ${String(kb)}`).toBe(-1);
          }
          if (ka === kb) expect(Math.sign(b.id - a.id)).toBe(sign);
        }
      });
    }
  }

  it('refuses status ids 3, 4 and 5 in the filter (400 with fields)', async () => {
    for (const statusIds of [[3], [1, 4], [5]]) {
      const response = await list({ statusIds });
      expect(response.statusCode).toBe(400);
      const index = statusIds.findIndex((id) => [3, 4, 5].includes(id));
      expect(response.json()).toEqual({
        error: 'validation',
        messageKey: MSG.invalid,
        fields: { [`statusIds.${index}`]: MSG.invalid },
      });
    }
    const bad = await list({ sort: 'vlancode', direction: 'up', pageSize: PAGE_SIZE_MAX + 1, page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(
      ['direction', 'page', 'pageSize', 'sort'].sort(),
    );
  });

  it('counters are the sums of the listing daily statistics', async () => {
    const top = (await page({ sort: 'detailViews', direction: 'desc', pageSize: 10 })).data;
    expect(top[0]!.counters.detailViews).toBeGreaterThan(0);
    const sums = await t.db
      .select({
        id: listingDailyStats.listingId,
        searchAppearances: sql<number>`sum(${listingDailyStats.searchAppearances})::int`,
        detailViews: sql<number>`sum(${listingDailyStats.detailViews})::int`,
        mails: sql<number>`sum(${listingDailyStats.mails})::int`,
        phoneRequests: sql<number>`sum(${listingDailyStats.phoneRequests})::int`,
      })
      .from(listingDailyStats)
      .where(
        inArray(
          listingDailyStats.listingId,
          top.map((item) => item.id),
        ),
      )
      .groupBy(listingDailyStats.listingId);
    for (const item of top) {
      const { id: _id, ...sum } = sums.find((row) => row.id === item.id)!;
      expect(item.counters).toEqual(sum);
    }
    // A listing that was never online has no rows, and zero counters.
    const pending = (await all({})).find((item) => item.status.id === 4)!;
    expect(pending.counters).toEqual({ searchAppearances: 0, detailViews: 0, mails: 0, phoneRequests: 0 });
  });

  it('maps a listing to the contract: euro price, address, project reference, no software', async () => {
    const row = agencyRows.find((candidate) => listed(candidate) && candidate.projectId !== null)!;
    const [project] = await t.db.select().from(projects).where(eq(projects.id, row.projectId!));
    const item = (await all()).find((candidate) => candidate.id === row.id)!;
    expect(item).toMatchObject({
      vlancode: row.vlancode,
      price: row.priceCents === null ? null : row.priceCents / 100,
      zipcode: row.zip,
      city: row.city,
      street: row.street,
      number: row.houseNumber,
      projectReference: project!.reference,
      managedBy: null,
      url: `https://www.example.be/nl/zoekertje/${row.vlancode}`,
    });
    expect(item.vlancode).toMatch(/^[A-Z]{3}\d{4}$/);
  });
});

describe('POST my-properties: other users', () => {
  it('labels every listing of the software user "Managed by" Whise', async () => {
    const items = await all({}, cookies['software@example.be']);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.managedBy).toBe('Whise');
      expect(item.softwareReference).not.toBeNull();
    }
    expect((await all()).every((item) => item.managedBy === null)).toBe(true);
  });

  it('shows the private user its three listings', async () => {
    const result = await page({}, cookies['private@example.be']);
    expect(result.paging.total).toBe(3);
    expect(result.data.map((item) => item.propertyType).sort()).toEqual(['appartment', 'garage', 'house']);
  });

  it('never lists another owner’s listing', async () => {
    const own = new Set(agencyRows.map((row) => row.id));
    expect((await all()).every((item) => own.has(item.id))).toBe(true);
  });

  it('answers 401 without a session and 403 for an inactive user', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-properties',
      headers: t.csrfHeaders,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized', messageKey: ERR.unauthorized });
    const inactive = await list({}, await t.login('inactive@example.be'));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
  });
});

describe('GET my-properties/:id', () => {
  it('gives one of the caller’s listings', async () => {
    const row = agencyRows.find((candidate) => candidate.statusId === 1)!;
    const response = await getOne(row.id);
    expect(response.statusCode).toBe(200);
    const item = response.json<{ data: Property }>().data;
    expect(item).toMatchObject({ id: row.id, vlancode: row.vlancode, status: { id: 1, code: 'published' } });
    const inList = (await all()).find((candidate) => candidate.id === row.id);
    expect(item).toEqual(inList);
  });

  it('answers 404 for another agency’s listing, a draft, a deleted listing and an unknown id', async () => {
    const [other] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(ne(listings.userId, agencyId), eq(listings.statusId, 1)))
      .limit(1);
    const draft = agencyRows.find((row) => row.statusId === 3)!;
    const deleted = agencyRows.find((row) => row.statusId === 5)!;
    for (const id of [other!.id, draft.id, deleted.id, 999_999]) {
      const response = await getOne(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await getOne(agencyRows[0]!.id, '')).statusCode).toBe(401);
  });
});

describe('the demo listings (db/seed/listings.ts)', () => {
  it('cover every type, transaction and status for the agency, with units, drafts and history', async () => {
    expect(agencyRows.length).toBeGreaterThanOrEqual(160);
    expect(new Set(agencyRows.map((row) => row.propertyType)).size).toBe(PROPERTY_TYPES.length);
    expect(new Set(agencyRows.map((row) => row.transactionType)).size).toBe(TRANSACTION_TYPES.length);
    expect(sorted([...new Set(agencyRows.map((row) => row.statusId))])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const published = agencyRows.filter((row) => row.statusId === 1);
    expect(published.length).toBeGreaterThan(agencyRows.length / 2);
    const agencyProjects = await t.db.select().from(projects).where(eq(projects.userId, agencyId));
    expect(agencyProjects.filter((project) => project.statusId === 1)).toHaveLength(3);
    expect(agencyProjects.filter((project) => project.statusId === 3).length).toBeGreaterThan(0);
    for (const row of agencyRows) {
      expect(row.vlancode).toMatch(/^[A-Z]{3}\d{4}$/);
      if (row.statusId === 3) expect(row.onlineDate).toBeNull();
    }
    const withHistory = await t.db
      .selectDistinct({ id: listingDailyStats.listingId })
      .from(listingDailyStats)
      .where(
        inArray(
          listingDailyStats.listingId,
          published.map((row) => row.id),
        ),
      );
    expect(withHistory).toHaveLength(published.length);
  });

  it('gives orders Belgian structured communications with valid mod-97 check digits', async () => {
    const rows = await t.db
      .select({ communication: orders.structuredCommunication })
      .from(orders)
      .where(eq(orders.userId, agencyId));
    expect(rows.length).toBeGreaterThan(agencyRows.length / 4);
    for (const { communication } of rows) {
      const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(communication);
      expect(match, communication).not.toBeNull();
      const digits = match!.slice(1).join('');
      expect(Number(BigInt(digits.slice(0, 10)) % 97n) || 97, communication).toBe(Number(digits.slice(10)));
    }
  });
});
