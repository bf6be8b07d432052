import type {
  ApiErrorBody,
  ProjectAdDraft,
  ProjectAdFieldsInput,
  Property,
  PropertyAdDraft,
  PropertyAdFieldsInput,
} from '@app/contract';
import { DESCRIPTION_MAX, ERR, fieldErrors, MSG, PropertyAdFields } from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, listings, projects, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { toCurrentUser } from '../auth/auth.service';
import { createPropertyAdDraft } from './ad-editor.service';

let t: TestApp;
const cookies: Record<string, string> = {};
const EMAILS = [
  'agency@example.be',
  'software@example.be',
  'private@example.be',
  'notary@example.be',
  'inactive@example.be',
] as const;
type Email = (typeof EMAILS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of EMAILS) cookies[email] = await t.login(email);
});
afterAll(() => t.close());

const userRow = async (email: Email) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!;
};
const send = (method: 'GET' | 'POST' | 'PUT', path: string, email: Email, body?: unknown) =>
  t.app.inject({
    method,
    url: `/nl/api/core/${path}`,
    // A save over whatever version is current (If-Match: *); the versions: ad-editor-versions.test.ts.
    headers: { ...t.csrfHeaders, cookie: cookies[email]!, ...(method === 'PUT' ? { 'if-match': '*' } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const create = (body: unknown, email: Email = 'agency@example.be') =>
  send('POST', 'my-drafts/property', email, body);
const draftOf = (response: { json: <T>() => T }) => response.json<{ data: PropertyAdDraft }>().data;
const cityId = async (zip: string, name: string) => {
  const [row] = await t.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.zip, zip), eq(cities.name, name)));
  return row!.id;
};
const listingRow = async (id: number) => {
  const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
  return row!;
};

const house: PropertyAdFieldsInput = {
  propertyType: 'house',
  transactionType: 'sale',
  yourReference: 'AD-EDITOR-1',
  price: 345_000.5,
  street: 'Veldstraat',
  number: '12',
  box: '',
  zipcode: '9000',
  city: 'Gent',
  livableSurface: 140,
  bedrooms: 3,
  descriptions: { nl: 'Ruime gezinswoning met tuin.', fr: '', en: null },
};

const project: ProjectAdFieldsInput = {
  name: 'Residentie Leie',
  reference: 'PRJ-AD-1',
  street: 'Coupure',
  number: '100',
  zipcode: '9000',
  city: 'GENT',
  descriptions: { nl: 'Nieuwbouw aan het water.', fr: null, en: '' },
};

const notFoundBody: ApiErrorBody = { error: 'not_found', messageKey: ERR.notFound };

describe('POST, GET and PUT my-drafts/property', () => {
  it('creates a draft (status 3, new vlancode, cents, locality), reads it back and saves every field', async () => {
    const created = await create(house);
    expect(created.statusCode, created.body).toBe(200);
    const draft = draftOf(created);
    expect(draft).toMatchObject({
      propertyType: 'house',
      transactionType: 'sale',
      yourReference: 'AD-EDITOR-1',
      price: 345_000.5,
      street: 'Veldstraat',
      number: '12',
      box: null,
      zipcode: '9000',
      city: 'Gent',
      livableSurface: 140,
      bedrooms: 3,
      descriptions: { nl: 'Ruime gezinswoning met tuin.', fr: null, en: null },
    });
    expect(draft.vlancode).toMatch(/^[A-Z]{3}\d{4}$/);
    const agency = await userRow('agency@example.be');
    const row = await listingRow(draft.id);
    expect(row).toMatchObject({
      userId: agency.id,
      statusId: 3,
      vlancode: draft.vlancode,
      priceCents: 34_500_050,
      cityId: await cityId('9000', 'Gent'),
      onlineDate: null,
      url: null,
    });
    expect(draft.createdAt).toBe(row.createdAt.toISOString());

    const read = await send('GET', `my-drafts/property/${draft.id}`, 'agency@example.be');
    expect(read.statusCode, read.body).toBe(200);
    expect(draftOf(read)).toEqual(draft);

    // Type and transaction may change; an unknown locality keeps its text without a city id.
    const changed: PropertyAdFieldsInput = {
      ...house,
      propertyType: 'appartment',
      transactionType: 'rent',
      yourReference: '  ',
      price: null,
      box: '2.1',
      zipcode: '9000',
      city: 'Nergensdorp',
      livableSurface: null,
      bedrooms: 0,
      descriptions: { nl: null, fr: 'Appartement lumineux.', en: 'Bright flat.' },
    };
    const saved = await send('PUT', `my-drafts/property/${draft.id}`, 'agency@example.be', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = draftOf(saved);
    expect(after).toEqual({
      ...draft,
      propertyType: 'appartment',
      transactionType: 'rent',
      yourReference: null,
      price: null,
      box: '2.1',
      city: 'Nergensdorp',
      livableSurface: null,
      bedrooms: 0,
      descriptions: { nl: null, fr: 'Appartement lumineux.', en: 'Bright flat.' },
      updatedAt: after.updatedAt,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
    expect(await listingRow(draft.id)).toMatchObject({
      statusId: 3,
      vlancode: draft.vlancode,
      priceCents: null,
      cityId: null,
      transactionType: 'rent',
      propertyType: 'appartment',
    });
    expect(draftOf(await send('GET', `my-drafts/property/${draft.id}`, 'agency@example.be'))).toEqual(after);
  });

  it('finds the locality whatever the accents and case of the city', async () => {
    const draft = draftOf(await create({ ...house, zipcode: '4000', city: 'liege' }));
    expect((await listingRow(draft.id)).cityId).toBe(await cityId('4000', 'Liège'));
    expect(draft.city).toBe('liege');
  });

  it('saves a draft with only its type and transaction', async () => {
    const response = await create({
      propertyType: 'land',
      transactionType: 'sale',
      yourReference: null,
      price: null,
      street: null,
      number: null,
      box: null,
      zipcode: null,
      city: null,
      livableSurface: null,
      bedrooms: null,
      descriptions: { nl: null, fr: null, en: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = draftOf(response);
    expect(draft).toMatchObject({ yourReference: null, price: null, street: null, zipcode: null });
    expect((await listingRow(draft.id)).cityId).toBeNull();
  });

  it('never lists a draft among My properties, nor shows it as a listing', async () => {
    const draft = draftOf(await create({ ...house, yourReference: 'AD-HIDDEN-DRAFT' }));
    const list = await send('POST', 'my-properties', 'agency@example.be', { q: 'AD-HIDDEN-DRAFT' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: Property[] }>().data).toEqual([]);
    const byReference = await send('POST', 'my-properties', 'agency@example.be', {
      reference: 'AD-HIDDEN',
    });
    expect(byReference.json<{ data: Property[] }>().data).toEqual([]);
    const detail = await send('GET', `my-properties/${draft.id}`, 'agency@example.be');
    expect(detail.statusCode).toBe(404);
    expect(detail.json<ApiErrorBody>()).toEqual(notFoundBody);
  });

  it('gives every draft its own vlancode when many are saved at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => create({ ...house, yourReference: `AD-BURST-${index}` })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const codes = responses.map((response) => draftOf(response).vlancode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('draws another vlancode when the first one is taken, and gives up after a few clashes', async () => {
    const [taken] = await t.db.select({ vlancode: listings.vlancode }).from(listings).limit(1);
    const user = toCurrentUser(await userRow('agency@example.be'));
    const fields = PropertyAdFields.parse({ ...house, yourReference: 'AD-CLASH' });
    const codes = [taken!.vlancode, 'ZZZ9999'];
    const draft = await createPropertyAdDraft(t.db, user, fields, () => codes.shift()!);
    expect(draft.vlancode).toBe('ZZZ9999');
    expect(codes).toEqual([]);

    const before = await t.db.select().from(listings).where(eq(listings.yourReference, 'AD-CLASH'));
    let draws = 0;
    const always = () => {
      draws += 1;
      return taken!.vlancode;
    };
    await expect(createPropertyAdDraft(t.db, user, fields, always)).rejects.toThrow();
    expect(draws).toBe(5);
    expect(await t.db.select().from(listings).where(eq(listings.yourReference, 'AD-CLASH'))).toHaveLength(
      before.length,
    );
  });
});

describe('validation of my-drafts/property', () => {
  it('answers 400 with the message key of each field, in browser and server alike', async () => {
    const invalid = {
      ...house,
      zipcode: '90A0',
      price: -1,
      livableSurface: 0,
      descriptions: { nl: 'x'.repeat(DESCRIPTION_MAX + 1), fr: null, en: null },
    };
    const response = await create(invalid);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body).toMatchObject({ error: 'validation', messageKey: MSG.invalid });
    expect(body.fields).toEqual({
      zipcode: MSG.number,
      price: MSG.number,
      livableSurface: MSG.number,
      'descriptions.nl': MSG.tooLong,
    });
    // The browser runs the same schema and finds the same keys.
    const browser = PropertyAdFields.safeParse(invalid);
    expect(browser.success ? {} : fieldErrors(browser.error)).toEqual(body.fields);
  });

  it('requires the type and the transaction, and refuses unknown codes', async () => {
    const { propertyType: _type, ...withoutType } = house;
    const missing = await create({ ...withoutType, transactionType: 'barter' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().fields).toEqual({
      propertyType: MSG.required,
      transactionType: MSG.invalid,
    });
  });

  it('leaves a draft as it was when a save is refused', async () => {
    const draft = draftOf(await create(house));
    const response = await send('PUT', `my-drafts/property/${draft.id}`, 'agency@example.be', {
      ...house,
      yourReference: 'CHANGED',
      zipcode: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().fields).toEqual({ zipcode: MSG.number });
    expect((await listingRow(draft.id)).yourReference).toBe('AD-EDITOR-1');
  });
});

describe('who may use my-drafts/property and my-drafts/project', () => {
  it("answers 404 for someone else's draft and for a listing that is no draft, and changes nothing", async () => {
    const privateDraft = draftOf(
      await create({ ...house, yourReference: 'PRIVATE-1' }, 'private@example.be'),
    );
    const agency = await userRow('agency@example.be');
    const [published] = await t.db
      .select()
      .from(listings)
      .where(and(eq(listings.userId, agency.id), eq(listings.statusId, 1)))
      .limit(1);
    const [pending] = await t.db
      .select()
      .from(listings)
      .where(and(eq(listings.userId, agency.id), ne(listings.statusId, 3), ne(listings.statusId, 1)))
      .limit(1);
    for (const id of [privateDraft.id, published!.id, pending!.id, 999_999]) {
      for (const response of [
        await send('GET', `my-drafts/property/${id}`, 'agency@example.be'),
        await send('PUT', `my-drafts/property/${id}`, 'agency@example.be', house),
      ]) {
        expect(response.statusCode, `${id}`).toBe(404);
        expect(response.json<ApiErrorBody>()).toEqual(notFoundBody);
      }
    }
    expect(await listingRow(privateDraft.id)).toMatchObject({ yourReference: 'PRIVATE-1', statusId: 3 });
    expect(await listingRow(published!.id)).toEqual(published);
    expect(await listingRow(pending!.id)).toEqual(pending);
  });

  it('refuses users with software (403 naming the software), on every ad editor endpoint', async () => {
    const [agencyDraft] = await t.db.select().from(listings).where(eq(listings.statusId, 3)).limit(1);
    const [projectDraft] = await t.db.select().from(projects).where(eq(projects.statusId, 3)).limit(1);
    const before = await t.db.select().from(listings);
    for (const response of [
      await create(house, 'software@example.be'),
      await send('GET', `my-drafts/property/${agencyDraft!.id}`, 'software@example.be'),
      await send('PUT', `my-drafts/property/${agencyDraft!.id}`, 'software@example.be', house),
      await send('GET', `my-drafts/project/${projectDraft!.id}`, 'software@example.be'),
      await send('PUT', `my-drafts/project/${projectDraft!.id}`, 'software@example.be', project),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>()).toEqual({
        error: 'software_drafts',
        messageKey: ERR.softwareDrafts,
        values: { software: 'Whise' },
      });
    }
    expect(await t.db.select().from(listings)).toHaveLength(before.length);
  });

  it('refuses an inactive user (403) before saving anything', async () => {
    const inactive = await userRow('inactive@example.be');
    const response = await create(house, 'inactive@example.be');
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    expect(await t.db.select().from(listings).where(eq(listings.userId, inactive.id))).toEqual([]);
  });
});

describe('GET and PUT my-drafts/project', () => {
  it("reads and saves the caller's project draft", async () => {
    const agency = await userRow('agency@example.be');
    const [row] = await t.db
      .select()
      .from(projects)
      .where(and(eq(projects.userId, agency.id), eq(projects.statusId, 3)))
      .limit(1);
    const read = await send('GET', `my-drafts/project/${row!.id}`, 'agency@example.be');
    expect(read.statusCode, read.body).toBe(200);
    const before = read.json<{ data: ProjectAdDraft }>().data;
    expect(before).toMatchObject({ id: row!.id, vlancode: row!.vlancode, name: row!.name });

    const saved = await send('PUT', `my-drafts/project/${row!.id}`, 'agency@example.be', project);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ data: ProjectAdDraft }>().data;
    expect(after).toEqual({
      id: row!.id,
      vlancode: row!.vlancode,
      name: 'Residentie Leie',
      reference: 'PRJ-AD-1',
      street: 'Coupure',
      number: '100',
      zipcode: '9000',
      city: 'GENT',
      descriptions: { nl: 'Nieuwbouw aan het water.', fr: null, en: null },
      createdAt: before.createdAt,
      updatedAt: after.updatedAt,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const [stored] = await t.db.select().from(projects).where(eq(projects.id, row!.id));
    expect(stored).toMatchObject({ statusId: 3, cityId: await cityId('9000', 'Gent'), houseNumber: '100' });
  });

  it('requires a name and checks the postcode', async () => {
    const agency = await userRow('agency@example.be');
    const [row] = await t.db
      .select()
      .from(projects)
      .where(and(eq(projects.userId, agency.id), eq(projects.statusId, 3)))
      .limit(1);
    const response = await send('PUT', `my-drafts/project/${row!.id}`, 'agency@example.be', {
      ...project,
      name: ' ',
      zipcode: 'B-9000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().fields).toEqual({ name: MSG.required, zipcode: MSG.number });
  });

  it("answers 404 for a published project and someone else's, and 403 for Notaires", async () => {
    const agency = await userRow('agency@example.be');
    const [published] = await t.db
      .select()
      .from(projects)
      .where(and(eq(projects.userId, agency.id), eq(projects.statusId, 1)))
      .limit(1);
    const [draft] = await t.db
      .select()
      .from(projects)
      .where(and(eq(projects.userId, agency.id), eq(projects.statusId, 3)))
      .limit(1);
    for (const [id, email] of [
      [published!.id, 'agency@example.be'],
      [draft!.id, 'private@example.be'],
    ] as const) {
      for (const response of [
        await send('GET', `my-drafts/project/${id}`, email),
        await send('PUT', `my-drafts/project/${id}`, email, project),
      ]) {
        expect(response.statusCode, `${id} ${email}`).toBe(404);
        expect(response.json<ApiErrorBody>()).toEqual(notFoundBody);
      }
    }
    const [stored] = await t.db.select().from(projects).where(eq(projects.id, published!.id));
    expect(stored).toEqual(published);
    const notary = await send('GET', `my-drafts/project/${draft!.id}`, 'notary@example.be');
    expect(notary.statusCode).toBe(403);
    expect(notary.json<ApiErrorBody>()).toEqual({ error: 'forbidden', messageKey: ERR.forbidden });
  });
});
