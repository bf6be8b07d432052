import type { Profile } from '@app/contract';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appDevices,
  contacts as leadsTable,
  extraAddresses,
  extraContacts,
  identities,
  invoices,
  listingProductSlots,
  listings,
  orders,
  proProfiles,
  users,
} from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { latestMailTo, linkTokenOf } from '../../../test/mail';
import { createTestApp, queryRows } from '../../../test/app';
import type { TestOidcProvider } from '../../../test/oidc-provider';
import { startTestOidcProvider } from '../../../test/oidc-provider';
import { callApp, ProviderBrowser, redirectUris } from '../connections/oidc-test-flow';
import { z } from 'zod';

/**
 * The proof of spec's "personal data removed": a professional with everything filled in through
 * the API (details, addresses, contacts, logo, gallery, a linked identity, devices), and a lead
 * received about one of its listings, deletes the account through the e-mail link; afterwards no
 * text in any table holds any of their values, and the storage folder holds nothing of theirs.
 */
const PUBLIC_URL = 'http://localhost';
const IDENTITY = { sub: 'proof-subject-5c1e9b', email: 'proof.agency@gmail.test' };
const CLIENT = { clientId: 'account-area', clientSecret: 'proof-secret' };
const EMAIL = 'agency@example.be';
const PROOF_LEAD = 'proof-lead-7d21';
/** The addressee of an invoice the agency asks for: invoices outlive the account (decision 013). */
const PROOF_INVOICE = {
  noVat: false,
  vatNumber: 'BE0477123402',
  companyName: 'Proefkantoor Vastgoed Wieteke',
  name: 'Wieteke Vandekerckhove-Proef',
  street: 'Proefhofstraat',
  number: '77',
  box: 'b2',
  postcode: '9000',
  city: 'Gent',
};
/** Belgian accounting law keeps invoices 10 years: only their own addressee copy may keep these values. */
const RETAINED_INVOICE_COLUMNS = new Set(
  ['company_name', 'name', 'street', 'house_number', 'box', 'zip', 'city', 'vat_number'].map(
    (column) => `invoices.${column}`,
  ),
);
let proofInvoiceNumber: string;

let provider: TestOidcProvider;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  provider = await startTestOidcProvider({
    clients: [{ ...CLIENT, redirectUris: redirectUris(PUBLIC_URL, 'google') }],
    account: IDENTITY,
  });
  t = await createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: { facebook: null, google: { issuer: provider.issuer, ...CLIENT }, belfius: null },
    },
  });
  cookie = await t.login(EMAIL);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const api = (path: string) => `/nl/api/core/${path}`;
async function send(method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: api(path),
    // If-Match: * names any current version of a versioned record (decision 055).
    headers: { ...t.csrfHeaders, cookie, 'if-match': '*' },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response;
}

async function upload(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const encoded = new Response(form);
  const response = await t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...t.csrfHeaders, cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, `POST ${path}: ${response.body}`).toBe(200);
}

/** Fills every part of the agency's profile with recognisable values, through the API. */
async function fillEverything(): Promise<void> {
  await send('PUT', 'my-profile/user', {
    firstName: 'Wieteke',
    lastName: 'Vandekerckhove-Proef',
    language: 'nl',
    phone: '+32 9 871 22 33',
    mobile: '+32 479 55 66 77',
    address: { street: 'Proefhofstraat', number: '77', box: 'b2', postcode: '9000', city: 'Gent' },
  });
  await send('PUT', 'my-profile/user/pro/details', {
    companyName: 'Proefkantoor Vastgoed Wieteke',
    adminEmail: 'beheer@proefkantoor.be',
    leadsEmail: 'leads@proefkantoor.be',
    supportEmail: 'hulp@proefkantoor.be',
    buyerContactEmail: 'kopers@proefkantoor.be',
    fax: '+32 9 871 22 34',
    ipiNumber: '587341',
    vatNumber: 'BE0477123402',
    website: 'https://www.proefkantoor.be',
    slogan: 'Proefslogan van Wieteke',
    description: { nl: 'Beschrijving van Proefkantoor', fr: null, en: null },
    openingHoursComment: { nl: null, fr: null, en: null },
    extraAddresses: [
      {
        companyName: 'Proefkantoor Filiaal Oost',
        street: 'Filiaalproefstraat',
        number: '5',
        box: null,
        websiteUrl: 'https://oost.proefkantoor.be',
      },
    ],
  });
  // The seeded contacts have short first names that other data shares: replaced by a recognisable one.
  const profile = (await t.app.inject({ url: api('my-profile/user/details'), headers: { cookie } })).json<{
    data: Profile;
  }>().data;
  for (const contact of profile.pro!.extraContacts) {
    await send('DELETE', `my-profile/user/pro/contact/${contact.id}`);
  }
  await send('POST', 'my-profile/user/pro/contact', {
    firstName: 'Godelieve',
    lastName: 'Proefcontactpersoon',
    jobTitle: 'Makelaar',
    email: 'godelieve@proefkantoor.be',
    phone: '+32 9 871 22 35',
    mobile: null,
  });
  await upload('my-profile/user/pro/logo', { target: 'all' });
  await upload('my-profile/user/pro/images', {});
  // A lead about one of the agency's listings, as the portal's feed stores it (issue 5): the person
  // who wrote is personal data the account holds.
  const [listing] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.userId, await agencyId()))
    .limit(1);
  await t.db.insert(leadsTable).values({
    listingId: listing!.id,
    ownerId: await agencyId(),
    externalId: PROOF_LEAD,
    firstName: 'Philomena',
    lastName: 'Proefkoperslead',
    email: 'philomena@proefkoper.be',
    phone: '+32 478 90 12 34',
    message: 'Proefvraag: is de woning nog te koop?',
  });

  const [order] = await t.db
    .select({ id: orders.id, listingId: orders.listingId })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(eq(orders.userId, await agencyId()), notInArray(listings.statusId, [3, 5]), isNull(invoices.id)),
    )
    .limit(1);
  const invoiced = await send('POST', `my-properties/${order!.listingId}/invoice`, {
    orderId: order!.id,
    ...PROOF_INVOICE,
  });
  proofInvoiceNumber = invoiced.json().data.invoice.number;

  const link = await send('PUT', `my-profile/user/${await agencyId()}/google-connect`, { action: 'link' });
  const callback = await new ProviderBrowser().authorize(link.json().data.redirectUrl, PUBLIC_URL);
  expect((await callApp(t, callback, cookie)).headers.location).toContain('result=linked');
}

const agencyId = async () =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL)))[0]!.id;

/** Every personal value the database holds about the user, as listed by the issue. */
async function personalValues(userId: number): Promise<string[]> {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  const [pro] = await t.db.select().from(proProfiles).where(eq(proProfiles.userId, userId));
  const contacts = await t.db.select().from(extraContacts).where(eq(extraContacts.userId, userId));
  const addresses = await t.db.select().from(extraAddresses).where(eq(extraAddresses.userId, userId));
  const linked = await t.db.select().from(identities).where(eq(identities.userId, userId));
  const devices = await t.db.select().from(appDevices).where(eq(appDevices.userId, userId));
  const leads = await t.db
    .select()
    .from(leadsTable)
    .where(and(eq(leadsTable.ownerId, userId), eq(leadsTable.externalId, PROOF_LEAD)));
  const values = [
    user!.email,
    user!.firstName,
    user!.lastName,
    user!.companyName,
    user!.userName,
    user!.phone,
    user!.mobile,
    user!.street,
    pro?.adminEmail,
    pro?.leadsEmail,
    pro?.supportEmail,
    pro?.buyerContactEmail,
    pro?.fax,
    pro?.ipiNumber,
    pro?.vatNumber,
    pro?.website,
    pro?.slogan,
    ...contacts.flatMap((c) => [c.firstName, c.lastName, c.email, c.phone, c.mobile]),
    ...addresses.flatMap((a) => [a.companyName, a.street, a.websiteUrl]),
    ...linked.flatMap((i) => [i.subject, i.email]),
    ...devices.map((d) => d.model),
    ...leads.flatMap((c) => [c.firstName, c.lastName, c.email, c.phone, c.message]),
  ];
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
}

const TextColumn = z.object({ table_name: z.string(), column_name: z.string() });

/** For each value: the `table.column`s whose text (jsonb as text too) contains it, case-insensitively. */
async function findEverywhere(values: string[]): Promise<Map<string, string[]>> {
  const columns = await queryRows(
    t.db,
    TextColumn,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
        order by table_name, column_name`,
  );
  const found = new Map<string, string[]>(values.map((value) => [value, []]));
  for (const { table_name: table, column_name: column } of columns) {
    const text = sql`lower(${sql.identifier(column)}::text)`;
    const [row] = await queryRows(
      t.db,
      z.record(z.string(), z.boolean().nullable()),
      sql`select ${sql.join(
        values.map(
          (value, index) =>
            sql`bool_or(position(lower(${value}) in ${text}) > 0) as ${sql.identifier(`v${index}`)}`,
        ),
        sql`, `,
      )} from ${sql.identifier(table)}`,
    );
    values.forEach((value, index) => {
      if (row?.[`v${index}`]) found.get(value)!.push(`${table}.${column}`);
    });
  }
  return found;
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    return await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

describe('account deletion leaves nothing personal behind', () => {
  it('removes every personal value from every table and every file from the storage folder', async () => {
    await fillEverything();
    const id = await agencyId();
    const values = await personalValues(id);
    // Every value is long enough to be recognised without matching unrelated text.
    expect(values.filter((value) => value.length < 6)).toEqual([]);
    expect(values).toEqual(
      expect.arrayContaining([
        EMAIL,
        'Wieteke',
        'BE0477123402',
        '587341',
        IDENTITY.sub,
        IDENTITY.email,
        'SM-S921B',
        'philomena@proefkoper.be',
      ]),
    );
    expect((await t.db.select().from(leadsTable).where(eq(leadsTable.ownerId, id))).length).toBeGreaterThan(
      1,
    );
    expect(
      (await t.db.select().from(listingProductSlots).where(eq(listingProductSlots.userId, id))).length,
    ).toBeGreaterThan(0);
    const folder = join(t.filesDir, 'users', String(id));
    expect((await filesUnder(folder)).length).toBeGreaterThanOrEqual(2);

    const before = await findEverywhere(values);
    // Every invoice of the agency (the seed's and the one above) must outlive the account.
    const invoicesBefore = await t.db
      .select()
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.userId, id))
      .orderBy(invoices.id)
      .then((rows) => rows.map((row) => row.invoices));
    expect(invoicesBefore.length).toBeGreaterThan(1);
    expect([...before].filter(([, where]) => where.length === 0).map(([value]) => value)).toEqual([]);

    expect((await send('DELETE', 'my-profile/user', { confirm: true })).json()).toEqual({
      data: { success: true },
    });
    const token = linkTokenOf((await latestMailTo(t, EMAIL))!.text)!;
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: api('auth/confirm-deletion'),
      headers: t.csrfHeaders,
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);

    const after = await findEverywhere(values);
    const leftOver = [...after].map(
      ([value, where]) => [value, where.filter((column) => !RETAINED_INVOICE_COLUMNS.has(column))] as const,
    );
    expect(Object.fromEntries(leftOver.filter(([, where]) => where.length > 0))).toEqual({});
    // The invoices stay whole, without the link to the deleted order: their copy and addressee.
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.number, proofInvoiceNumber));
    expect(kept).toMatchObject({
      orderId: null,
      vatNumber: PROOF_INVOICE.vatNumber,
      companyName: PROOF_INVOICE.companyName,
      name: PROOF_INVOICE.name,
      street: PROOF_INVOICE.street,
      houseNumber: PROOF_INVOICE.number,
    });
    expect(kept!.orderReference).toMatch(/^ORD-/);
    expect(after.get('BE0477123402')).toEqual(['invoices.vat_number']);
    const keptIds = invoicesBefore.map((invoice) => invoice.id);
    const invoicesAfter = await t.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, keptIds))
      .orderBy(invoices.id);
    expect(invoicesAfter).toEqual(invoicesBefore.map((invoice) => ({ ...invoice, orderId: null })));
    expect(await filesUnder(folder)).toEqual([]);
    // The received contacts and the Best Of / Colour slots (the seed gives the agency both) are gone.
    expect(await t.db.select().from(leadsTable).where(eq(leadsTable.ownerId, id))).toEqual([]);
    expect(await t.db.select().from(listingProductSlots).where(eq(listingProductSlots.userId, id))).toEqual(
      [],
    );

    // Checked last: a failed login with the deleted address stores only its keyed hash (decision 052).
    await expect(t.login(EMAIL)).rejects.toThrow(/401/);
    expect([...(await findEverywhere([EMAIL])).values()].flat()).toEqual([]);
  });
});
