import type {
  Order,
  Paging,
  PostcodeAvailability,
  ProFirstContact,
  Territory,
  TerritoryOrderRequestInput,
  UserProduct,
  ValuationContact,
  ValuationDetail,
} from '@app/contract';
import {
  ACTIVATION,
  ERR,
  messageParts,
  messageWithValues,
  MSG,
  PRO_FIRST,
  TERRITORY_MONTHS_MAX,
  VALUATION_ZONE_POOL_MAX,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from '../../test/xlsx';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { outboxMails } from '../../test/mail';

let t: TestApp;
const cookies: Record<string, string> = {};
const AGENCY = 'agency@example.be';
const DE_SMET = 'info@desmetvastgoed.be';
const PRIVATE = 'private@example.be';
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [AGENCY, DE_SMET, PRIVATE]) cookies[email] = await t.login(email);
});
afterAll(() => t.close());

const INVOICE = {
  noVat: false,
  vatNumber: 'BE0477123402',
  companyName: 'Immo Claes BV',
  name: 'Jan Claes',
  street: 'Kouter',
  number: '1',
  box: null,
  postcode: '9000',
  city: 'Gent',
} satisfies TerritoryOrderRequestInput['invoice'];

const order = (email: string, body: Partial<TerritoryOrderRequestInput>) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-products/order',
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload: {
      type: 'territory',
      product: 'proFirst',
      months: 6,
      remarks: null,
      termsAccepted: true,
      invoice: INVOICE,
      ...body,
    },
  });
const get = (email: string, path: string) =>
  t.app.inject({ url: `/nl/api/core/${path}`, headers: { cookie: cookies[email]! } });
const post = (email: string, path: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload,
  });
const idOf = async (email: string) =>
  (await queryRows(t.db, z.object({ id: z.number() }), sql`select id from users where email = ${email}`))[0]!
    .id;

describe('Pro First', () => {
  it('orders a free postcode for at least six months: pending, invoiced for its first month, in my cities', async () => {
    const response = await order(AGENCY, { postcode: '9300', months: 12 });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ data: Order }>().data;
    expect(placed).toMatchObject({
      type: 'product',
      package: 'pro-first',
      amount: PRO_FIRST.perPostcodePerMonth,
    });
    expect(placed.invoice?.number).toMatch(/^\d{4}\/\d{6}$/);

    const cities = (await get(AGENCY, 'my-products/profirst/users')).json<{ data: Territory[] }>().data;
    const aalst = cities.find((city) => city.postcode === '9300')!;
    expect(aalst).toMatchObject({
      activation: ACTIVATION.pendingActivation,
      monthlyPrice: 50,
      zoneType: null,
      contacts: 0,
    });
    expect(aalst.cities).toContain('Aalst');
    // Twelve months from today: the day before the same date a year later.
    const start = new Date(`${aalst.startDate}T00:00:00Z`);
    start.setUTCFullYear(start.getUTCFullYear() + 1);
    start.setUTCDate(start.getUTCDate() - 1);
    expect(aalst.endDate).toBe(start.toISOString().slice(0, 10));

    // The products summary's one Pro First row: working (Geraardsbergen and Zottegem), and every
    // postcode held, the new one included, in its monthly price.
    const products = (await get(AGENCY, 'my-products')).json<{ data: UserProduct[] }>().data;
    expect(products.find((product) => product.code === 'proFirst')).toMatchObject({
      activation: ACTIVATION.active,
      monthlyPrice: 3 * PRO_FIRST.perPostcodePerMonth,
    });
  });

  it('refuses a postcode another agency has, one the caller has, and fewer than six months', async () => {
    const taken = await order(DE_SMET, { postcode: '9300' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ messageKey: ERR.postcodeHeld });
    const again = await order(AGENCY, { postcode: '9300' });
    expect(again.json()).toMatchObject({ messageKey: ERR.productHeld });
    const short = await order(AGENCY, { postcode: '9400', months: PRO_FIRST.minimumMonths - 1 });
    expect(short.statusCode).toBe(400);
    // The message names the range, so the form can say it ("Choose a number from 6 to 36").
    expect(short.json()).toMatchObject({
      fields: {
        months: messageWithValues(MSG.numberBetween, {
          min: PRO_FIRST.minimumMonths,
          max: TERRITORY_MONTHS_MAX,
        }),
      },
    });
    expect(messageParts(short.json<{ fields: { months: string } }>().fields.months)).toEqual({
      key: MSG.numberBetween,
      values: { min: String(PRO_FIRST.minimumMonths), max: String(TERRITORY_MONTHS_MAX) },
    });
    const unknown = await order(AGENCY, { postcode: '0001' });
    expect(unknown.json()).toMatchObject({ fields: { postcode: MSG.invalid } });
    const noTerms = await order(AGENCY, { postcode: '9400', termsAccepted: false });
    expect(noTerms.json()).toMatchObject({ fields: { termsAccepted: MSG.mustAccept } });
  });

  it('searches postcodes by number or name and says which are free', async () => {
    const byNumber = (await get(DE_SMET, 'my-products/profirst/cities/930')).json<{
      data: PostcodeAvailability[];
    }>().data;
    expect(byNumber.find((row) => row.postcode === '9300')).toMatchObject({
      proFirstFree: false,
      heldByYou: false,
    });
    expect(
      (await get(AGENCY, 'my-products/profirst/cities/9300')).json<{ data: PostcodeAvailability[] }>()
        .data[0],
    ).toMatchObject({ postcode: '9300', heldByYou: true });
    const byName = (await get(AGENCY, 'my-products/profirst/cities/geraardsb')).json<{
      data: PostcodeAvailability[];
    }>().data;
    expect(byName.map((row) => row.postcode)).toEqual(['9500']);
    // Any name of a locality, the best match first: "Bergen" is Mons, "Gent" is 9000 before Gentinnes.
    const first = async (term: string) =>
      (await get(AGENCY, `my-products/profirst/cities/${encodeURIComponent(term)}`)).json<{
        data: PostcodeAvailability[];
      }>().data[0]?.postcode;
    expect(await first('Bergen')).toBe('7000');
    expect(await first('Gent')).toBe('9000');
    expect(await first('Gand')).toBe('9000');
    expect(await first('Luik')).toBe('4000');
  });

  it("lists the leads on the agency's listings of its postcodes during their period, with a period filter and an export", async () => {
    const agencyId = await idOf(AGENCY);
    const [expected] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from contacts c join listings l on l.id = c.listing_id
        join territories t on t.user_id = c.owner_id and t.product = 'proFirst' and t.postcode = l.zip
        where c.owner_id = ${agencyId} and t.activation = 1
          and c.sent_at >= (t.start_date::timestamp at time zone 'Europe/Brussels')
          and c.sent_at < ((t.end_date + 1)::timestamp at time zone 'Europe/Brussels')`,
    );
    expect(expected!.n).toBeGreaterThan(0);
    const page = (await post(AGENCY, 'my-products/profirst/contacts', { page: 1, pageSize: 5 })).json<{
      data: ProFirstContact[];
      paging: Paging;
    }>();
    expect(page.paging.total).toBe(expected!.n);
    expect(page.data.length).toBe(Math.min(5, expected!.n));
    expect(['9500', '9620']).toContain(page.data[0]!.postcode);
    const cities = (await get(AGENCY, 'my-products/profirst/users')).json<{ data: Territory[] }>().data;
    expect(cities.reduce((sum, city) => sum + city.contacts, 0)).toBe(expected!.n);

    const day = page.data[0]!.receivedAt.slice(0, 10);
    const filtered = (await post(AGENCY, 'my-products/profirst/contacts', { from: day, to: day })).json<{
      paging: Paging;
    }>();
    expect(filtered.paging.total).toBeGreaterThan(0);
    expect(filtered.paging.total).toBeLessThanOrEqual(expected!.n);
    const backwards = await post(AGENCY, 'my-products/profirst/contacts', {
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);

    const file = await get(AGENCY, 'my-products/profirst/contacts/export');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('pro-first-contacten-');
    const rows = await readXlsxRows(file.rawPayload);
    expect(rows).toHaveLength(expected!.n + 1);
    expect(rows[0]![0]).toBe('Ontvangen');
  });
});

describe('valuation zones', () => {
  it('orders a zone in exclusivity and refuses the postcode to everybody else', async () => {
    const exclusive = await order(AGENCY, {
      product: 'valuation',
      zoneType: 'exclusivity',
      postcode: '9200',
    });
    expect(exclusive.statusCode, exclusive.body).toBe(200);
    expect(exclusive.json<{ data: Order }>().data).toMatchObject({
      package: 'valuation-exclusivity',
      amount: 149,
    });
    const pool = await order(DE_SMET, { product: 'valuation', zoneType: 'pool', postcode: '9200' });
    expect(pool.statusCode).toBe(409);
    expect(pool.json()).toMatchObject({ messageKey: ERR.zoneExclusive });
    const noType = await order(AGENCY, { product: 'valuation', postcode: '9201' });
    expect(noType.json()).toMatchObject({ fields: { zoneType: MSG.required } });

    const zones = (await post(AGENCY, 'my-products/valuation/zones')).json<{ data: Territory[] }>().data;
    expect(zones.find((zone) => zone.postcode === '9200')).toMatchObject({
      zoneType: 'exclusivity',
      activation: ACTIVATION.pendingActivation,
      monthlyPrice: 149,
    });
  });

  it(`lets at most ${VALUATION_ZONE_POOL_MAX} agencies share a pool, and no exclusivity over a pool`, async () => {
    const others = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from users where is_pro and email not in (${AGENCY}, ${DE_SMET}) order by id limit ${VALUATION_ZONE_POOL_MAX - 1}`,
    );
    expect(others).toHaveLength(VALUATION_ZONE_POOL_MAX - 1);
    for (const other of others) {
      await t.db
        .execute(sql`insert into territories (user_id, product, postcode, zone_type, activation, start_date,
        end_date, monthly_price_cents) values (${other.id}, 'valuation', '9230', 'pool', 1, current_date, current_date + 180, 4900)`);
    }
    const exclusive = await order(AGENCY, {
      product: 'valuation',
      zoneType: 'exclusivity',
      postcode: '9230',
    });
    expect(exclusive.json()).toMatchObject({ messageKey: ERR.zoneTaken });
    const fifth = await order(DE_SMET, { product: 'valuation', zoneType: 'pool', postcode: '9230' });
    expect(fifth.statusCode, fifth.body).toBe(200);
    const sixth = await order(AGENCY, { product: 'valuation', zoneType: 'pool', postcode: '9230' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      messageKey: ERR.zonePoolFull,
      values: { max: VALUATION_ZONE_POOL_MAX },
    });
    const search = (await get(AGENCY, 'my-products/profirst/cities/9230')).json<{
      data: PostcodeAvailability[];
    }>().data[0]!;
    expect(search).toMatchObject({ exclusivityFree: false, poolPlacesLeft: 0 });
  });

  it("passes a valuation request on to the zone's agencies only with the requester's consent", async () => {
    const agencyId = await idOf(AGENCY);
    // The exclusivity ordered above is activated by the sales desk.
    await t.db.execute(sql`update territories set activation = ${ACTIVATION.active}
      where user_id = ${agencyId} and postcode = '9200' and product = 'valuation'`);
    await t.db.execute(
      sql`update pro_profiles set leads_email = 'leads@immoclaes.be' where user_id = ${agencyId}`,
    );
    await t.db.execute(sql`delete from mail_outbox`);
    const contactsIn9200 = () =>
      queryRows(
        t.db,
        z.object({ email: z.string(), valuation_id: z.number().nullable() }),
        sql`select email, valuation_id from valuation_contacts where postcode = '9200'`,
      );
    const request = {
      street: 'Stationsplein',
      number: '3',
      postcode: '9200',
      city: 'Dendermonde',
      propertyType: 'house',
      livableSurface: 140,
      bedrooms: 3,
      buildYear: 1985,
    };
    const without = await post(PRIVATE, 'my-valuations/requests', request);
    expect(without.statusCode, without.body).toBe(200);
    expect(await contactsIn9200()).toEqual([]);
    expect(await outboxMails(t)).toEqual([]);

    const withConsent = await post(PRIVATE, 'my-valuations/requests', { ...request, consentToContact: true });
    const valuation = withConsent.json<{ data: ValuationDetail }>().data;
    expect(await contactsIn9200()).toEqual([{ email: 'private@example.be', valuation_id: valuation.id }]);
    const [mail] = await outboxMails(t);
    expect(mail).toMatchObject({ to: 'leads@immoclaes.be', reply_to: 'private@example.be' });
    expect(mail!.subject).toBe('Schattingsaanvraag in uw zone: Huis in 9200 Dendermonde');

    const page = (await post(AGENCY, 'my-products/valuation/contacts', { page: 1, pageSize: 1 })).json<{
      data: ValuationContact[];
      paging: Paging;
    }>();
    expect(page.data[0]).toMatchObject({
      email: 'private@example.be',
      postcode: '9200',
      zoneType: 'exclusivity',
      livableSurface: 140,
      estimate: valuation.estimate.value,
    });
    const zones = (await post(AGENCY, 'my-products/valuation/zones')).json<{ data: Territory[] }>().data;
    expect(zones.find((zone) => zone.postcode === '9200')?.contacts).toBe(1);
    // Another agency sees none of it.
    const deSmet = (await post(DE_SMET, 'my-products/valuation/contacts', {})).json<{
      data: ValuationContact[];
    }>();
    expect(deSmet.data.some((contact) => contact.postcode === '9200')).toBe(false);

    const file = await get(AGENCY, 'my-products/valuation/contacts/export?from=2020-01-01');
    expect(file.statusCode).toBe(200);
    const rows = await readXlsxRows(file.rawPayload);
    expect(rows.length - 1).toBe(page.paging.total);
    expect(rows.slice(1).some((row) => row.includes('Stationsplein 3'))).toBe(true);
  });

  it('keeps the product calls to professionals', async () => {
    for (const [method, path] of [
      ['GET', 'my-products/profirst/users'],
      ['GET', 'my-products/profirst/cities/9000'],
      ['POST', 'my-products/profirst/contacts'],
      ['POST', 'my-products/valuation/zones'],
      ['POST', 'my-products/valuation/contacts'],
    ] as const) {
      const response =
        method === 'GET' ? await get(PRIVATE, path) : await post(PRIVATE, path, method === 'POST' ? {} : {});
      expect(response.statusCode, path).toBe(403);
    }
    expect((await order(PRIVATE, { postcode: '9400' })).statusCode).toBe(403);
  });
});
