import type { Endpoint, ProjectAdFieldsInput, PropertyAdDraft, PropertyAdFieldsInput } from '@app/contract';
import { endpoints } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, projects, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { call } from '../../test/call';
import type { ConditionalRecord } from '../../test/conditional';
import { expectConditionalWrites } from '../../test/conditional';
import { REPEATED } from '../../test/burst';

/*
 * Two tabs on one draft (issue 45, decision 055): the ad editor saves a draft only over the version it
 * loaded it at; a save from an out-of-date page answers 412 and overwrites nothing.
 */

let t: TestApp;
let agency: string;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  buyer = await t.login('private@example.be');
});
afterAll(() => t.close());

const house: PropertyAdFieldsInput = {
  propertyType: 'house',
  transactionType: 'sale',
  yourReference: null,
  price: 345_000,
  street: 'Veldstraat',
  number: '12',
  box: null,
  zipcode: '9000',
  city: 'Gent',
  livableSurface: 140,
  bedrooms: 3,
  descriptions: { nl: 'Ruime woning.', fr: null, en: null },
};
const project: ProjectAdFieldsInput = {
  name: 'Residentie Leie',
  reference: null,
  street: 'Coupure',
  number: '100',
  zipcode: '9000',
  city: 'Gent',
  descriptions: { nl: 'Nieuwbouw.', fr: null, en: null },
};

const newPropertyDraft = async (cookie: string): Promise<number> => {
  const created = await call(t, cookie, endpoints.createPropertyDraft, { body: house });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ data: PropertyAdDraft }>().data.id;
};

/** A draft as the ad editor opens and saves it: the GET's ETag, then PUT with a change of reference. */
function draftRecord(draft: {
  read: Endpoint;
  save: Endpoint;
  id: number;
  body: (n: number) => object;
  /** The reference the database holds. */
  stored: () => Promise<string | null>;
  /** Someone else's draft, or a draft the caller may not see: who asks, and its id. */
  foreign: { cookie: string; id: number };
}): ConditionalRecord {
  const { read, save, id, body } = draft;
  const headers = (ifMatch?: string) => (ifMatch === undefined ? {} : { headers: { 'if-match': ifMatch } });
  return {
    open: async () => {
      const response = await call(t, agency, read, { params: { id } });
      expect(response.statusCode, response.body).toBe(200);
      return String(response.headers.etag);
    },
    write: (n, ifMatch) => call(t, agency, save, { params: { id }, body: body(n), ...headers(ifMatch) }),
    holds: async (n) => (await draft.stored()) === `V-${n}`,
    foreign: (ifMatch) =>
      call(t, draft.foreign.cookie, save, {
        params: { id: draft.foreign.id },
        body: body(0),
        ...headers(ifMatch),
      }),
  };
}

describe('PUT my-drafts/property/:id and my-drafts/project/:id are conditional', () => {
  it(`property draft: 428, 200 with the new ETag, 412 from the page before, 404, one of a burst ${REPEATED}`, async () => {
    const id = await newPropertyDraft(agency);
    const theirs = await newPropertyDraft(buyer);
    const reference = async () =>
      (await t.db.select({ ref: listings.yourReference }).from(listings).where(eq(listings.id, id)))[0]!.ref;
    await expectConditionalWrites(
      draftRecord({
        read: endpoints.getPropertyDraft,
        save: endpoints.updatePropertyDraft,
        id,
        body: (n) => ({ ...house, yourReference: `V-${n}` }),
        stored: reference,
        foreign: { cookie: agency, id: theirs },
      }),
    );
  });

  it(`project draft: the same rules ${REPEATED}`, async () => {
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agency@example.be'));
    const [draft] = await t.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.userId, owner!.id), eq(projects.statusId, 3)))
      .limit(1);
    const id = draft!.id;
    const reference = async () =>
      (await t.db.select({ ref: projects.reference }).from(projects).where(eq(projects.id, id)))[0]!.ref;
    await expectConditionalWrites(
      draftRecord({
        read: endpoints.getProjectDraft,
        save: endpoints.updateProjectDraft,
        id,
        body: (n) => ({ ...project, reference: `V-${n}` }),
        stored: reference,
        // The agency's draft, saved by another user.
        foreign: { cookie: buyer, id },
      }),
    );
  });
});
