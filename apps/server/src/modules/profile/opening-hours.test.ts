import type { OpeningHours, OpeningHoursBody, Profile } from '@app/contract';
import { endpoints, ERR, MSG } from '@app/contract';
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

const hours = (overrides: Partial<OpeningHoursBody> = {}): OpeningHoursBody => ({
  weekday: 7,
  morningFrom: '10:00',
  morningTo: '12:00',
  afternoonFrom: null,
  afternoonTo: null,
  byAppointment: 'only',
  ...overrides,
});
const hoursOf = async (cookie: string) =>
  (await call(t, cookie, endpoints.getProfile)).json<{ data: Profile }>().data.pro!.openingHours;
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ fields: Record<string, string> }>().fields;

describe('opening hours', () => {
  it('creates, changes and deletes the hours of a weekday', async () => {
    const created = await call(t, notary, endpoints.createOpeningHours, {
      headers: ANY_VERSION,
      body: hours(),
    });
    expect(created.statusCode).toBe(200);
    const row = created.json<{ data: OpeningHours }>().data;
    expect(row).toMatchObject({ ...hours(), id: expect.any(Number) });

    const changed = await call(t, notary, endpoints.updateOpeningHours, {
      headers: ANY_VERSION,
      params: { id: row.id },
      body: hours({ afternoonFrom: '14:00', afternoonTo: '17:30', byAppointment: 'also' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: OpeningHours }>().data).toMatchObject({
      afternoonTo: '17:30',
      byAppointment: 'also',
    });
    expect(await hoursOf(notary)).toEqual([changed.json<{ data: OpeningHours }>().data]);

    const deleted = await call(t, notary, endpoints.deleteOpeningHours, {
      headers: ANY_VERSION,
      params: { id: row.id },
    });
    expect(deleted.json()).toEqual({ data: { success: true } });
    expect(await hoursOf(notary)).toEqual([]);
    expect(
      (await call(t, notary, endpoints.deleteOpeningHours, { headers: ANY_VERSION, params: { id: row.id } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the hours by weekday', async () => {
    const friday = await call(t, notary, endpoints.createOpeningHours, {
      headers: ANY_VERSION,
      body: hours({ weekday: 5 }),
    });
    const monday = await call(t, notary, endpoints.createOpeningHours, {
      headers: ANY_VERSION,
      body: hours({ weekday: 1 }),
    });
    expect((await hoursOf(notary)).map((entry) => entry.weekday)).toEqual([1, 5]);
    for (const response of [friday, monday]) {
      const { id } = response.json<{ data: OpeningHours }>().data;
      await call(t, notary, endpoints.deleteOpeningHours, { headers: ANY_VERSION, params: { id } });
    }
  });

  it('refuses a second entry for a weekday (409 weekdayTaken), on create and on change', async () => {
    const monday = (await hoursOf(agency)).find((entry) => entry.weekday === 1)!;
    const duplicate = await call(t, agency, endpoints.createOpeningHours, {
      headers: ANY_VERSION,
      body: hours({ weekday: 1 }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'weekday_taken', messageKey: ERR.weekdayTaken });

    const moved = await call(t, agency, endpoints.updateOpeningHours, {
      headers: ANY_VERSION,
      params: { id: monday.id },
      body: hours({ weekday: 2 }),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ error: 'weekday_taken', messageKey: ERR.weekdayTaken });
    expect((await hoursOf(agency)).find((entry) => entry.id === monday.id)).toEqual(monday);
  });

  it('answers "The schedules indicated are incorrect." for badly written or impossible times', async () => {
    const cases: Array<[Partial<OpeningHoursBody>, Record<string, string>]> = [
      [{ morningFrom: '9:00' }, { morningFrom: MSG.schedule }],
      [{ morningTo: '12h00' }, { morningTo: MSG.schedule }],
      [{ morningFrom: '07:60' }, { morningFrom: MSG.schedule }],
      [
        { morningFrom: '24:00', morningTo: '24:30' },
        { morningFrom: MSG.schedule, morningTo: MSG.schedule },
      ],
      [{ morningFrom: '12:00', morningTo: '10:00' }, { morningTo: MSG.schedule }],
      [{ afternoonFrom: '14:00', afternoonTo: null }, { afternoonTo: MSG.schedule }],
      [{ afternoonFrom: '11:00', afternoonTo: '15:00' }, { afternoonFrom: MSG.schedule }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await call(t, notary, endpoints.createOpeningHours, {
        headers: ANY_VERSION,
        body: hours(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldsOf(response), JSON.stringify(overrides)).toEqual(fields);
    }
    const badWeekday = await call(t, notary, endpoints.createOpeningHours, {
      headers: ANY_VERSION,
      body: hours({ weekday: 8 }),
    });
    expect(fieldsOf(badWeekday)).toEqual({ weekday: MSG.number });
    expect(await hoursOf(notary)).toEqual([]);
  });

  it("answers 404 for another agency's hours and leaves them unchanged", async () => {
    const before = await hoursOf(agency);
    const theirs = before[0]!;
    const changed = await call(t, notary, endpoints.updateOpeningHours, {
      headers: ANY_VERSION,
      params: { id: theirs.id },
      body: hours(),
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    const deleted = await call(t, notary, endpoints.deleteOpeningHours, {
      headers: ANY_VERSION,
      params: { id: theirs.id },
    });
    expect(deleted.statusCode).toBe(404);
    expect(await hoursOf(agency)).toEqual(before);
  });
});
