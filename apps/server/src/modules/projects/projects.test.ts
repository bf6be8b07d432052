import type {
  ApiErrorBody,
  Paging,
  Project,
  ProjectFilterInput,
  ProjectModel,
  Property,
} from '@app/contract';
import { brusselsToday, ERR } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, projectModels, projects, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
type ProjectRow = typeof projects.$inferSelect;
/** The demo agency's projects as the database holds them: the tests' independent truth. */
let agencyProjects: ProjectRow[];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'agency@example.be',
    'notary@example.be',
    'software@example.be',
    'private@example.be',
  ]) {
    cookies[email] = await t.login(email);
  }
  const [agency] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'agency@example.be'));
  agencyProjects = await t.db.select().from(projects).where(eq(projects.userId, agency!.id));
});
afterAll(() => t.close());

const asUser = (email: string) => ({ cookie: cookies[email]! });
const list = (body: ProjectFilterInput = {}, email = 'agency@example.be') =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-projects',
    headers: { ...t.csrfHeaders, ...asUser(email) },
    payload: body,
  });
const models = (id: number, email = 'agency@example.be') =>
  t.app.inject({ url: `/nl/api/core/my-projects/${id}/models`, headers: asUser(email) });
const units = (id: number, modelId: number, email = 'agency@example.be') =>
  t.app.inject({
    url: `/nl/api/core/my-projects/${id}/model/${modelId}/subproperties`,
    headers: asUser(email),
  });
const changeStatus = (id: number, requestedStatus: string, email = 'agency@example.be') =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/my-projects/${id}/status`,
    headers: { ...t.csrfHeaders, ...asUser(email) },
    payload: { requestedStatus },
  });

const listedUnits = async (where: { projectId?: number; modelId?: number }) =>
  (await t.db.select().from(listings))
    .filter((row) => ![3, 5].includes(row.statusId))
    .filter((row) => where.projectId === undefined || row.projectId === where.projectId)
    .filter((row) => where.modelId === undefined || row.modelId === where.modelId);
const published = () => agencyProjects.filter((row) => ![3, 5].includes(row.statusId));
const notFoundBody: ApiErrorBody = { error: 'not_found', messageKey: ERR.notFound };

describe('POST my-projects', () => {
  it('lists the agency projects without drafts, with model and unit counts from the database', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const { data, paging } = response.json<{ data: Project[]; paging: Paging }>();
    const expected = published();
    expect(expected.length).toBeGreaterThan(0);
    expect(paging).toMatchObject({ page: 1, total: expected.length, totalPages: 1 });
    expect(data.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
    for (const item of data) {
      const row = expected.find((candidate) => candidate.id === item.id)!;
      const rowModels = await t.db.select().from(projectModels).where(eq(projectModels.projectId, row.id));
      expect(item).toMatchObject({
        vlancode: row.vlancode,
        reference: row.reference,
        name: row.name,
        status: { id: row.statusId },
        city: row.city,
        zipcode: row.zip,
        onlineDate: row.onlineDate,
        createdAt: row.createdAt.toISOString(),
        modelCount: rowModels.length,
        unitCount: (await listedUnits({ projectId: row.id })).length,
      });
      expect(item.unitCount).toBeGreaterThan(0);
    }
    // Newest first.
    const created = data.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters on status and text, and pages', async () => {
    const [first] = published();
    const byText = (await list({ q: first!.reference! })).json<{ data: Project[] }>().data;
    expect(byText.map((item) => item.id)).toEqual([first!.id]);
    const none = (await list({ statusIds: [7] })).json<{ data: Project[] }>().data;
    expect(none.every((item) => item.status.id === 7)).toBe(true);
    const paged = (await list({ pageSize: 1, page: 2 })).json<{ data: Project[]; paging: Paging }>();
    expect(paged.data).toHaveLength(1);
    expect(paged.paging).toMatchObject({
      pageSize: 1,
      total: published().length,
      totalPages: published().length,
    });
    const past = (await list({ page: 99 })).json<{ data: Project[]; paging: Paging }>();
    expect(past).toMatchObject({ data: [], paging: { total: published().length } });
    expect((await list({ statusIds: [3] })).statusCode).toBe(400);
  });

  it('gives another professional only its own (none) and refuses Notaires and private users', async () => {
    const other = (await list({}, 'software@example.be')).json<{ data: Project[] }>();
    expect(other.data).toEqual([]);
    const notary = await list({}, 'notary@example.be');
    expect(notary.statusCode).toBe(403);
    expect(notary.json<ApiErrorBody>()).toEqual({ error: 'forbidden', messageKey: ERR.forbidden });
    expect((await list({}, 'private@example.be')).statusCode).toBe(403);
  });
});

describe('GET my-projects/:id/models and .../model/:modelId/subproperties', () => {
  it('gives the models with unit counts, and each model its units as listings', async () => {
    const project = published()[0]!;
    const response = await models(project.id);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: ProjectModel[] }>();
    const rows = await t.db.select().from(projectModels).where(eq(projectModels.projectId, project.id));
    expect(data.map((model) => model.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const model of data) {
      const row = rows.find((candidate) => candidate.id === model.id)!;
      const expectedUnits = await listedUnits({ modelId: model.id });
      expect(model).toMatchObject({
        name: row.name,
        propertyType: row.propertyType,
        plannedUnitCount: row.unitCount,
        unitCount: expectedUnits.length,
        priceMin: row.priceMinCents === null ? null : row.priceMinCents / 100,
      });
      const unitResponse = await units(project.id, model.id);
      expect(unitResponse.statusCode, unitResponse.body).toBe(200);
      const unitList = unitResponse.json<{ data: Property[] }>().data;
      expect(unitList.map((unit) => unit.id).sort()).toEqual(expectedUnits.map((unit) => unit.id).sort());
      expect(unitList.every((unit) => unit.projectReference === project.reference)).toBe(true);
    }
  });

  it("answers 404 for another project's model, someone else's project, a draft and an absent one", async () => {
    const [one, two] = published();
    const [otherModel] = await t.db.select().from(projectModels).where(eq(projectModels.projectId, two!.id));
    const foreign = await units(one!.id, otherModel!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiErrorBody>()).toEqual(notFoundBody);
    expect((await models(one!.id, 'software@example.be')).statusCode).toBe(404);
    expect((await units(one!.id, otherModel!.id, 'software@example.be')).statusCode).toBe(404);
    expect((await models(999_999)).statusCode).toBe(404);
    const draft = agencyProjects.find((row) => row.statusId === 3);
    if (draft) expect((await models(draft.id)).statusCode).toBe(404);
    expect((await models(one!.id, 'notary@example.be')).statusCode).toBe(403);
    expect((await units(one!.id, otherModel!.id, 'notary@example.be')).statusCode).toBe(403);
  });
});

describe('POST my-projects/:id/status', () => {
  it('changes the status, and publishing sets an empty online date to today', async () => {
    const project = published()[0]!;
    const unpublished = await changeStatus(project.id, 'notPublished');
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json<{ data: Project }>().data.status).toEqual({ id: 2, code: 'notPublished' });
    await t.db.update(projects).set({ onlineDate: null }).where(eq(projects.id, project.id));
    const { data } = (await changeStatus(project.id, 'published')).json<{ data: Project }>();
    expect(data).toMatchObject({ status: { id: 1, code: 'published' }, onlineDate: brusselsToday() });
    expect((await changeStatus(project.id, 'option')).json<{ data: Project }>().data.status.id).toBe(7);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.statusId).toBe(7);
  });

  it('refuses sold and rented, a draft (409), ownership (404) and Notaires (403)', async () => {
    const project = published()[1]!;
    for (const status of ['sold', 'rented']) {
      expect((await changeStatus(project.id, status)).statusCode).toBe(400);
    }
    const draft = agencyProjects.find((row) => row.statusId === 3)!;
    const conflict = await changeStatus(draft.id, 'published');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<ApiErrorBody>()).toEqual({ error: 'conflict', messageKey: ERR.conflict });
    const foreign = await changeStatus(project.id, 'option', 'software@example.be');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiErrorBody>()).toEqual(notFoundBody);
    expect((await changeStatus(project.id, 'option', 'notary@example.be')).statusCode).toBe(403);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.statusId).toBe(project.statusId);
  });
});
