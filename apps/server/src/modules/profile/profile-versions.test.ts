import type { Endpoint, ExtraContact, OpeningHours, Profile, UserInfoBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { BURST, burst, ROUNDS, statusCounts } from '../../test/burst';
import { call } from '../../test/call';
import { expectRefused, STRONG_TAG, VERSIONED_WRITE_BODIES } from '../../test/conditional';

/*
 * Two tabs of the same account (issue 45): a form saved from an out-of-date page answers 412 and
 * overwrites nothing; the profile's version is its ETag (decision 055).
 */

let t: TestApp;
let agency: string;
let notary: string;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  notary = await t.login('notary@example.be');
});
afterAll(() => t.close());

/** What a tab sees when it opens the profile: the data and its version. */
async function open(cookie: string): Promise<{ profile: Profile; etag: string }> {
  const response = await call(t, cookie, endpoints.getProfile);
  expect(response.statusCode).toBe(200);
  const etag = response.headers.etag;
  expect(etag).toMatch(STRONG_TAG);
  return { profile: response.json<{ data: Profile }>().data, etag: String(etag) };
}

const saveUser = (cookie: string, body: UserInfoBody, ifMatch?: string) =>
  call(t, cookie, endpoints.updateUserInfo, {
    body,
    ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
  });

const phoneOf = async (email: string) =>
  (await t.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)))[0]!.phone;

describe('the profile version', () => {
  it('is a strong ETag of what GET shows: the same while nothing changes, new after a save', async () => {
    const first = await open(agency);
    expect((await open(agency)).etag).toBe(first.etag);

    const saved = await saveUser(agency, { ...first.profile.user, mobile: '+32 470 11 22 33' }, first.etag);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await open(agency);
    expect(after.etag).not.toBe(first.etag);
    // The save answers the version its answer shows, so the form goes on without reading again.
    expect(saved.headers.etag).toBe(after.etag);
    expect(saved.json<{ data: Profile }>().data).toEqual(after.profile);
  });

  it('differs per account', async () => {
    expect((await open(agency)).etag).not.toBe((await open(notary)).etag);
  });
});

describe('two tabs on PUT my-profile/user', () => {
  it('the second save, from the page opened before the first, answers 412 and overwrites nothing', async () => {
    const tabA = await open(agency);
    const tabB = await open(agency);

    const phone = await saveUser(agency, { ...tabA.profile.user, phone: '+32 9 222 33 44' }, tabA.etag);
    expect(phone.statusCode, phone.body).toBe(200);
    // Tab B changes another field of the same form, still holding the old phone.
    const stale = await saveUser(agency, { ...tabB.profile.user, firstName: 'Jean' }, tabB.etag);
    expectRefused(stale, 412);

    expect(await phoneOf('agency@example.be')).toBe('+32 9 222 33 44');
    const now = await open(agency);
    expect(now.profile.user).toMatchObject({
      phone: '+32 9 222 33 44',
      firstName: tabA.profile.user.firstName,
    });
    expect(now.etag).toBe(phone.headers.etag);

    // Reloaded, tab B saves its change on top of the phone.
    const again = await saveUser(agency, { ...now.profile.user, firstName: 'Jean' }, now.etag);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: Profile }>().data.user).toMatchObject({
      phone: '+32 9 222 33 44',
      firstName: 'Jean',
    });
  });

  it('without If-Match answers 428 and changes nothing', async () => {
    const { profile } = await open(agency);
    expectRefused(await saveUser(agency, { ...profile.user, phone: '+32 9 999 99 99' }), 428);
    expectRefused(await saveUser(agency, { ...profile.user, phone: '+32 9 999 99 99' }, '  '), 428);
    expect(await phoneOf('agency@example.be')).toBe(profile.user.phone);
  });

  it('reads If-Match as RFC 9110 says: *, a list, never a weak tag, nothing for a malformed field', async () => {
    const { profile, etag } = await open(notary);
    const body = (phone: string) => ({ ...profile.user, phone });
    const weak = await saveUser(notary, body('+32 3 000 00 01'), `W/${etag}`);
    expectRefused(weak, 412);
    for (const malformed of [etag.slice(1, -1), `${etag} x`, `"a"b"`, `*, ${etag}`]) {
      expectRefused(await saveUser(notary, body('+32 3 000 00 02'), malformed), 412);
    }
    expect(await phoneOf('notary@example.be')).toBe(profile.user.phone);

    const listed = await saveUser(notary, body('+32 3 000 00 03'), `"old", , W/"older", ${etag}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const any = await saveUser(notary, body('+32 3 000 00 04'), '*');
    expect(any.statusCode, any.body).toBe(200);
    expect(any.headers.etag).toBe((await open(notary)).etag);
  });

  it(`of ${BURST} saves at once based on the same version, exactly one wins, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { profile, etag } = await open(agency);
      const phones = Array.from(
        { length: BURST },
        (_, index) => `+32 9 ${round}00 00 ${String(index).padStart(2, '0')}`,
      );
      const responses = await burst(BURST, (index) =>
        saveUser(agency, { ...profile.user, phone: phones[index]! }, etag),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 412: BURST - 1 });
      const winner = responses.findIndex((response) => response.statusCode === 200);
      // The database holds the one accepted change, and the version the winner answered.
      expect(await phoneOf('agency@example.be')).toBe(phones[winner]);
      expect((await open(agency)).etag).toBe(responses[winner]!.headers.etag);
    }
  });
});

describe('the other forms of the profile', () => {
  it('PUT pro/details from an out-of-date page answers 412; a change in another section counts', async () => {
    const before = await open(agency);
    const details = { ...before.profile.pro!, slogan: 'Tab A' };
    const { openingHours: _h, extraContacts: _c, logos: _l, gallery: _g, ...body } = details;
    const saved = await call(t, agency, endpoints.updateProDetails, {
      body,
      headers: { 'if-match': before.etag },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The profile is one record to its forms: the personal form of the old page is out of date too.
    expectRefused(
      await saveUser(agency, { ...before.profile.user, phone: '+32 9 555 55 55' }, before.etag),
      412,
    );
    const stale = await call(t, agency, endpoints.updateProDetails, {
      body: { ...body, slogan: 'Tab B' },
      headers: { 'if-match': before.etag },
    });
    expectRefused(stale, 412);
    expect((await open(agency)).profile.pro!.slogan).toBe('Tab A');
  });

  it('opening hours: a stale PUT or DELETE answers 412, a foreign row 404 whatever If-Match says', async () => {
    const { profile, etag } = await open(agency);
    const monday = profile.pro!.openingHours.find((hours) => hours.weekday === 1)!;
    const { id, ...hours } = monday;
    const changed = await call(t, agency, endpoints.updateOpeningHours, {
      params: { id },
      body: { ...hours, morningFrom: '08:00' },
      headers: { 'if-match': etag },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: OpeningHours }>().data.morningFrom).toBe('08:00');
    const newer = String(changed.headers.etag);
    expect((await open(agency)).etag).toBe(newer);

    expectRefused(
      await call(t, agency, endpoints.updateOpeningHours, {
        params: { id },
        body: { ...hours, morningFrom: '07:00' },
        headers: { 'if-match': etag },
      }),
      412,
    );
    expectRefused(
      await call(t, agency, endpoints.deleteOpeningHours, { params: { id }, headers: { 'if-match': etag } }),
      412,
    );
    expectRefused(
      await call(t, agency, endpoints.createOpeningHours, {
        body: { ...hours, weekday: 7 },
        headers: { 'if-match': etag },
      }),
      412,
    );
    const now = (await open(agency)).profile.pro!.openingHours;
    expect(now.find((row) => row.id === id)?.morningFrom).toBe('08:00');
    expect(now.some((row) => row.weekday === 7)).toBe(false);

    const theirs = (await open(notary)).profile.pro!.openingHours[0];
    const foreignId = theirs?.id ?? id + 100_000;
    const foreign = await call(t, agency, endpoints.updateOpeningHours, {
      params: { id: foreignId },
      body: hours,
      headers: { 'if-match': etag },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('an extra contact: a stale PUT answers 412 and the contact keeps the newer change', async () => {
    const { profile, etag } = await open(agency);
    const { id, ...contact } = profile.pro!.extraContacts[0]!;
    const first = await call(t, agency, endpoints.updateExtraContact, {
      params: { id },
      body: { ...contact, jobTitle: 'Zaakvoerder' },
      headers: { 'if-match': etag },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toMatch(STRONG_TAG);
    expectRefused(
      await call(t, agency, endpoints.updateExtraContact, {
        params: { id },
        body: { ...contact, mobile: '+32 470 00 00 00' },
        headers: { 'if-match': etag },
      }),
      412,
    );
    const now = (await open(agency)).profile.pro!.extraContacts.find((row: ExtraContact) => row.id === id);
    expect(now).toMatchObject({ jobTitle: 'Zaakvoerder', mobile: contact.mobile });
  });
});

describe('every versioned write of the contract', () => {
  const versioned = Object.entries(endpoints as unknown as Record<string, Endpoint>).filter(
    ([, endpoint]) => endpoint.versioned && endpoint.method !== 'GET',
  );
  /** A valid body per versioned write: validation answers before the If-Match check. */
  const bodies = async (): Promise<Record<string, unknown>> => {
    const { profile } = await open(agency);
    const { openingHours, extraContacts, logos: _l, gallery: _g, ...details } = profile.pro!;
    const { id: _hid, ...hours } = openingHours[0]!;
    const { id: _cid, ...contact } = extraContacts[0]!;
    return {
      ...VERSIONED_WRITE_BODIES,
      updateUserInfo: profile.user,
      updateProDetails: details,
      createOpeningHours: { ...hours, weekday: 7 },
      updateOpeningHours: hours,
      updateExtraContact: contact,
    };
  };

  it('requires If-Match (428), keyed on the contract, and is listed in OpenAPI with the header', async () => {
    expect(versioned.length).toBeGreaterThanOrEqual(5);
    const known = await bodies();
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { description: string; parameters?: Array<{ in: string; name: string }> }>
      >;
    }>();
    for (const [name, endpoint] of versioned) {
      const body = known[name];
      expect(body !== undefined || !endpoint.body, `a valid body for ${name}`).toBe(true);
      const response = await call(t, agency, endpoint, { params: { id: 1 }, ...(body ? { body } : {}) });
      expectRefused(response, 428);
      const path = `/{lang}/api/core/${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const operation = docs.paths[path]![endpoint.method.toLowerCase()]!;
      expect(operation.description).toContain('If-Match required');
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'if-match' }),
      );
    }
  });
});
