import type { Dashboard, PropertyProductUsage } from '@app/contract';
import { ERR, MSG, PRODUCT_USAGE_IDS_MAX } from '@app/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingProductSlots, listings, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
let agencyCookie: string;
let agencyId: number;
let notaryId: number;
beforeAll(async () => {
  t = await createTestApp();
  agencyCookie = await t.login('agency@example.be');
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['agency@example.be', 'notary@example.be']));
  agencyId = rows.find((row) => row.email === 'agency@example.be')!.id;
  notaryId = rows.find((row) => row.email === 'notary@example.be')!.id;
});
afterAll(() => t.close());

const usage = (body: unknown, cookie: string | null = agencyCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-properties/products',
    headers: { ...t.csrfHeaders, ...(cookie ? { cookie } : {}) },
    payload: body as object,
  });
async function usageOf(ids: number[]): Promise<PropertyProductUsage[]> {
  const response = await usage({ ids });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PropertyProductUsage[] }>().data;
}

/** The user's listed listings (neither drafts nor deleted ones), by id. */
const listedOf = (userId: number) =>
  t.db
    .select({ id: listings.id, statusId: listings.statusId })
    .from(listings)
    .where(and(eq(listings.userId, userId), notInArray(listings.statusId, [3, 5])))
    .orderBy(asc(listings.id));

describe('POST my-properties/products', () => {
  it("tells for each of the agency's listings whether it holds a Best Of and a Colour slot", async () => {
    const listed = await listedOf(agencyId);
    const slots = await t.db
      .select({ listingId: listingProductSlots.listingId, product: listingProductSlots.product })
      .from(listingProductSlots)
      .where(eq(listingProductSlots.userId, agencyId));
    const holds = (id: number, statusId: number, product: string) =>
      [1, 7].includes(statusId) && slots.some((slot) => slot.listingId === id && slot.product === product);

    const answers: PropertyProductUsage[] = [];
    for (let start = 0; start < listed.length; start += PRODUCT_USAGE_IDS_MAX) {
      answers.push(
        ...(await usageOf(listed.slice(start, start + PRODUCT_USAGE_IDS_MAX).map((row) => row.id))),
      );
    }
    expect(answers).toEqual(
      listed.map((row) => ({
        listingId: row.id,
        bestOf: holds(row.id, row.statusId, 'bestOf'),
        color: holds(row.id, row.statusId, 'color'),
      })),
    );
    // The same truth as the dashboard's slots in use.
    const dashboard = (
      await t.app.inject({ url: '/nl/api/core/my-properties/dashboard', headers: { cookie: agencyCookie } })
    ).json<{ data: Dashboard }>().data;
    expect(answers.filter((answer) => answer.bestOf)).toHaveLength(dashboard.slots!.bestOf!.used);
    expect(answers.filter((answer) => answer.color)).toHaveLength(dashboard.slots!.color!.used);
    expect(answers.some((answer) => answer.bestOf)).toBe(true);
    expect(answers.some((answer) => !answer.bestOf && !answer.color)).toBe(true);
  });

  it('answers in the order asked, each id once', async () => {
    const [a, b] = await listedOf(agencyId);
    const answer = await usageOf([b!.id, a!.id, b!.id]);
    expect(answer.map((item) => item.listingId)).toEqual([b!.id, a!.id]);
  });

  it("answers 404 when one id is another agency's listing, a draft, a deleted listing or absent", async () => {
    const [own] = await listedOf(agencyId);
    const [foreign] = await listedOf(notaryId);
    const hidden = await t.db
      .select({ id: listings.id, statusId: listings.statusId })
      .from(listings)
      .where(and(eq(listings.userId, agencyId), inArray(listings.statusId, [3, 5])));
    const draft = hidden.find((row) => row.statusId === 3)!;
    const deleted = hidden.find((row) => row.statusId === 5)!;
    for (const other of [foreign!.id, draft.id, deleted.id, 2_000_000_000]) {
      const response = await usage({ ids: [own!.id, other] });
      expect(response.statusCode, String(other)).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
  });

  it('refuses an empty or oversized ids array and ids that are not positive integers (400)', async () => {
    const tooMany = Array.from({ length: PRODUCT_USAGE_IDS_MAX + 1 }, (_, index) => index + 1);
    for (const body of [{ ids: [] }, { ids: tooMany }, {}, { ids: [0] }, { ids: ['1'] }]) {
      const response = await usage(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', messageKey: MSG.invalid });
    }
  });

  it('refuses an inactive user (403) and a visitor (401)', async () => {
    const [own] = await listedOf(agencyId);
    const inactive = await usage({ ids: [own!.id] }, await t.login('inactive@example.be'));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    expect((await usage({ ids: [own!.id] }, null)).statusCode).toBe(401);
  });
});
