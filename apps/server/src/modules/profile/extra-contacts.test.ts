import type { ExtraContact, ExtraContactBody, Profile } from '@app/contract';
import { endpoints, ERR, EXTRA_CONTACTS_MAX, MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { call } from '../../test/call';
import { ANY_VERSION } from '../../test/conditional';

let t: TestApp;
let agency: string;
let notary: string;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  notary = await t.login('notary@example.be');
});
afterAll(() => t.close());

const contact = (overrides: Partial<ExtraContactBody> = {}): ExtraContactBody => ({
  firstName: 'Lotte',
  lastName: 'Vermeulen',
  jobTitle: 'Notarieel medewerker',
  email: 'lotte@notariaat-janssens.be',
  phone: '+32 3 231 12 35',
  mobile: null,
  ...overrides,
});
const contactsOf = async (cookie: string) =>
  (await call(t, cookie, endpoints.getProfile)).json<{ data: Profile }>().data.pro!.extraContacts;

describe('extra contacts', () => {
  it('creates, changes and deletes a contact', async () => {
    const created = await call(t, notary, endpoints.createExtraContact, { body: contact({ jobTitle: '' }) });
    expect(created.statusCode).toBe(200);
    const row = created.json<{ data: ExtraContact }>().data;
    expect(row).toEqual({ ...contact(), jobTitle: null, id: expect.any(Number) });

    const changed = await call(t, notary, endpoints.updateExtraContact, {
      headers: ANY_VERSION,
      params: { id: row.id },
      body: contact({ lastName: 'Wuyts', mobile: '0478 12 34 56' }),
    });
    expect(changed.json<{ data: ExtraContact }>().data).toMatchObject({
      lastName: 'Wuyts',
      mobile: '0478 12 34 56',
    });
    expect(await contactsOf(notary)).toEqual([changed.json<{ data: ExtraContact }>().data]);

    const deleted = await call(t, notary, endpoints.deleteExtraContact, { params: { id: row.id } });
    expect(deleted.json()).toEqual({ data: { success: true } });
    expect(await contactsOf(notary)).toEqual([]);
  });

  it('answers each rule with its message key', async () => {
    const response = await call(t, notary, endpoints.createExtraContact, {
      body: contact({ firstName: '', lastName: 'x'.repeat(101), email: 'lotte@', phone: '12' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      firstName: MSG.required,
      lastName: MSG.tooLong,
      email: MSG.email,
      phone: MSG.phone,
    });
    expect(await contactsOf(notary)).toEqual([]);
  });

  it(`refuses contact ${EXTRA_CONTACTS_MAX + 1} (409)`, async () => {
    const ids: number[] = [];
    for (let index = 0; index < EXTRA_CONTACTS_MAX; index += 1) {
      const response = await call(t, notary, endpoints.createExtraContact, { body: contact() });
      expect(response.statusCode).toBe(200);
      ids.push(response.json<{ data: ExtraContact }>().data.id);
    }
    const refused = await call(t, notary, endpoints.createExtraContact, { body: contact() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', messageKey: ERR.conflict });
    for (const id of ids) await call(t, notary, endpoints.deleteExtraContact, { params: { id } });
  });

  it("answers 404 for another agency's contact and leaves it unchanged", async () => {
    const before = await contactsOf(agency);
    const theirs = before[0]!;
    const changed = await call(t, notary, endpoints.updateExtraContact, {
      headers: ANY_VERSION,
      params: { id: theirs.id },
      body: contact(),
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    expect(
      (await call(t, notary, endpoints.deleteExtraContact, { params: { id: theirs.id } })).statusCode,
    ).toBe(404);
    expect(await contactsOf(agency)).toEqual(before);
  });
});
