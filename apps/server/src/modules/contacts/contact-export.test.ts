import { brusselsToday, MSG } from '@app/contract';
import ExcelJS from 'exceljs';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, leads, listings, users } from '../../db/schema';
import { XLSX_TYPE } from '../../documents/attachment';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { CONTACT_EXPORT_BATCH_SIZE } from './contact-export';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
let listing: { id: number; vlancode: string; yourReference: string | null };

/** More than two batches, in 2019 (before any seeded contact), some sharing one instant. */
const BULK = CONTACT_EXPORT_BATCH_SIZE * 2 + 37;

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'private@example.be']) {
    cookies[email] = await t.login(email);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[email] = row!.id;
  }
  const [first] = await t.db
    .select({ id: listings.id, vlancode: listings.vlancode, yourReference: listings.yourReference })
    .from(listings)
    .where(eq(listings.userId, ids['agency@example.be']!))
    .orderBy(asc(listings.id))
    .limit(1);
  listing = first!;
  const start = Date.parse('2019-01-01T08:00:00Z');
  await t.db.insert(contacts).values(
    Array.from({ length: BULK }, (_, index) => ({
      listingId: listing.id,
      ownerId: ids['agency@example.be']!,
      firstName: 'Bulk',
      lastName: `Nummer ${index}`,
      email: `bulk-${index}@example.be`,
      phone: null,
      // Pairs share their instant: the keyset must still take each exactly once.
      message: `Bericht ${index}`,
      sentAt: new Date(start + Math.floor(index / 2) * 60_000),
    })),
  );
  await t.db.insert(contacts).values([
    {
      listingId: listing.id,
      ownerId: ids['agency@example.be']!,
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Formule',
      email: 'formule@example.be',
      phone: '+32 9 000 00 00',
      message: '=1+2',
      sentAt: new Date('2018-06-15T08:30:00Z'),
    },
    {
      listingId: listing.id,
      ownerId: ids['agency@example.be']!,
      firstName: null,
      lastName: 'Plus',
      email: 'plus@example.be',
      phone: '+32 470 11 22 33',
      message: '+SUM(A1:A2)',
      sentAt: new Date('2018-06-15T09:30:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const exportOf = (query = '', lang = 'nl', email = 'agency@example.be') =>
  t.app.inject({
    url: `/${lang}/api/core/my-contacts/export${query ? `?${query}` : ''}`,
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
const headerOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value));
function dataRows(sheet: ExcelJS.Worksheet): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(row);
  });
  return rows;
}

describe('GET my-contacts/export', () => {
  it('streams a row per received lead, as the screen counts them, with the translated header and file name', async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contacten-${brusselsToday()}.xlsx"`,
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = await sheetOf();
    expect(sheet.name).toBe('Ontvangen contacten');
    expect(headerOf(sheet)).toEqual([
      'Code',
      'Projectreferentie',
      'Referentie',
      'E-mailadres',
      'Voornaam',
      'Naam',
      'Telefoon',
      'Bericht',
      'Verzonden op',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const received = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.ownerId, ids['agency@example.be']!));
    expect(sheet.rowCount).toBe(received.length + 1);

    const fr = await sheetOf('from=2018-06-15&to=2018-06-15', 'fr');
    expect(headerOf(fr)[3]).toBe('Adresse e-mail');
    const en = await exportOf('', 'en');
    expect(en.headers['content-disposition']).toContain(`contacts-${brusselsToday()}.xlsx`);
  });

  it('reads the period in batches on a keyset: each contact once, newest first', async () => {
    const sheet = await sheetOf('from=2019-01-01&to=2019-12-31');
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(BULK);
    const indexes = rows.map((row) => Number(String(row.getCell(8).value).replace('Bericht ', '')));
    expect(new Set(indexes).size).toBe(BULK);
    // Newest first; of a pair sharing an instant, the higher id (inserted later) first.
    expect(indexes.slice(0, 4)).toEqual([BULK - 1, BULK - 2, BULK - 3, BULK - 4].map((n) => n));
    expect(indexes.at(-1)).toBe(0);
    const inDb = await t.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.ownerId, ids['agency@example.be']!),
          gte(contacts.sentAt, new Date('2018-12-31T23:00:00Z')),
          lt(contacts.sentAt, new Date('2019-12-31T23:00:00Z')),
        ),
      );
    expect(inDb).toHaveLength(BULK);
  });

  it('writes formula-looking text as text, and each column of a contact', async () => {
    const sheet = await sheetOf(`from=2018-06-15&to=2018-06-15&vlancode=${listing.vlancode}`);
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(2);
    const [plus, formula] = rows;
    for (const row of rows) {
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
      });
    }
    expect(formula!.getCell(8).value).toBe('=1+2');
    expect(formula!.getCell(8).type).toBe(ExcelJS.ValueType.String);
    expect(formula!.getCell(5).value).toBe('=HYPERLINK("http://evil.example")');
    expect(plus!.getCell(8).value).toBe('+SUM(A1:A2)');
    expect(plus!.getCell(8).type).toBe(ExcelJS.ValueType.String);
    expect([1, 3, 4, 5, 6, 7, 9].map((column) => formula!.getCell(column).value)).toEqual([
      listing.vlancode,
      listing.yourReference,
      'formule@example.be',
      '=HYPERLINK("http://evil.example")',
      'Formule',
      '+32 9 000 00 00',
      // 08:30 UTC is 10:30 in Brussels in summer: a date cell with its minutes, not text.
      new Date('2018-06-15T10:30:00Z'),
    ]);
    expect(formula!.getCell(9).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(plus!.getCell(5).value).toBeNull();
  });

  it("exports the sent contacts with sent=true, and never another agency's", async () => {
    const sent = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.authorId, ids['private@example.be']!));
    const response = await exportOf('sent=true', 'nl', 'private@example.be');
    expect(response.headers['content-disposition']).toContain(`verzonden-contacten-${brusselsToday()}.xlsx`);
    const sheet = await sheetOf('sent=true', 'nl', 'private@example.be');
    expect(sheet.name).toBe('Verzonden contacten');
    expect(sheet.rowCount).toBe(sent.length + 1);
    expect(dataRows(sheet).every((row) => row.getCell(4).value === 'private@example.be')).toBe(true);
    // What people wrote to her about her own flat is hers to export, not what she sent.
    const received = await sheetOf('', 'nl', 'private@example.be');
    expect(dataRows(received).every((row) => row.getCell(4).value !== 'private@example.be')).toBe(true);

    // A listing of another agency that the private user wrote about: the agency exports nothing of it.
    const [sentOne] = await t.db
      .select({ listingId: contacts.listingId })
      .from(contacts)
      .where(eq(contacts.authorId, ids['private@example.be']!))
      .limit(1);
    const [foreign] = await t.db
      .select({ vlancode: listings.vlancode })
      .from(listings)
      .where(eq(listings.id, sentOne!.listingId));
    const none = await sheetOf(`vlancode=${foreign!.vlancode}`);
    expect(none.rowCount).toBe(1);
  });

  it('gives a lead written twice within minutes one row: both messages in order, the phone given later', async () => {
    await t.db.insert(contacts).values(
      [0, 4].map((minutes, index) => ({
        listingId: listing.id,
        ownerId: ids['agency@example.be']!,
        firstName: 'Twee',
        lastName: 'Berichten',
        email: 'twice@example.be',
        phone: index === 0 ? null : '+32 470 00 00 01',
        message: index === 0 ? 'Is het nog vrij?' : 'Mijn nummer: +32 470 00 00 01',
        sentAt: new Date(Date.parse('2017-03-01T09:00:00Z') + minutes * 60_000),
      })),
    );
    const rows = dataRows(await sheetOf('from=2017-03-01&to=2017-03-01'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.getCell(7).value).toBe('+32 470 00 00 01');
    expect(rows[0]!.getCell(8).value).toBe('Is het nog vrij?\n\nMijn nummer: +32 470 00 00 01');
    // 09:00 UTC is 10:00 in Brussels in winter: the lead's first message.
    expect(rows[0]!.getCell(9).value).toEqual(new Date('2017-03-01T10:00:00Z'));
  });

  it('answers 400 when the period ends before it starts', async () => {
    const response = await exportOf('from=2024-05-02&to=2024-05-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { to: MSG.dateOrder } });
  });
});
