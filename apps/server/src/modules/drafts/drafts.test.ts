import type { ApiErrorBody, ProjectDraft, PropertyDraft } from '@app/contract';
import { ERR } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, projectModels, projects, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'agency@example.be',
    'software@example.be',
    'private@example.be',
    'notary@example.be',
  ]) {
    cookies[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const userId = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
};
const get = (path: string, email = 'agency@example.be') =>
  t.app.inject({ url: `/nl/api/core/${path}`, headers: { cookie: cookies[email]! } });
const remove = (path: string, email = 'agency@example.be') =>
  t.app.inject({
    method: 'DELETE',
    url: `/nl/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
  });
const propertyDraftRows = async (email: string) =>
  t.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, await userId(email)), eq(listings.statusId, 3)));
const projectDraftRows = async (email: string) =>
  t.db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, await userId(email)), eq(projects.statusId, 3)));
const notFoundBody: ApiErrorBody = { error: 'not_found', messageKey: ERR.notFound };
const forbiddenBody: ApiErrorBody = { error: 'forbidden', messageKey: ERR.forbidden };
const softwareBody: ApiErrorBody = {
  error: 'software_drafts',
  messageKey: ERR.softwareDrafts,
  values: { software: 'Whise' },
};

describe('GET my-drafts/properties and my-drafts/projects', () => {
  it("lists the caller's property drafts, last changed first, with what the ad editor needs", async () => {
    const rows = await propertyDraftRows('agency@example.be');
    expect(rows.length).toBeGreaterThan(0);
    const response = await get('my-drafts/properties');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: PropertyDraft[] }>();
    const newestFirst = [...rows].sort(
      (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id,
    );
    expect(data.map((draft) => draft.id)).toEqual(newestFirst.map((row) => row.id));
    const row = newestFirst[0]!;
    expect(data[0]).toEqual({
      id: row.id,
      vlancode: row.vlancode,
      transactionType: row.transactionType,
      propertyType: row.propertyType,
      yourReference: row.yourReference,
      price: row.priceCents === null ? null : row.priceCents / 100,
      street: row.street,
      number: row.houseNumber,
      box: row.box,
      zipcode: row.zip,
      city: row.city,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  });

  it("lists the caller's project drafts with their model count", async () => {
    const rows = await projectDraftRows('agency@example.be');
    expect(rows.length).toBeGreaterThan(0);
    const { data } = (await get('my-drafts/projects')).json<{ data: ProjectDraft[] }>();
    expect(data.map((draft) => draft.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const draft of data) {
      const modelRows = await t.db.select().from(projectModels).where(eq(projectModels.projectId, draft.id));
      expect(draft.modelCount).toBe(modelRows.length);
    }
  });

  it('gives a private user only its own drafts', async () => {
    const rows = await propertyDraftRows('private@example.be');
    const { data } = (await get('my-drafts/properties', 'private@example.be')).json<{
      data: PropertyDraft[];
    }>();
    expect(data.map((draft) => draft.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const projectsOfPrivate = await get('my-drafts/projects', 'private@example.be');
    expect(projectsOfPrivate.json<{ data: ProjectDraft[] }>().data).toEqual([]);
  });

  it('refuses users with software (403, naming the software) on every drafts endpoint, and Notaires on project drafts', async () => {
    const [agencyDraft] = await propertyDraftRows('agency@example.be');
    const [agencyProjectDraft] = await projectDraftRows('agency@example.be');
    for (const response of [
      await get('my-drafts/properties', 'software@example.be'),
      await get('my-drafts/projects', 'software@example.be'),
      await remove(`my-drafts/property/${agencyDraft!.id}`, 'software@example.be'),
      await remove(`my-drafts/project/${agencyProjectDraft!.id}`, 'software@example.be'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>()).toEqual(softwareBody);
    }
    const notary = await get('my-drafts/projects', 'notary@example.be');
    expect(notary.statusCode).toBe(403);
    expect(notary.json<ApiErrorBody>()).toEqual(forbiddenBody);
    expect((await get('my-drafts/properties', 'notary@example.be')).statusCode).toBe(200);
  });
});

describe('DELETE my-drafts/property/:id and my-drafts/project/:id', () => {
  it('deletes a property draft: it is gone from the list and the database', async () => {
    const [draft] = await propertyDraftRows('agency@example.be');
    const response = await remove(`my-drafts/property/${draft!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect(await t.db.select().from(listings).where(eq(listings.id, draft!.id))).toEqual([]);
    const { data } = (await get('my-drafts/properties')).json<{ data: PropertyDraft[] }>();
    expect(data.some((item) => item.id === draft!.id)).toBe(false);
    expect((await remove(`my-drafts/property/${draft!.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for a published listing, someone else's draft and an absent id", async () => {
    const agency = await userId('agency@example.be');
    const [publishedListing] = await t.db
      .select()
      .from(listings)
      .where(and(eq(listings.userId, agency), eq(listings.statusId, 1)));
    const [privateDraft] = await propertyDraftRows('private@example.be');
    const [agencyDraft] = await propertyDraftRows('agency@example.be');
    const attempts: Array<[number, string]> = [
      [publishedListing!.id, 'agency@example.be'],
      [agencyDraft!.id, 'private@example.be'],
      [999_999, 'agency@example.be'],
    ];
    if (privateDraft) attempts.push([privateDraft.id, 'agency@example.be']);
    for (const [id, email] of attempts) {
      const response = await remove(`my-drafts/property/${id}`, email);
      expect(response.statusCode, `${id} ${email}`).toBe(404);
      expect(response.json<ApiErrorBody>()).toEqual(notFoundBody);
    }
    expect(await t.db.select().from(listings).where(eq(listings.id, publishedListing!.id))).toHaveLength(1);
    expect(await t.db.select().from(listings).where(eq(listings.id, agencyDraft!.id))).toHaveLength(1);
  });

  it('deletes a project draft with its models; a published project answers 404', async () => {
    const agency = await userId('agency@example.be');
    const [publishedProject] = await t.db
      .select()
      .from(projects)
      .where(and(eq(projects.userId, agency), eq(projects.statusId, 1)));
    const notDraft = await remove(`my-drafts/project/${publishedProject!.id}`);
    expect(notDraft.statusCode).toBe(404);
    expect(notDraft.json<ApiErrorBody>()).toEqual(notFoundBody);
    const [draft] = await projectDraftRows('agency@example.be');
    expect((await remove(`my-drafts/project/${draft!.id}`, 'private@example.be')).statusCode).toBe(404);
    const response = await remove(`my-drafts/project/${draft!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(projects).where(eq(projects.id, draft!.id))).toEqual([]);
    expect(await t.db.select().from(projectModels).where(eq(projectModels.projectId, draft!.id))).toEqual([]);
    expect(await t.db.select().from(projects).where(eq(projects.id, publishedProject!.id))).toHaveLength(1);
  });
});
