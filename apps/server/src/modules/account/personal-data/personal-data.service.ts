import type { PersonalDataDump } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { notFound } from '../../../http-error';
import { toPlain } from './plain';
import { PERSONAL_DATA_EXPORT } from '../../../personal-data';

/** Everything held about the user: the users row (without the password hash) and every section. */
export async function collectPersonalData(
  db: Database,
  userId: number,
  now: Date,
): Promise<PersonalDataDump> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const { passwordHash, ...account } = user;
  const sections: Record<string, unknown> = {};
  for (const section of PERSONAL_DATA_EXPORT.flatMap((module) => module.sections ?? [])) {
    sections[section.name] = toPlain(await section.collect(db, userId));
  }
  return {
    exportedAt: now.toISOString(),
    account: { ...(toPlain(account) as Record<string, unknown>), hasPassword: passwordHash !== null },
    sections,
  };
}

const BRUSSELS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `account-data-YYYY-MM-DD.json`, dated as the user in Belgium sees the day. */
export const dumpFileName = (now: Date): string => `account-data-${BRUSSELS_DATE.format(now)}.json`;
