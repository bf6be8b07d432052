import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { XLSX_TYPE } from '../../documents/attachment';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { insertContact, insertDays, insertListing } from './statistics-test-data';

let t: TestApp;
const cookies = new Map<string, string>();
const ids = new Map<string, number>();
const EMAILS = ['agency@example.be', 'notary@example.be'];
let listing: { id: number; vlancode: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const email of EMAILS) cookies.set(email, await t.login(email));
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, EMAILS));
  for (const row of rows) ids.set(row.email, row.id);
  listing = await insertListing(t, ids.get('agency@example.be')!);
  await insertDays(t, listing.id, '2026-12-28', 14);
  await insertContact(t, listing.id, ids.get('agency@example.be')!, '2026-12-31T23:30:00Z');
});
afterAll(() => t.close());

const exportOf = (query: string, lang = 'nl', email = 'agency@example.be') =>
  t.app.inject({
    url: `/${lang}/api/core/my-statistics/export?${query}`,
    headers: { cookie: cookies.get(email)! },
  });

async function sheetOf(query: string, lang = 'nl'): Promise<ExcelJS.Worksheet> {
  const response = await exportOf(query, lang);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const day = (value: string) => new Date(`${value}T00:00:00Z`);

describe('GET my-statistics/export', () => {
  it("writes one listing's weeks as the screen shows them: title, header, periods, totals", async () => {
    const query = `filterStart=2026-12-28&filterEnd=2027-01-10&span=week&vlancode=${listing.vlancode}`;
    const response = await exportOf(query);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statistieken-${listing.vlancode}-2026-12-28-2027-01-10.xlsx"`,
    );
    const sheet = await sheetOf(query);
    expect(sheet.name).toBe('Statistieken');
    expect(String(sheet.getCell('A1').value)).toBe(
      `Statistieken van zoekertje ${listing.vlancode} van 28 dec 2026 tot en met 10 jan 2027`,
    );
    expect(valuesOf(sheet, 2)).toEqual([
      'Periode',
      'Van',
      'Tot en met',
      'In zoekresultaten',
      'Detailweergaven',
      'E-mails',
      'Telefoonaanvragen',
      'Contacten',
    ]);
    expect(valuesOf(sheet, 3)).toEqual(['2026-W53', day('2026-12-28'), day('2027-01-03'), 721, 91, 6, 3, 1]);
    expect(valuesOf(sheet, 4)).toEqual(['2027-W01', day('2027-01-04'), day('2027-01-10'), 770, 140, 7, 4, 0]);
    expect(valuesOf(sheet, 5)).toEqual(['Totaal', day('2026-12-28'), day('2027-01-10'), 1491, 231, 13, 7, 1]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getCell('B3').numFmt).toBe('dd/mm/yyyy');
    expect(typeof sheet.getCell('E3').value).toBe('number');
  });

  it('writes the general statistics per day in the language of the URL, every day of the range', async () => {
    const sheet = await sheetOf('filterStart=2020-02-01&filterEnd=2020-02-29&span=day', 'fr');
    expect(sheet.name).toBe('Statistiques');
    expect(String(sheet.getCell('A1').value)).toMatch(
      /^Statistiques du 1 févr\. 2020 au 29 févr\. 2020 inclus$/,
    );
    expect(valuesOf(sheet, 2)[0]).toBe('Période');
    expect(sheet.rowCount).toBe(2 + 29 + 1);
    expect(valuesOf(sheet, 3)).toEqual(['2020-02-01', day('2020-02-01'), day('2020-02-01'), 0, 0, 0, 0, 0]);
    expect(valuesOf(sheet, 32)[0]).toBe('Total');
  });

  it("answers 404 for another user's vlancode, 400 for a bad range", async () => {
    const notaryListing = await insertListing(t, ids.get('notary@example.be')!);
    const other = await exportOf(
      `filterStart=2026-12-28&filterEnd=2027-01-10&vlancode=${notaryListing.vlancode}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'not_found' });
    expect((await exportOf('filterStart=2026-12-28&filterEnd=2027-01-10&vlancode=QQQ9999')).statusCode).toBe(
      404,
    );
    expect((await exportOf('filterStart=2027-01-10&filterEnd=2026-12-28')).statusCode).toBe(400);
  });
});
