import type { ApiErrorBody, Property, RequestedStatus } from '@app/contract';
import { brusselsToday, ERR, MSG } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
type ListingRow = typeof listings.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'software@example.be', 'private@example.be']) {
    cookies[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const userId = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
};
const rowsOf = async (email: string) =>
  t.db
    .select()
    .from(listings)
    .where(eq(listings.userId, await userId(email)));
const rowById = async (id: number) => {
  const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
  return row!;
};
const change = (id: number, requestedStatus: RequestedStatus | string, email = 'agency@example.be') =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/my-properties/${id}/status`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload: { requestedStatus },
  });

/** An agency listing of this transaction type and status that nothing else in this file touches. */
const used = new Set<number>();
async function agencyListing(predicate: (row: ListingRow) => boolean): Promise<ListingRow> {
  const row = (await rowsOf('agency@example.be')).find(
    (candidate) => !used.has(candidate.id) && candidate.softwareReference === null && predicate(candidate),
  );
  if (!row) throw new Error('no such demo listing');
  used.add(row.id);
  return row;
}

describe('POST my-properties/:id/status', () => {
  it('publishes a listing: status 1 and an online date of today when it had none', async () => {
    const row = await agencyListing((r) => r.statusId === 2);
    await t.db.update(listings).set({ onlineDate: null }).where(eq(listings.id, row.id));
    const response = await change(row.id, 'published');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Property }>();
    expect(data.status).toEqual({ id: 1, code: 'published' });
    expect(data.onlineDate).toBe(brusselsToday());
    expect((await rowById(row.id)).statusId).toBe(1);
  });

  it('keeps an online date that was already set', async () => {
    const row = await agencyListing((r) => r.statusId === 7);
    await t.db.update(listings).set({ onlineDate: '2026-01-15' }).where(eq(listings.id, row.id));
    const { data } = (await change(row.id, 'published')).json<{ data: Property }>();
    expect(data).toMatchObject({ status: { id: 1 }, onlineDate: '2026-01-15' });
  });

  it('starts a new online period for a listing published again after its offline date had passed', async () => {
    const row = await agencyListing((r) => r.statusId === 2);
    await t.db
      .update(listings)
      .set({ onlineDate: '2026-01-15', offlineDate: '2026-04-15' })
      .where(eq(listings.id, row.id));
    const { data } = (await change(row.id, 'published')).json<{ data: Property }>();
    expect(data).toMatchObject({ status: { id: 1 }, onlineDate: brusselsToday(), offlineDate: null });

    // The same through the portal's feed, or any writer of the status: the rule is the database's.
    await change(row.id, 'notPublished');
    await t.db.update(listings).set({ offlineDate: '2026-05-01' }).where(eq(listings.id, row.id));
    await t.db.update(listings).set({ statusId: 1 }).where(eq(listings.id, row.id));
    expect(await rowById(row.id)).toMatchObject({ offlineDate: null, onlineDate: brusselsToday() });

    // An offline date still to come stays: the listing is simply back until then.
    await change(row.id, 'notPublished');
    await t.db.update(listings).set({ offlineDate: '2099-01-01' }).where(eq(listings.id, row.id));
    await change(row.id, 'published');
    expect(await rowById(row.id)).toMatchObject({ offlineDate: '2099-01-01' });
  });

  it('maps notPublished to 2 and option to 7, and returns the same shape as GET my-properties/:id', async () => {
    const row = await agencyListing((r) => r.statusId === 1);
    const first = await change(row.id, 'notPublished');
    expect(first.json<{ data: Property }>().data.status).toEqual({ id: 2, code: 'notPublished' });
    const second = await change(row.id, 'option');
    const { data } = second.json<{ data: Property }>();
    expect(data.status).toEqual({ id: 7, code: 'option' });
    const one = await t.app.inject({
      url: `/nl/api/core/my-properties/${row.id}`,
      headers: { cookie: cookies['agency@example.be']! },
    });
    expect(one.json<{ data: Property }>().data).toEqual(data);
    expect((await rowById(row.id)).statusId).toBe(7);
  });

  it('sets rented (6) only for rent and sold (6) only for sale and public sale', async () => {
    const rent = await agencyListing((r) => r.transactionType === 'rent' && r.statusId === 1);
    const sale = await agencyListing((r) => r.transactionType === 'sale' && r.statusId === 1);
    const publicSale = await t.db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.transactionType, 'publicSale'),
          eq(listings.statusId, 1),
          isNull(listings.softwareReference),
        ),
      );
    expect((await change(rent.id, 'rented')).json<{ data: Property }>().data.status).toEqual({
      id: 6,
      code: 'soldOrRented',
    });
    expect((await change(sale.id, 'sold')).json<{ data: Property }>().data.status.id).toBe(6);
    // A public sale belongs to someone: sold is checked as its owner.
    const owner = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, publicSale[0]!.userId));
    cookies[owner[0]!.email] ??= await t.login(owner[0]!.email);
    const sold = await change(publicSale[0]!.id, 'sold', owner[0]!.email);
    expect(sold.statusCode, sold.body).toBe(200);

    const wrong: Array<[ListingRow, RequestedStatus]> = [
      [await agencyListing((r) => r.transactionType === 'rent' && r.statusId === 1), 'sold'],
      [await agencyListing((r) => r.transactionType === 'sale' && r.statusId === 1), 'rented'],
    ];
    for (const [row, status] of wrong) {
      const response = await change(row.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>()).toEqual({
        error: 'validation',
        messageKey: MSG.invalid,
        fields: { requestedStatus: ERR.statusNotForTransaction },
      });
      expect((await rowById(row.id)).statusId).toBe(1);
    }
  });

  it('refuses an unknown requested status', async () => {
    const row = await agencyListing((r) => r.statusId === 1);
    const response = await change(row.id, 'soldOrRented');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().fields).toHaveProperty('requestedStatus');
  });

  it('refuses a listing its software manages with 403 and the software name', async () => {
    const [software] = await t.db
      .select({ name: users.softwareName })
      .from(users)
      .where(eq(users.email, 'software@example.be'));
    const row = (await rowsOf('software@example.be')).find(
      (r) => r.softwareReference !== null && [1, 2].includes(r.statusId),
    )!;
    const response = await change(row.id, 'option', 'software@example.be');
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>()).toEqual({
      error: 'software_managed',
      messageKey: ERR.softwareManaged,
      values: { software: software!.name },
    });
    expect((await rowById(row.id)).statusId).toBe(row.statusId);
  });

  it('answers 409 for a draft or a deleted listing', async () => {
    for (const statusId of [3, 5]) {
      const row = await agencyListing((r) => r.statusId === statusId);
      const response = await change(row.id, 'published');
      expect(response.statusCode, String(statusId)).toBe(409);
      expect(response.json<ApiErrorBody>()).toEqual({ error: 'conflict', messageKey: ERR.conflict });
      expect((await rowById(row.id)).statusId).toBe(statusId);
    }
  });

  it("answers 404 for someone else's listing and an absent one, and 401 without a session", async () => {
    const row = await agencyListing((r) => r.statusId === 1);
    for (const id of [row.id, 999_999]) {
      const response = await change(id, 'notPublished', 'private@example.be');
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
    expect((await rowById(row.id)).statusId).toBe(1);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/nl/api/core/my-properties/${row.id}/status`,
      headers: t.csrfHeaders,
      payload: { requestedStatus: 'option' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
