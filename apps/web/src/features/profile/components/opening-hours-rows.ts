import type { BY_APPOINTMENT, OpeningHours, OpeningHoursBody } from '@app/contract';
import type { FormErrors } from '@mantine/form';
import { WEEKDAYS } from '../../../lib/weekday-names';

export type ByAppointment = (typeof BY_APPOINTMENT)[number];
const TIMES = ['morningFrom', 'morningTo', 'afternoonFrom', 'afternoonTo'] as const;

/** One weekday as the form holds it: times as typed ('' for none). */
export type HoursRow = {
  weekday: number;
  morningFrom: string;
  morningTo: string;
  afternoonFrom: string;
  afternoonTo: string;
  byAppointment: ByAppointment;
};

/** What the user edits in a row. */
export const ROW_FIELDS = [...TIMES, 'byAppointment'] as const;

export function rowsOf(saved: OpeningHours[]): HoursRow[] {
  return WEEKDAYS.map((weekday) => {
    const row = saved.find((hours) => hours.weekday === weekday);
    return {
      weekday,
      morningFrom: row?.morningFrom ?? '',
      morningTo: row?.morningTo ?? '',
      afternoonFrom: row?.afternoonFrom ?? '',
      afternoonTo: row?.afternoonTo ?? '',
      byAppointment: row?.byAppointment ?? 'no',
    };
  });
}

export const clearedRow = (weekday: number): HoursRow => rowsOf([])[weekday - 1]!;

/** A row with neither times nor an appointment option: the weekday has no hours. */
export const isEmptyRow = (row: HoursRow): boolean =>
  TIMES.every((time) => row[time].trim() === '') && row.byAppointment === 'no';

/** The body of a row: an empty time is null. */
export function bodyOf(row: HoursRow): OpeningHoursBody {
  const time = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    weekday: row.weekday,
    morningFrom: time(row.morningFrom),
    morningTo: time(row.morningTo),
    afternoonFrom: time(row.afternoonFrom),
    afternoonTo: time(row.afternoonTo),
    byAppointment: row.byAppointment,
  };
}

const sameAs = (body: OpeningHoursBody, saved: OpeningHours) =>
  TIMES.every((time) => body[time] === saved[time]) && body.byAppointment === saved.byAppointment;

/** What saving a row means: nothing, a POST (new), a PUT (changed) or a DELETE (cleared). */
export type RowChange =
  | { kind: 'create'; body: OpeningHoursBody }
  | { kind: 'update'; id: number; body: OpeningHoursBody }
  | { kind: 'delete'; id: number };

export function changeOf(row: HoursRow, saved: OpeningHours | undefined): RowChange | null {
  if (isEmptyRow(row)) return saved ? { kind: 'delete', id: saved.id } : null;
  const body = bodyOf(row);
  if (!saved) return { kind: 'create', body };
  return sameAs(body, saved) ? null : { kind: 'update', id: saved.id, body };
}

/** A check of a row's body by the contract's schema (field -> message key), as a form's `validate`. */
export type BodyCheck = (body: OpeningHoursBody) => FormErrors;

/**
 * The contract's messages for a row (field -> key), empty when it is valid. The schema is the
 * caller's: it loads with the form's first use, not with the screen (issue 49).
 */
export const rowErrors = (row: HoursRow, check: BodyCheck): FormErrors => check(bodyOf(row));

/** The hours in weekday order, as the server lists them: the same hours always compare equal. */
export const byWeekday = (hours: readonly OpeningHours[]): OpeningHours[] =>
  [...hours].sort((a, b) => a.weekday - b.weekday);

/** The hours after a change the server accepted (`answer`: the row it created or changed). */
export function applyChange(
  hours: readonly OpeningHours[],
  change: RowChange,
  answer: OpeningHours | undefined,
): OpeningHours[] {
  const others = hours.filter((row) => row.id !== (change.kind === 'create' ? answer?.id : change.id));
  return byWeekday(change.kind === 'delete' || !answer ? others : [...others, answer]);
}
