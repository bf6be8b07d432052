import type { OpeningHours, OpeningHoursBody } from '@app/contract';
import { ERR } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { OpeningHoursRow } from './opening-hours.repository';
import {
  deleteOpeningHours,
  insertOpeningHours,
  updateOpeningHours,
  WEEKDAY_INDEX,
} from './opening-hours.repository';

const weekdayTaken = () => new HttpError(409, 'weekday_taken', ERR.weekdayTaken);

export function toOpeningHours(row: OpeningHoursRow): OpeningHours {
  return {
    id: row.id,
    weekday: row.weekday,
    morningFrom: row.morningFrom,
    morningTo: row.morningTo,
    afternoonFrom: row.afternoonFrom,
    afternoonTo: row.afternoonTo,
    byAppointment: row.byAppointment,
  };
}

export async function addOpeningHours(
  db: Database,
  userId: number,
  hours: OpeningHoursBody,
): Promise<OpeningHours> {
  const row = await insertOpeningHours(db, userId, hours);
  if (!row) throw weekdayTaken();
  return toOpeningHours(row);
}

export async function changeOpeningHours(
  db: Database,
  userId: number,
  id: number,
  hours: OpeningHoursBody,
): Promise<OpeningHours> {
  let row: OpeningHoursRow | undefined;
  try {
    row = await updateOpeningHours(db, userId, id, hours);
  } catch (error) {
    if (isUniqueViolation(error, WEEKDAY_INDEX)) throw weekdayTaken();
    throw error;
  }
  if (!row) throw notFound();
  return toOpeningHours(row);
}

export async function removeOpeningHours(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteOpeningHours(db, userId, id))) throw notFound();
}
