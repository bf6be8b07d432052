import type { AdvisorAccess, AdvisorDossier } from '@app/contract';
import { ADVISOR_TOKEN_AUDIENCE, ERR, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

const SECRET = 'test-advisor-secret-0123456789-abcdefghij';
let t: TestApp;
let agency: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { advisor: { url: 'https://advisor.example.be/open', tokenSecret: SECRET } },
  });
  agency = await t.login('agency@example.be');
});
afterAll(() => t.close());

const api = async (method: 'GET' | 'POST', path: string, payload?: object, cookie = agency) =>
  t.app.inject({
    method,
    url: `/nl/api/core/${path}`,
    headers: { cookie, ...t.csrfHeaders },
    ...(payload ? { payload } : {}),
  });
const listingOf = async (email: string, where: ReturnType<typeof sql>) => {
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`select l.id from listings l join users u on u.id = l.user_id
      where u.email = ${email} and l.status_id = 1 and ${where} order by l.id limit 1`,
  );
  return row!.id;
};
const credits = async () =>
  (
    await queryRows(
      t.db,
      z.object({ credits: z.number() }),
      sql`select credits from user_products p join users u on u.id = p.user_id
        where u.email = 'agency@example.be' and p.code = 'propertyAdvisor'`,
    )
  )[0]!.credits;

describe('Property Advisor dossiers', () => {
  it("lists the agency's dossiers, newest first, paged", async () => {
    const response = await api('POST', 'my-products/property-advisor/dossiers', { page: 1, pageSize: 20 });
    expect(response.statusCode, response.body).toBe(200);
    const { data, paging } = response.json<{ data: AdvisorDossier[]; paging: { total: number } }>();
    expect(paging.total).toBe(2);
    expect(data.map((dossier) => dossier.title)).toEqual([
      'Huurprijsadvies appartement',
      'Verkoopadvies gezinswoning',
    ]);
    expect(data[0]).toMatchObject({
      creditsUsed: 1,
      listing: { propertyType: 'appartment', transactionType: 'rent' },
    });
  });

  it('creates a dossier on a house for sale and uses a credit in the same transaction', async () => {
    const before = await credits();
    const listingId = await listingOf(
      'agency@example.be',
      sql`l.property_type = 'house' and l.transaction_type = 'sale'`,
    );
    const response = await api('POST', 'my-products/dossier', { listingId, title: '  Schattingsdossier  ' });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<{ data: AdvisorDossier & { creditsLeft: number } }>().data;
    expect(created).toMatchObject({
      title: 'Schattingsdossier',
      description: null,
      creditsUsed: 1,
      creditsLeft: before - 1,
    });
    expect(created.listing.id).toBe(listingId);
    expect(await credits()).toBe(before - 1);
  });

  it('refuses with the spec messages: no listing, other types, another agency, no credits, not activated', async () => {
    const noListing = await api('POST', 'my-products/dossier', { title: 'Zonder pand' });
    expect(noListing.statusCode).toBe(400);
    expect(noListing.json()).toMatchObject({ fields: { listingId: MSG.advisorSelectProperty } });

    const land = await listingOf('agency@example.be', sql`l.property_type not in ('house', 'appartment')`);
    const type = await api('POST', 'my-products/dossier', { listingId: land, title: 'Grond' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ error: 'property_type_not_allowed', messageKey: ERR.advisorPropertyType });

    await t.db.execute(sql`update listings set transaction_type = 'publicSale' where id = (
      select l.id from listings l join users u on u.id = l.user_id
      where u.email = 'agency@example.be' and l.status_id = 1 and l.property_type = 'house' order by l.id desc limit 1)`);
    const auction = await listingOf(
      'agency@example.be',
      sql`l.property_type = 'house' and l.transaction_type = 'publicSale'`,
    );
    const transaction = await api('POST', 'my-products/dossier', {
      listingId: auction,
      title: 'Openbare verkoop',
    });
    expect(transaction.statusCode).toBe(400);
    expect(transaction.json()).toEqual({
      error: 'transaction_type_not_allowed',
      messageKey: ERR.advisorTransactionType,
    });

    const foreign = await listingOf('notary@example.be', sql`true`);
    expect(
      (await api('POST', 'my-products/dossier', { listingId: foreign, title: 'Niet van ons' })).statusCode,
    ).toBe(404);

    const house = await listingOf(
      'agency@example.be',
      sql`l.property_type = 'house' and l.transaction_type = 'sale'`,
    );
    await t.db.execute(sql`update user_products set credits = 0 where code = 'propertyAdvisor'`);
    const empty = await api('POST', 'my-products/dossier', { listingId: house, title: 'Geen credits' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ error: 'no_credits', messageKey: ERR.advisorNoCredits });

    await t.db.execute(
      sql`update user_products set credits = 5, activation = 2 where code = 'propertyAdvisor'`,
    );
    const pending = await api('POST', 'my-products/dossier', { listingId: house, title: 'Nog niet actief' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ error: 'product_not_active', messageKey: ERR.productNotActive });
    await t.db.execute(sql`update user_products set activation = 1 where code = 'propertyAdvisor'`);
    const notary = await api(
      'POST',
      'my-products/dossier',
      { listingId: foreign, title: 'Notaris' },
      await t.login('notary@example.be'),
    );
    expect(notary.statusCode).toBe(403);
    expect(await credits()).toBe(5);
  });

  it('gives a five-minute token for one dossier, signed for the advisor tool, and 404 for another', async () => {
    const [dossier] = (
      await api('POST', 'my-products/property-advisor/dossiers', { page: 1, pageSize: 1 })
    ).json<{ data: AdvisorDossier[] }>().data;
    const response = await api('GET', `my-products/property-advisor/access-token/${dossier!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const access = response.json<{ data: AdvisorAccess }>().data;
    const { payload } = await jwtVerify(access.token, new TextEncoder().encode(SECRET), {
      audience: ADVISOR_TOKEN_AUDIENCE,
    });
    expect(payload.sub).toBe(String(dossier!.id));
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(access.url).toBe(`https://advisor.example.be/open?token=${access.token}`);
    expect(Date.parse(access.expiresAt)).toBe(payload.exp! * 1000);
    const notary = await t.login('notary@example.be');
    expect(
      (await api('GET', `my-products/property-advisor/access-token/${dossier!.id}`, undefined, notary))
        .statusCode,
    ).toBe(404);
    expect((await api('GET', 'my-products/property-advisor/access-token/999999')).statusCode).toBe(404);
  });
});
