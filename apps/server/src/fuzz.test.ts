import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from './test/app';
import { createTestApp, queryRows } from './test/app';
import { bearer, FEED_TOKEN } from './test/feed';
import type { OpenApiDocument } from './test/fuzz-cases';
import { casesOf, operationsOf } from './test/fuzz-cases';

/** FUZZ_SEED and FUZZ_CASES replay a failure or search longer; CI runs the defaults. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 12);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN, rateLimitPerMinute: 1_000_000 } });
});
afterAll(() => t.close());

/**
 * Issue 13: every operation of the OpenAPI document, so an endpoint is fuzzed the day it is declared,
 * gets plausible and hostile requests as the agency and as a private user (the feed's with its token);
 * whatever they send, the answer is never a 5xx.
 */
describe('fuzzing from the OpenAPI document', () => {
  it('answers no request of any operation with a 5xx', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    // Real ids of the demo data beside made-up ones, so that cases reach past the 404.
    const ids = (
      await queryRows(
        t.db,
        z.object({ id: z.number() }),
        sql`(select id from listings order by id limit 3) union (select id from orders order by id limit 3)
            union (select id from saved_searches order by id limit 3)`,
      )
    ).map((row) => String(row.id));

    const statuses: Record<number, number> = {};
    const failures: { label: string; status: number; body: unknown; answer: string }[] = [];
    for (const [index, operation] of operations.entries()) {
      // A fresh session per operation: a case may have logged out or ended the session.
      const sessions = [await t.login('agency@example.be'), await t.login('private@example.be')];
      const cases = casesOf(operation, document, { seed: SEED + index, count: CASES_PER_OPERATION, ids });
      for (const [caseIndex, fuzz] of cases.entries()) {
        const response = await t.app.inject({
          method: fuzz.method as 'GET',
          url: fuzz.url,
          headers: {
            cookie: sessions[caseIndex % 2]!,
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            ...(fuzz.url.includes('/internal/') ? bearer() : {}),
            ...(fuzz.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(fuzz.body === undefined ? {} : { payload: JSON.stringify(fuzz.body) }),
        });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) {
          failures.push({
            label: `${fuzz.label} ${fuzz.url}`,
            status: response.statusCode,
            body: fuzz.body,
            answer: response.body.slice(0, 300),
          });
        }
      }
    }
    process.stdout.write(
      `fuzzed ${operations.length} operations, ${operations.length * CASES_PER_OPERATION} requests: ${JSON.stringify(statuses)}\n`,
    );
    expect(failures).toEqual([]);
    // The cases reach the handlers: many are accepted, not all refused at the door.
    expect(statuses[200] ?? 0).toBeGreaterThan(operations.length);
  }, 600_000);
});
