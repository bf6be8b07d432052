import type { ExtraContact, ExtraContactBody } from '@app/contract';
import { ERR, EXTRA_CONTACTS_MAX } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { ExtraContactRow } from './extra-contacts.repository';
import { deleteExtraContact, insertExtraContact, updateExtraContact } from './extra-contacts.repository';

export function toExtraContact(row: ExtraContactRow): ExtraContact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
  };
}

export async function addExtraContact(
  db: Database,
  userId: number,
  contact: ExtraContactBody,
): Promise<ExtraContact> {
  const row = await insertExtraContact(db, userId, contact, EXTRA_CONTACTS_MAX);
  if (!row) throw new HttpError(409, 'conflict', ERR.conflict);
  return toExtraContact(row);
}

export async function changeExtraContact(
  db: Database,
  userId: number,
  id: number,
  contact: ExtraContactBody,
): Promise<ExtraContact> {
  const row = await updateExtraContact(db, userId, id, contact);
  if (!row) throw notFound();
  return toExtraContact(row);
}

export async function removeExtraContact(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteExtraContact(db, userId, id))) throw notFound();
}
