import { randomBytes } from 'node:crypto';
import { EMAIL_LINK_LIMIT, ERR, USER_STATUS_ACTIVE, USER_STATUS_UNCONFIRMED } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EmailTokenPurpose } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import type { Agency } from '../../test/burst';
import {
  BURST,
  burst,
  countRows,
  newAgencies,
  refusalKeys,
  REPEATED,
  ROUNDS,
  statusCounts,
} from '../../test/burst';
import { hashToken } from './auth.service';

/*
 * The e-mails a user can trigger and the single-use links they carry, under bursts of parallel
 * requests (issue 45, decision 053): at most EMAIL_LINK_LIMIT.perKind mails of a kind per window, each
 * with its token; a link's token is used by one request only.
 */

let t: TestApp;
let agencies: Agency[];
let next = 0;
const freshAgency = () => agencies[next++]!;

beforeAll(async () => {
  t = await createTestApp();
  agencies = await newAgencies(t, 5 + ROUNDS, 'mail');
});
afterAll(() => t.close());

const send = (agency: Agency, method: 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/nl/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie: agency.cookie },
    ...(payload ? { payload } : {}),
  });

const IdRow = z.object({ id: z.number() });

/** A search of the agency's whose e-mail alert is off, its address not confirmed for alerts. */
async function newSearch(agency: Agency): Promise<number> {
  const [row] = await queryRows(
    t.db,
    IdRow,
    sql`insert into saved_searches (user_id, name, transaction_type, property_types, postcodes, unsubscribe_token)
      values (${agency.id}, 'Burst', 'sale', '{house}', '{9000}', ${randomBytes(24).toString('base64url')})
      returning id`,
  );
  return row!.id;
}

const tokens = (agency: Agency, purpose: EmailTokenPurpose) =>
  countRows(
    t,
    sql`select count(*)::int as n from email_tokens where user_id = ${agency.id} and purpose = ${purpose}`,
  );
const mailsTo = (agency: Agency) =>
  countRows(
    t,
    sql`select count(*)::int as n from mail_outbox where "to" = (select email from users where id = ${agency.id})`,
  );

/** `BURST` requests at once, ROUNDS times, each round a window later: perKind mails each round. */
async function expectThrottled(
  agency: Agency,
  purpose: EmailTokenPurpose,
  request: () => Promise<LightMyRequestResponse>,
) {
  const limit = EMAIL_LINK_LIMIT.perKind;
  for (let round = 0; round < ROUNDS; round += 1) {
    const [mails, links] = [await mailsTo(agency), await tokens(agency, purpose)];
    const responses = await burst(BURST, request);
    expect(statusCounts(responses)).toEqual({ 200: limit, 429: BURST - limit });
    expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.tooManyEmails]));
    expect(await mailsTo(agency)).toBe(mails + limit);
    expect(await tokens(agency, purpose)).toBe(links + limit);
    // The next round starts a window later.
    await t.db
      .execute(sql`update email_tokens set created_at = created_at - make_interval(mins => ${EMAIL_LINK_LIMIT.windowMinutes})
      where user_id = ${agency.id}`);
  }
}

describe(`e-mails a user triggers: ${EMAIL_LINK_LIMIT.perKind} of a kind per window, even in a burst`, () => {
  it('address confirmations', async () => {
    const agency = freshAgency();
    await t.db.execute(sql`update users set status = ${USER_STATUS_UNCONFIRMED}, email_confirmed_at = null
      where id = ${agency.id}`);
    await expectThrottled(agency, 'confirm-email', () =>
      send(agency, 'PUT', 'my-profile/init-confirm-email'),
    );
  });

  it('account deletion links', async () => {
    const agency = freshAgency();
    await expectThrottled(agency, 'delete-account', () =>
      send(agency, 'DELETE', 'my-profile/user', { confirm: true }),
    );
  });

  it('alert address confirmations', async () => {
    const agency = freshAgency();
    const search = await newSearch(agency);
    await expectThrottled(agency, 'confirm-alerts', () =>
      send(agency, 'PUT', `my-saved-searches/${search}/enable/email-notification`),
    );
  });
});

/** A link of the agency's that the test knows the token of (the mail's is only in its text). */
async function newLink(agency: Agency, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.execute(sql`insert into email_tokens (token_hash, user_id, purpose, expires_at)
    values (${hashToken(token)}, ${agency.id}, ${purpose}, now() + interval '1 hour')`);
  return token;
}

/** `BURST` uses of one link at once: one succeeds, the others find it used (400). */
async function expectUsedOnce(request: () => Promise<LightMyRequestResponse>) {
  const responses = await burst(BURST, request);
  expect(statusCounts(responses)).toEqual({ 200: 1, 400: BURST - 1 });
  expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.tokenInvalid]));
}

describe('single-use links: one use of a link, even in a burst', () => {
  it(`confirms an address by one of ${BURST} uses of its link, ${REPEATED}`, async () => {
    const agency = freshAgency();
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`update users set status = ${USER_STATUS_UNCONFIRMED}, email_confirmed_at = null
        where id = ${agency.id}`);
      const token = await newLink(agency, 'confirm-email');
      await expectUsedOnce(() =>
        t.app.inject({
          method: 'PUT',
          url: '/nl/api/core/auth/confirm-email',
          headers: t.csrfHeaders,
          payload: { token },
        }),
      );
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from users where id = ${agency.id} and status = ${USER_STATUS_ACTIVE}`,
        ),
      ).toBe(1);
    }
  });

  it(`confirms an alert address by one of ${BURST} uses of its link, ${REPEATED}`, async () => {
    const agency = freshAgency();
    const search = await newSearch(agency);
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`delete from alert_addresses where user_id = ${agency.id}`);
      const token = await newLink(agency, 'confirm-alerts');
      await expectUsedOnce(() =>
        send(agency, 'PUT', `my-saved-searches/${search}/confirm/email-notification`, { token }),
      );
      expect(
        await countRows(t, sql`select count(*)::int as n from alert_addresses where user_id = ${agency.id}`),
      ).toBe(1);
    }
  });

  it(`deletes an account by one of ${BURST} uses of its link, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const agency = freshAgency();
      const token = await newLink(agency, 'delete-account');
      await expectUsedOnce(() =>
        t.app.inject({
          method: 'PUT',
          url: '/nl/api/core/auth/confirm-deletion',
          headers: t.csrfHeaders,
          payload: { token },
        }),
      );
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from users where id = ${agency.id} and deleted_at is not null`,
        ),
      ).toBe(1);
    }
  });
});
