import type { SavedSearch, SaveSearchBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { REPEATED } from '../../test/burst';
import { call } from '../../test/call';
import { expectConditionalWrites } from '../../test/conditional';

/*
 * Two tabs on one saved search (issue 45, decision 055): the search form saves only over the version
 * the list showed it at; a save from an out-of-date page answers 412 and overwrites nothing.
 */

let t: TestApp;
let buyer: string;
let agency: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('private@example.be');
  agency = await t.login('agency@example.be');
});
afterAll(() => t.close());

const body = (name: string, postcode = '8370'): SaveSearchBody => ({
  name,
  criteria: { transactionType: 'rent', propertyTypes: ['garage'], postcodes: [postcode] },
});

const create = async (cookie: string, postcode?: string): Promise<SavedSearch> => {
  const response = await call(t, cookie, endpoints.createSavedSearch, { body: body('Garage', postcode) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedSearch }>().data;
};

/** The version of the search as the list shows it (the GET that feeds the form). */
const versionInList = async (id: number): Promise<string> => {
  const response = await call(t, buyer, endpoints.listMySavedSearches, { query: { pageSize: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<{ data: SavedSearch[] }>().data.find((search) => search.id === id);
  return found!.etag;
};

describe('PUT my-saved-searches/:id is conditional', () => {
  it(`428, 200 with the new ETag, 412 from the page before, 404, one of a burst ${REPEATED}`, async () => {
    const { id } = await create(buyer);
    const theirs = await create(agency);
    const ifMatch = (value?: string) => (value === undefined ? {} : { headers: { 'if-match': value } });
    await expectConditionalWrites({
      open: () => versionInList(id),
      write: (n, version) =>
        call(t, buyer, endpoints.updateSavedSearch, {
          params: { id },
          body: body(`V-${n}`),
          ...ifMatch(version),
        }),
      holds: async (n) =>
        (
          await t.db.select({ name: savedSearches.name }).from(savedSearches).where(eq(savedSearches.id, id))
        )[0]!.name === `V-${n}`,
      foreign: (version) =>
        call(t, buyer, endpoints.updateSavedSearch, {
          params: { id: theirs.id },
          body: body('Mine'),
          ...ifMatch(version),
        }),
    });
  });

  it('keeps its version when an alert is switched or the search is run on the portal', async () => {
    const search = await create(buyer, '8300');
    const digest = await call(t, buyer, endpoints.enableEmailDigest, { params: { id: search.id } });
    expect(digest.json<{ data: SavedSearch }>().data.etag).toBe(search.etag);
    await t.db.update(savedSearches).set({ lastSearchAt: new Date() }).where(eq(savedSearches.id, search.id));
    expect(await versionInList(search.id)).toBe(search.etag);
    // So a form opened before the switch still saves.
    const saved = await call(t, buyer, endpoints.updateSavedSearch, {
      params: { id: search.id },
      body: body('Garage aan zee', '8300'),
      headers: { 'if-match': search.etag },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: SavedSearch }>().data.etag).toBe(saved.headers.etag);
  });
});
