import type {
  CurrentUser,
  FixedPriceState,
  Order,
  ProductLifecycleState,
  SlotProduct,
  UserProduct,
} from '@app/contract';
import { ACTIVATION, addDays, brusselsToday, ERR, MSG, routePath } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { bearer, FEED_TOKEN } from '../../test/feed';
import { TEST_ADDRESSEE } from '../../test/idempotent-orders';
import { outboxMails } from '../../test/mail';
import { productStartJob } from '../../jobs/product-start.job';
import { productsOf } from './products.service';

const OWNER = 'software@example.be';
let t: TestApp;
let cookie: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  cookie = await t.login(OWNER);
  // The owner reads French: the mail must follow the owner's language, not the call's (nl).
  await t.db.execute(sql`update users set language = 'fr' where email = ${OWNER}`);
  [{ id: ownerId }] = (await queryRows(
    t.db,
    z.object({ id: z.number() }),
    sql`select id from users where email = ${OWNER}`,
  )) as [{ id: number }];
});
afterAll(() => t.close());

const session = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/nl/api/core/${path}`,
    headers: { cookie, ...t.csrfHeaders },
    ...(payload ? { payload } : {}),
  });
const activate = (product: string, payload: object, userId = ownerId) =>
  t.app.inject({
    method: 'PUT',
    url: `/nl/api/core/internal/users/${userId}/products/${product}/activation`,
    headers: bearer(),
    payload,
  });
const summary = async (): Promise<Record<string, UserProduct>> => {
  const response = await session('GET', 'my-products');
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    response.json<{ data: UserProduct[] }>().data.map((product) => [product.code, product]),
  );
};
const mailsTo = async (email: string) => (await outboxMails(t)).filter((mail) => mail.to === email);
const publishedListings = async () =>
  (
    await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from listings where user_id = ${ownerId} and status_id = 1 order by id`,
    )
  ).map((row) => row.id);
/** Time passes for the owner: the products' periods and the orders move `days` into the past. */
async function daysPass(days: number) {
  await t.db.execute(sql`update user_products set start_date = start_date - ${days}::int,
    end_date = end_date - ${days}::int where user_id = ${ownerId}`);
  await t.db.execute(sql`update fixed_price_contracts set start_date = start_date - ${days}::int,
    end_date = end_date - ${days}::int where user_id = ${ownerId}`);
  await t.db.execute(sql`update orders set created_at = created_at - make_interval(days => ${days}::int)
    where user_id = ${ownerId}`);
}

describe('the product lifecycle: order, pending, active, used, expired', () => {
  it('walks a Starter pack through every state the summary shows', async () => {
    const today = brusselsToday();
    // Ordered: the pack's four products wait for activation.
    const ordered = await session('POST', 'my-products/order', {
      type: 'product',
      product: 'bestOf',
      package: 'pack-starter',
      remarks: null,
      termsAccepted: true,
      invoice: TEST_ADDRESSEE,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await summary()).bestOf).toMatchObject({ activation: ACTIVATION.pendingActivation, slots: 10 });

    // The back office activates any product of the pack: the four move, and the owner is mailed once.
    const period = { activation: ACTIVATION.active, startDate: today, endDate: addDays(today, 30) };
    const active = await activate('color', period);
    expect(active.statusCode, active.body).toBe(200);
    const states = active.json<{ data: ProductLifecycleState[] }>().data;
    expect(states.map((state) => state.product).sort()).toEqual([
      'bestOf',
      'color',
      'emailAlertPro',
      'proDirectory',
    ]);
    for (const state of states) {
      expect(state).toMatchObject({
        activation: ACTIVATION.active,
        startDate: today,
        endDate: period.endDate,
      });
    }
    const [mail, ...more] = await mailsTo(OWNER);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Vos produits sont actifs');
    expect(mail!.text).toContain('Best Of');
    expect(mail!.text).toContain('PRO Directory');
    expect(mail!.text).toContain(`${t.config.publicUrl}${routePath('products-summary', 'fr')}`);

    // The same call again changes nothing, mails nothing and answers the same.
    const again = await activate('color', period);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(active.json());
    expect(await mailsTo(OWNER)).toHaveLength(1);
    expect((await summary()).bestOf).toMatchObject({ activation: ACTIVATION.active, used: 0 });

    // Used: the owner fills every Best Of slot; one more is refused.
    expect(
      (await session('PATCH', 'my-products/bestof/autoselect', { selection: 'MANUAL' })).statusCode,
    ).toBe(200);
    const listings = await publishedListings();
    expect(listings.length).toBeGreaterThan(10);
    for (const id of listings.slice(0, 10)) {
      const picked = await session('POST', `my-products/announcement/${id}/bestof`);
      expect(picked.statusCode, picked.body).toBe(200);
    }
    const full = await session('POST', `my-products/announcement/${listings[10]}/bestof`);
    expect(full.json()).toEqual({ error: 'slots_full', messageKey: ERR.slotsFull });
    expect((await summary()).bestOf).toMatchObject({ activation: ACTIVATION.active, used: 10, slots: 10 });

    // Expired: the period ended. The summary says so, the slots stop working, and the pack can be
    // ordered again; the back office cannot activate it again without that order.
    await daysPass(31);
    const expired = await summary();
    for (const code of ['bestOf', 'color', 'emailAlertPro', 'proDirectory']) {
      expect(expired[code]!.activation, code).toBe(ACTIVATION.expired);
    }
    const bestOf = (await session('GET', 'my-products/bestof')).json<{ data: SlotProduct }>().data;
    expect(bestOf).toMatchObject({ activation: ACTIVATION.expired, manualAllowed: false });
    const refused = await activate('bestOf', { ...period, endDate: addDays(today, 60) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'transition_refused',
      messageKey: ERR.productTransitionRefused,
      values: { from: 'Verlopen', to: 'Actief' },
    });
    const reordered = await session('POST', 'my-products/order', {
      type: 'product',
      product: 'color',
      package: 'pack-starter',
      remarks: null,
      termsAccepted: true,
      invoice: TEST_ADDRESSEE,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<{ data: Order }>().data.package).toBe('pack-starter');
    expect((await summary()).color).toMatchObject({ activation: ACTIVATION.pendingActivation });
  });
});

describe('PUT internal/users/:userId/products/:product/activation', () => {
  it('refuses what the state does not allow, with the states named, and changes nothing', async () => {
    // The demo's other agency: Lead Generator expired, Property Advisor asked about.
    const [{ id }] = (await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from users where email = 'info@desmetvastgoed.be'`,
    )) as [{ id: number }];
    const today = brusselsToday();
    const period = { activation: ACTIVATION.active, startDate: today, endDate: null };
    const expired = await activate('leadGenerator', period, id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({
      error: 'transition_refused',
      messageKey: ERR.productTransitionRefused,
      values: { from: 'Verlopen', to: 'Actief' },
    });
    expect((await activate('propertyAdvisor', period, id)).statusCode).toBe(409);
    expect((await activate('leadGenerator', { activation: ACTIVATION.suspended }, id)).statusCode).toBe(409);
    // Never ordered: nothing to move.
    const none = await activate('fixedPrice', period, id);
    expect(none.statusCode).toBe(404);
    expect((await activate('wallpaper', period, 2_000_000_000)).statusCode).toBe(404);
    expect(await mailsTo('info@desmetvastgoed.be')).toEqual([]);
  });

  it('suspends, resumes and cancels a product, each call once', async () => {
    const today = brusselsToday();
    const ordered = await session('POST', 'my-products/order', {
      type: 'product',
      product: 'leadGenerator',
      package: 'lead-generator',
      remarks: null,
      termsAccepted: true,
      invoice: TEST_ADDRESSEE,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const suspendPending = await activate('leadGenerator', { activation: ACTIVATION.suspended });
    expect(suspendPending.statusCode).toBe(409);

    const period = { activation: ACTIVATION.active, startDate: addDays(today, -2), endDate: null };
    expect((await activate('leadGenerator', period)).statusCode).toBe(200);
    const moved = await activate('leadGenerator', { ...period, endDate: addDays(today, 300) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({
      error: 'activated_for_another_period',
      messageKey: ERR.productActivatedForAnotherPeriod,
      values: { start: period.startDate, end: '–' },
    });
    const suspended = await activate('leadGenerator', { activation: ACTIVATION.suspended });
    expect(suspended.json()).toEqual({
      data: [
        {
          product: 'leadGenerator',
          activation: ACTIVATION.suspended,
          startDate: period.startDate,
          endDate: null,
        },
      ],
    });
    expect((await activate('leadGenerator', { activation: ACTIVATION.suspended })).json()).toEqual(
      suspended.json(),
    );
    expect((await summary()).leadGenerator!.activation).toBe(ACTIVATION.suspended);

    const mails = (await mailsTo(OWNER)).length;
    const resumed = await activate('leadGenerator', { ...period, startDate: today });
    expect(resumed.json<{ data: ProductLifecycleState[] }>().data[0]!.activation).toBe(ACTIVATION.active);
    expect(await mailsTo(OWNER)).toHaveLength(mails + 1);

    const cancelled = await activate('leadGenerator', { activation: ACTIVATION.cancelled });
    expect(cancelled.json<{ data: ProductLifecycleState[] }>().data[0]!.activation).toBe(
      ACTIVATION.cancelled,
    );
    expect((await activate('leadGenerator', { activation: ACTIVATION.cancelled })).statusCode).toBe(200);
    const refused = await activate('leadGenerator', { ...period, startDate: today });
    expect(refused.json()).toMatchObject({ error: 'transition_refused', values: { from: 'Stopgezet' } });
  });

  it('activates a fixed-price package from a later day: pending until then, mailed on that day', async () => {
    const today = brusselsToday();
    const ordered = await session('POST', 'my-products/order', {
      type: 'product',
      product: 'fixedPrice',
      package: 'fixed-10',
      remarks: null,
      termsAccepted: true,
      invoice: TEST_ADDRESSEE,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const start = addDays(today, 3);
    const mails = (await mailsTo(OWNER)).length;
    const scheduled = await activate('fixedPrice', {
      activation: ACTIVATION.active,
      startDate: start,
      endDate: null,
    });
    expect(scheduled.json()).toEqual({
      data: [
        { product: 'fixedPrice', activation: ACTIVATION.pendingActivation, startDate: start, endDate: null },
      ],
    });
    const contract = async () =>
      (await session('GET', 'my-products/fixed-price')).json<{ data: FixedPriceState }>().data.contract;
    expect(await contract()).toMatchObject({ activation: ACTIVATION.pendingActivation, startDate: start });
    expect(await mailsTo(OWNER)).toHaveLength(mails);

    await t.runJob(productStartJob, { now: new Date(`${start}T06:00:00Z`) });
    const [mail] = (await mailsTo(OWNER)).slice(mails);
    expect(mail!.subject).toBe('Votre produit est actif');
    expect(mail!.text).toContain('Forfait');
    await daysPass(3);
    expect(await contract()).toMatchObject({ activation: ACTIVATION.active });
  });

  it('validates the period and the product, and wants the service token', async () => {
    const today = brusselsToday();
    const backwards = await activate('wallpaper', {
      activation: ACTIVATION.active,
      startDate: today,
      endDate: addDays(today, -1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { endDate: MSG.dateOrder } });
    const yearZero = await activate('wallpaper', {
      activation: ACTIVATION.active,
      startDate: '0000-01-01',
      endDate: null,
    });
    expect(yearZero.json()).toMatchObject({ fields: { startDate: MSG.invalid } });
    expect((await activate('proFirst', { activation: ACTIVATION.suspended })).statusCode).toBe(400);
    expect((await activate('wallpaper', { activation: ACTIVATION.expired })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/nl/api/core/internal/users/${ownerId}/products/wallpaper/activation`,
      headers: { cookie, ...t.csrfHeaders },
      payload: { activation: ACTIVATION.cancelled },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the product-start job', () => {
  const OTHER = 'info@desmetvastgoed.be';
  /** 07:00 in Brussels on `day` (winter: UTC+1). */
  const morningOf = (day: string) => new Date(`${day}T06:00:00Z`);

  it("shows the demo's pack pending until its start day, then active, and mails the agency that day, once", async () => {
    const other = await t.login(OTHER);
    const me = await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie: other } });
    const user = me.json<{ data: CurrentUser }>().data;
    const [{ start }] = (await queryRows(
      t.db,
      z.object({ start: z.string() }),
      sql`select start_date::text as start from user_products
        where code = 'bestOf' and user_id = ${user.id}`,
    )) as [{ start: string }];
    expect(start > brusselsToday()).toBe(true);
    const stateOn = async (day: string) =>
      (await productsOf(t.db, user, morningOf(day))).find((product) => product.code === 'bestOf')!.activation;

    expect(await stateOn(addDays(start, -1))).toBe(ACTIVATION.pendingActivation);
    await t.runJob(productStartJob, { now: morningOf(addDays(start, -1)) });
    expect(await mailsTo(OTHER)).toEqual([]);

    expect(await stateOn(start)).toBe(ACTIVATION.active);
    await t.runJob(productStartJob, { now: morningOf(start) });
    await t.runJob(productStartJob, { now: new Date(morningOf(start).getTime() + 3600_000) });
    await t.runJob(productStartJob, { now: morningOf(addDays(start, 1)) });
    const mails = await mailsTo(OTHER);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Uw producten zijn actief');
    for (const name of ['Best Of', 'Achtergrondkleur', 'Email Alert PRO', 'PRO Directory']) {
      expect(mails[0]!.text).toContain(name);
    }
  });
});
