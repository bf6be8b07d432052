import { ERR } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';
import type { Agency } from '../../../test/burst';
import { BURST, burst, countRows, newAgencies, refusalKeys, REPEATED, ROUNDS } from '../../../test/burst';

/*
 * An account keeps a way to log in, even when its links are removed in parallel (issue 45,
 * decision 053): without a password, of two linked providers unlinked at once, one stays.
 */

let t: TestApp;
let agency: Agency;

beforeAll(async () => {
  t = await createTestApp();
  // The new agency has no password: its identities are its only ways in.
  agency = (await newAgencies(t, 1, 'connections'))[0]!;
});
afterAll(() => t.close());

const PROVIDERS = ['google', 'facebook'] as const;
const unlink = (provider: (typeof PROVIDERS)[number]) =>
  t.app.inject({
    method: 'PUT',
    url: `/nl/api/core/my-profile/user/${agency.id}/${provider}-connect`,
    headers: { ...t.csrfHeaders, cookie: agency.cookie },
    payload: { action: 'unlink' },
  });

describe('the last way to log in', () => {
  it(`stays when ${BURST} unlinks of both providers arrive at once, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`delete from identities where user_id = ${agency.id}`);
      for (const provider of PROVIDERS)
        await t.db.execute(sql`insert into identities (user_id, provider, subject)
          values (${agency.id}, ${provider}, ${`burst-${provider}-${round}`})`);
      const responses = await burst(BURST, (i) => unlink(PROVIDERS[i % 2]!));
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from identities where user_id = ${agency.id}
          and revoked_at is null`,
        ),
      ).toBe(1);
      // The link that stayed answers 409 to every unlink that came after the other one's.
      const refused = refusalKeys(responses);
      expect(refused.length).toBeGreaterThan(0);
      expect(new Set(refused)).toEqual(new Set([ERR.lastLoginMethod]));
    }
  });
});
