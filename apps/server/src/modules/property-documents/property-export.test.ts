import type { Paging, Property, PropertyFilterInput } from '@app/contract';
import { brusselsToday, MSG, PAGE_SIZE_MAX } from '@app/contract';
import ExcelJS from 'exceljs';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDailyStats, listings, users } from '../../db/schema';
import { XLSX_TYPE } from '../../documents/attachment';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { EXPORT_BATCH_SIZE } from './property-export.service';

type ListingRow = typeof listings.$inferSelect;

let t: TestApp;
const cookies: Record<string, string> = {};

const userId = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
};
/** The listings my-properties shows (drafts 3 and deleted 5 never): the tests' independent truth. */
const listedRows = async (email: string): Promise<ListingRow[]> =>
  t.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, await userId(email)), notInArray(listings.statusId, [3, 5])));

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'private@example.be', 'software@example.be']) {
    cookies[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const exportOf = (query = '', lang = 'nl', email = 'agency@example.be') =>
  t.app.inject({
    url: `/${lang}/api/core/my-properties/export${query ? `?${query}` : ''}`,
    headers: { cookie: cookies[email]! },
  });

async function sheetOf(query = '', lang = 'nl', email = 'agency@example.be'): Promise<ExcelJS.Worksheet> {
  const response = await exportOf(query, lang, email);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** The data rows (the header apart) as arrays of cells, 1-based like Excel's columns. */
function dataRows(sheet: ExcelJS.Worksheet): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(row);
  });
  return rows;
}
/** The n-th data row (1-based). */
const rowsAt = (sheet: ExcelJS.Worksheet, n: number) => sheet.getRow(n + 1);
const codesOf = (sheet: ExcelJS.Worksheet) => dataRows(sheet).map((row) => String(row.getCell(1).value));
const headerOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value));
const rowOf = (sheet: ExcelJS.Worksheet, vlancode: string) => {
  const row = dataRows(sheet).find((candidate) => candidate.getCell(1).value === vlancode);
  if (!row) throw new Error(`no row for ${vlancode}`);
  return row;
};

const HEADER_NL = [
  'Code',
  'Uw referentie',
  'Softwarereferentie',
  'Status',
  'Transactietype',
  'Type pand',
  'Prijs',
  'Straat',
  'Nummer',
  'Bus',
  'Postcode',
  'Gemeente',
  'Bewoonbare oppervlakte (m²)',
  'Slaapkamers',
  'Onlinedatum',
  'Offlinedatum',
  'In zoekresultaten',
  'Detailweergaven',
  'E-mails',
  'Telefoonaanvragen',
  'Beoordeling',
  'Projectreferentie',
  'URL',
  'Beschrijving (Nederlands)',
  'Beschrijving (Frans)',
  'Beschrijving (Engels)',
];

describe('GET my-properties/export', () => {
  it('answers a real .xlsx named with the date, one row per listed listing, header frozen and bold', async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mijn-panden-${brusselsToday()}.xlsx"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // A zip archive (PK), as every .xlsx is.
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const sheet = await sheetOf();
    const listed = await listedRows('agency@example.be');
    expect(listed.length).toBeGreaterThanOrEqual(150);
    expect(sheet.name).toBe('Mijn panden');
    expect(headerOf(sheet)).toEqual(HEADER_NL);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(listed.length + 1);
    expect(codesOf(sheet).sort()).toEqual(listed.map((row) => row.vlancode).sort());
  });

  it('translates the header, the sheet and the file name into the request language', async () => {
    const fr = await sheetOf('', 'fr');
    expect(fr.name).toBe('Mes biens');
    expect(headerOf(fr).slice(0, 7)).toEqual([
      'Code',
      'Votre référence',
      'Référence logiciel',
      'Statut',
      'Type de transaction',
      'Type de bien',
      'Prix',
    ]);
    expect(headerOf(fr)).toContain('Surface habitable (m²)');
    const en = await exportOf('', 'en');
    expect(en.headers['content-disposition']).toContain(`my-properties-${brusselsToday()}.xlsx`);
  });

  it("writes a listing's every column: typed numbers, euro format, date cells and translated words", async () => {
    const listed = await listedRows('agency@example.be');
    const known = listed.find(
      (row) =>
        row.statusId === 1 &&
        row.transactionType === 'sale' &&
        row.propertyType === 'house' &&
        row.priceCents !== null &&
        row.priceCents % 100 === 0 &&
        row.onlineDate !== null &&
        row.offlineDate !== null &&
        row.livableSurface !== null &&
        row.bedrooms !== null &&
        row.description.nl !== null,
    )!;
    expect(known).toBeDefined();
    const [sums] = await t.db
      .select({
        searchAppearances: sql<number>`coalesce(sum(${listingDailyStats.searchAppearances}), 0)::int`,
        detailViews: sql<number>`coalesce(sum(${listingDailyStats.detailViews}), 0)::int`,
        mails: sql<number>`coalesce(sum(${listingDailyStats.mails}), 0)::int`,
        phoneRequests: sql<number>`coalesce(sum(${listingDailyStats.phoneRequests}), 0)::int`,
      })
      .from(listingDailyStats)
      .where(eq(listingDailyStats.listingId, known.id));

    const row = rowOf(await sheetOf(), known.vlancode);
    const cell = (column: number) => row.getCell(column);
    expect(cell(2).value).toBe(known.yourReference);
    expect(cell(3).value).toBeNull();
    expect(cell(4).value).toBe('Gepubliceerd');
    expect(cell(5).value).toBe('Te koop');
    expect(cell(6).value).toBe('Huis');
    expect(cell(7).value).toBe(known.priceCents! / 100);
    expect(cell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(cell(7).numFmt).toBe('"€" #,##0');
    expect(cell(8).value).toBe(known.street);
    expect(cell(9).value).toBe(known.houseNumber);
    expect(cell(10).value).toBe(known.box);
    expect(cell(11).value).toBe(known.zip);
    expect(cell(12).value).toBe(known.city);
    expect(cell(13).value).toBe(known.livableSurface);
    expect(cell(14).value).toBe(known.bedrooms);
    expect(cell(15).type).toBe(ExcelJS.ValueType.Date);
    expect((cell(15).value as Date).toISOString().slice(0, 10)).toBe(known.onlineDate);
    expect(cell(15).numFmt).toBe('dd/mm/yyyy');
    expect((cell(16).value as Date).toISOString().slice(0, 10)).toBe(known.offlineDate);
    expect([cell(17).value, cell(18).value, cell(19).value, cell(20).value]).toEqual([
      sums!.searchAppearances,
      sums!.detailViews,
      sums!.mails,
      sums!.phoneRequests,
    ]);
    expect(cell(21).value).toBe(known.rating);
    expect(cell(23).value).toBe(known.url);
    expect(cell(24).value).toBe(known.description.nl);
    expect(cell(25).value).toBe(known.description.fr);
    expect(cell(26).value).toBe(known.description.en);
  });

  it('says sold or rented for status 6, and prices with cents keep two decimals', async () => {
    const listed = await listedRows('agency@example.be');
    const rented = listed.find((row) => row.statusId === 6 && row.transactionType === 'rent')!;
    const sold = listed.find((row) => row.statusId === 6 && row.transactionType === 'sale')!;
    await t.db.update(listings).set({ priceCents: 123_456 }).where(eq(listings.id, sold.id));
    const sheet = await sheetOf('', 'en');
    expect(rowOf(sheet, rented.vlancode).getCell(4).value).toBe('Rented');
    expect(rowOf(sheet, sold.vlancode).getCell(4).value).toBe('Sold');
    expect(rowOf(sheet, sold.vlancode).getCell(7).value).toBe(1234.56);
    expect(rowOf(sheet, sold.vlancode).getCell(7).numFmt).toBe('"€" #,##0.00');
  });

  it('keeps a reference that looks like a formula as text, never a formula', async () => {
    const listed = await listedRows('agency@example.be');
    const dangerous = '=HYPERLINK("http://evil.example/x","Klik")';
    const targets = listed.slice(0, 4);
    const values = [dangerous, '+32 9 123 45 67', '-5+3', '@SUM(A1:A2)'];
    for (const [index, row] of targets.entries()) {
      await t.db.update(listings).set({ yourReference: values[index]! }).where(eq(listings.id, row.id));
    }
    const sheet = await sheetOf();
    for (const [index, row] of targets.entries()) {
      const cell = rowOf(sheet, row.vlancode).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(values[index]);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('selects with the list filter as a query string, in the list order', async () => {
    const listed = await listedRows('agency@example.be');
    const cases: Array<[string, PropertyFilterInput, (row: ListingRow) => boolean]> = [
      ['statusIds=1,2', { statusIds: [1, 2] }, (row) => [1, 2].includes(row.statusId)],
      ['transactionTypes=rent', { transactionTypes: ['rent'] }, (row) => row.transactionType === 'rent'],
      [
        'transactionTypes=sale,publicSale&propertyTypes=house',
        { transactionTypes: ['sale', 'publicSale'], propertyTypes: ['house'] },
        (row) => ['sale', 'publicSale'].includes(row.transactionType) && row.propertyType === 'house',
      ],
      [
        'q=gent',
        { q: 'gent' },
        (row) =>
          [row.street, row.city, row.zip, row.vlancode, row.yourReference, row.softwareReference].some(
            (value) => value?.toLowerCase().includes('gent'),
          ),
      ],
      ['q=nergensstraat', { q: 'nergensstraat' }, () => false],
    ];
    for (const [query, , predicate] of cases) {
      const codes = codesOf(await sheetOf(query));
      const want = listed.filter(predicate).map((row) => row.vlancode);
      expect(codes.sort(), query).toEqual(want.sort());
    }

    // The same order as the list (sort and direction from the query), every page of it.
    const filter: PropertyFilterInput = { statusIds: [1, 7], sort: 'price', direction: 'asc' };
    const listOrder: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/nl/api/core/my-properties',
        headers: { ...t.csrfHeaders, cookie: cookies['agency@example.be']! },
        payload: { ...filter, page, pageSize: PAGE_SIZE_MAX },
      });
      const body = response.json<{ data: Property[]; paging: Paging }>();
      listOrder.push(...body.data.map((item) => item.vlancode));
      if (page >= body.paging.totalPages) break;
    }
    expect(codesOf(await sheetOf('statusIds=1,7&sort=price&direction=asc'))).toEqual(listOrder);
  });

  it('refuses a query the list filter would refuse (400)', async () => {
    for (const query of [
      'statusIds=3',
      'statusIds=1,5',
      'statusIds=x',
      'transactionTypes=lease',
      'propertyTypes=castle',
      'sort=vlancode',
      'direction=up',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await exportOf(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ messageKey: string }>().messageKey, query).toBe(MSG.invalid);
    }
  });

  it("never holds another user's listings; a private user exports their own", async () => {
    const agencyCodes = new Set(codesOf(await sheetOf()));
    const others = await t.db
      .select({ vlancode: listings.vlancode })
      .from(listings)
      .where(ne(listings.userId, await userId('agency@example.be')));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((row) => agencyCodes.has(row.vlancode))).toEqual([]);

    const privateListed = await listedRows('private@example.be');
    expect(privateListed.length).toBeGreaterThan(0);
    const privateSheet = await sheetOf('', 'fr', 'private@example.be');
    expect(codesOf(privateSheet).sort()).toEqual(privateListed.map((row) => row.vlancode).sort());
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/nl/api/core/my-properties/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET my-properties/export with thousands of listings', () => {
  let big: TestApp;
  let cookie: string;
  let ownerId: number;
  const EXTRA = 2_100;

  beforeAll(async () => {
    big = await createTestApp();
    cookie = await big.login('agency@example.be');
    const [owner] = await big.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agency@example.be'));
    ownerId = owner!.id;
    // Codes ZQA0001..: the seed never uses the letter Q, so none is taken.
    await big.db.execute(sql`
      insert into listings (vlancode, user_id, status_id, transaction_type, property_type, your_reference,
                            price_cents, street, house_number, zip, city, online_date)
      select 'ZQ' || chr(65 + (n / 10000)) || lpad((n % 10000)::text, 4, '0'), ${ownerId}, 1, 'sale',
             'house', 'BULK-' || lpad(n::text, 5, '0'), (100000 + n) * 100, 'Bulkstraat', n::text, '9000',
             'Gent', date '2026-01-01'
      from generate_series(1, ${EXTRA}) as n
    `);
  });
  afterAll(() => big.close());

  it('streams every row, in order, across many batches', async () => {
    const response = await big.app.inject({
      url: '/en/api/core/my-properties/export?reference=BULK-&sort=reference&direction=asc',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(EXTRA).toBeGreaterThan(EXPORT_BATCH_SIZE * 4);
    expect(sheet.rowCount).toBe(EXTRA + 1);
    const references = dataRows(sheet).map((row) => String(row.getCell(2).value));
    expect(references).toEqual(
      Array.from({ length: EXTRA }, (_, index) => `BULK-${String(index + 1).padStart(5, '0')}`),
    );
    expect(rowsAt(sheet, EXTRA).getCell(7).value).toBe(100_000 + EXTRA);

    const everything = await big.app.inject({
      url: '/en/api/core/my-properties/export',
      headers: { cookie },
    });
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(everything.rawPayload as unknown as ArrayBuffer);
    const [{ count }] = (await big.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(eq(listings.userId, ownerId), notInArray(listings.statusId, [3, 5])))) as [
      { count: number },
    ];
    expect(count).toBeGreaterThan(2_000);
    expect(all.worksheets[0]!.rowCount).toBe(count + 1);
  });
});
