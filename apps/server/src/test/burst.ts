import type { SubscriptionOrderRequestInput } from '@app/contract';
import { SESSION_COOKIE, USER_STATUS_ACTIVE } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createSession } from '../modules/auth/auth.service';
import type { TestApp } from './app';
import { queryRows } from './app';

/*
 * Bursts of parallel requests for the concurrency tests (issue 45, decision 053): on PostgreSQL the
 * requests really overlap, so a check-then-write that is not serialized lets more through than its limit.
 */

/** Requests per burst: more than the pool's 10 connections, so some wait for a connection too. */
export const BURST = 20;
/**
 * Each burst is fired this many times on PostgreSQL: a race lost once in a while must not pass unseen.
 * PGlite runs one transaction at a time, so there a burst cannot race and one round says it all.
 */
export const ROUNDS = process.env.TEST_DATABASE_URL ? 3 : 1;
/** How the tests' names say it. */
export const REPEATED = ROUNDS === 1 ? 'once' : `${ROUNDS} times over`;

/** Fires `n` requests at once and answers their responses, in the order asked. */
export const burst = (
  n: number,
  request: (index: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> => Promise.all(Array.from({ length: n }, (_, index) => request(index)));

/** How many responses had each status code, e.g. `{ 200: 3, 409: 17 }`. */
export function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** The message keys of the refused responses (every status but 200), one per response. */
export const refusalKeys = (responses: LightMyRequestResponse[]): string[] =>
  responses
    .filter((response) => response.statusCode !== 200)
    .map((response) => response.json<{ messageKey: string }>().messageKey);

const CountRow = z.object({ n: z.number() });

/** `select count(*)::int as n ...`: the number of rows the query counts. */
export async function countRows(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  return (await queryRows(t.db, CountRow, query))[0]!.n;
}

const IdRow = z.object({ id: z.number() });

export interface Agency {
  id: number;
  cookie: string;
}

/**
 * `count` new active agencies (professional users), each signed in: the demo data has too few for a
 * burst of different customers. Sessions are made directly; a login per agency would cost an Argon2
 * check each.
 */
export async function newAgencies(t: TestApp, count: number, prefix: string): Promise<Agency[]> {
  const rows = await queryRows(
    t.db,
    IdRow,
    sql`insert into users (email, status, is_pro, company_name, customer_type, language, email_confirmed_at)
      select ${prefix} || n || '@burst.example.be', ${USER_STATUS_ACTIVE}, true, 'Burst ' || n, 'agency', 'nl', now()
      from generate_series(1, ${count}::int) n
      returning id`,
  );
  return Promise.all(
    rows.map(async ({ id }) => {
      const { token } = await createSession(t.db, t.app.config.sessions, id, {
        ip: '127.0.0.1',
        userAgent: null,
        method: 'password',
      });
      return { id, cookie: `${SESSION_COOKIE}=${token}` };
    }),
  );
}

/** Whom the bursts' orders and invoices are made out to (no VAT number: nothing to check). */
export const BURST_INVOICE = {
  noVat: true,
  vatNumber: null,
  companyName: 'Burst BV',
  name: 'Jan Burst',
  street: 'Kouter',
  number: '1',
  box: null,
  postcode: '9000',
  city: 'Gent',
} satisfies SubscriptionOrderRequestInput['invoice'];

/** POST my-products/order as `cookie`'s user: the terms accepted, made out to BURST_INVOICE. */
export const placeOrder = (t: TestApp, cookie: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-products/order',
    headers: { ...t.csrfHeaders, cookie },
    payload: { termsAccepted: true, invoice: BURST_INVOICE, ...body },
  });

const ZipRow = z.object({ zip: z.string() });

/** A postcode of the localities list that nobody holds and that is not in `taken`; added to it. */
export async function freePostcode(t: TestApp, taken: Set<string>): Promise<string> {
  const rows = await queryRows(
    t.db,
    ZipRow,
    sql`select distinct c.zip from cities c
      where not exists (select 1 from territories t where t.postcode = c.zip) order by c.zip limit 200`,
  );
  const zip = rows.map((row) => row.zip).find((candidate) => !taken.has(candidate));
  if (zip === undefined) throw new Error('no free postcode left');
  taken.add(zip);
  return zip;
}
