import type { OpeningHours } from '@app/contract';
import { OpeningHoursBody } from '@app/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';
import type { BodyCheck } from './opening-hours-rows';
import { changeOf, clearedRow, rowErrors, rowsOf } from './opening-hours-rows';
import { weekdayName } from '../../../lib/weekday-names';

const monday: OpeningHours = {
  id: 11,
  weekday: 1,
  morningFrom: '09:00',
  morningTo: '12:00',
  afternoonFrom: null,
  afternoonTo: null,
  byAppointment: 'no',
};

// The check the section's useSchemaCheck builds once the schema is in.
const check: BodyCheck = zod4Resolver(OpeningHoursBody, { errorPriority: 'first' });

describe('opening hours rows', () => {
  it('has a row per weekday, Monday first, filled from the saved hours', () => {
    const rows = rowsOf([monday]);
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]).toMatchObject({ morningFrom: '09:00', afternoonFrom: '', byAppointment: 'no' });
    expect(rows[1]).toEqual(clearedRow(2));
  });

  it('new -> create, changed -> update, cleared -> delete, untouched -> nothing', () => {
    const [row] = rowsOf([monday]);
    expect(changeOf(row!, monday)).toBeNull();
    expect(changeOf({ ...row!, afternoonFrom: '13:00', afternoonTo: '17:00' }, monday)).toEqual({
      kind: 'update',
      id: 11,
      body: { ...monday, id: undefined, afternoonFrom: '13:00', afternoonTo: '17:00' },
    });
    expect(changeOf(clearedRow(1), monday)).toEqual({ kind: 'delete', id: 11 });
    expect(changeOf(clearedRow(3), undefined)).toBeNull();
    expect(changeOf({ ...clearedRow(7), byAppointment: 'only' }, undefined)).toEqual({
      kind: 'create',
      body: {
        weekday: 7,
        morningFrom: null,
        morningTo: null,
        afternoonFrom: null,
        afternoonTo: null,
        byAppointment: 'only',
      },
    });
  });

  it("uses the contract's schedule message for a badly written or inverted time", () => {
    expect(rowErrors({ ...clearedRow(1), morningFrom: '9u', morningTo: '12:00' }, check)).toEqual({
      morningFrom: 'validation:schedule',
    });
    expect(rowErrors({ ...clearedRow(1), morningFrom: '12:00', morningTo: '09:00' }, check)).toEqual({
      morningTo: 'validation:schedule',
    });
    expect(rowErrors({ ...clearedRow(1), morningFrom: '09:00', morningTo: '12:00' }, check)).toEqual({});
  });

  it('names weekdays in the language of the screen', () => {
    expect([1, 7].map((day) => weekdayName(day, 'nl'))).toEqual(['Maandag', 'Zondag']);
    expect(weekdayName(3, 'fr')).toBe('Mercredi');
    expect(weekdayName(5, 'en')).toBe('Friday');
  });
});
