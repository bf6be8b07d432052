import type { CurrentUser, Language, Profile } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { lockUser } from '../../lib/user-lock';
import { userOf } from '../../plugins/auth';
import type { RecordVersion } from '../../plugins/conditional-requests';
import { entityTag, writeIfMatch } from '../../plugins/conditional-requests';
import { profileOf } from './profile.service';

/**
 * The version of the profile (decision 055): a strong entity-tag of everything GET
 * my-profile/user/details shows. The profile screen's forms (personal details, the agency's details,
 * opening hours, an extra contact) are all fed by that one GET, so their writes name its ETag.
 */
export const profileTag = (profile: Profile): string => entityTag(profile);

/**
 * How a versioned profile write finds the profile's version: under the user's row lock, which every
 * such write takes first. `owns` says whether the row named in the path is the caller's.
 */
export function profileVersion(
  user: CurrentUser,
  lang: Language,
  owns?: (tx: Database) => Promise<boolean>,
): RecordVersion {
  return {
    lock: (tx) => lockUser(tx, user.id),
    ...(owns ? { exists: owns } : {}),
    tag: async (tx) => profileTag(await profileOf(tx, user, lang)),
  };
}

/** A table of the user's rows that a path names by id (opening hours, extra contacts). */
type UserRows = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** Whether row `id` of `table` is the user's. */
export async function ownsRow(tx: Database, table: UserRows, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return rows.length > 0;
}

/**
 * A write of one of the profile's forms, conditional on the profile's version (If-Match, 412 when
 * stale, the new ETag answered). With `rowOf`, the row the path names must be the caller's (404).
 */
export function writeProfile<T>(
  db: Database,
  request: FastifyRequest & { params: { lang: Language } },
  reply: FastifyReply,
  write: (tx: Database, user: CurrentUser) => Promise<T>,
  rowOf?: { table: UserRows; id: number },
): Promise<T> {
  const user = userOf(request);
  const owns = rowOf && ((tx: Database) => ownsRow(tx, rowOf.table, user.id, rowOf.id));
  const version = profileVersion(user, request.params.lang, owns);
  return writeIfMatch(db, request, reply, version, (tx) => write(tx, user));
}

/** The same for a write to the row of `table` that the path names (`:id`). */
export const writeProfileRow = <T>(
  db: Database,
  request: FastifyRequest & { params: { lang: Language; id: number } },
  reply: FastifyReply,
  table: UserRows,
  write: (tx: Database, userId: number, id: number) => Promise<T>,
): Promise<T> => {
  const { id } = request.params;
  return writeProfile(db, request, reply, (tx, user) => write(tx, user.id, id), { table, id });
};
