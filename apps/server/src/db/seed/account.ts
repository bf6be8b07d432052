import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { appDevices, users } from '../schema';
import { DEMO_DEVICES } from './data/devices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Called by seedDemo inside its transaction, after the demo users exist. */
export async function seedDevices(db: Database, now = new Date()): Promise<void> {
  const emails = [...new Set(DEMO_DEVICES.map((device) => device.email))];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.insert(appDevices).values(
    DEMO_DEVICES.map(({ email, createdDaysAgo, modifiedDaysAgo, ...device }) => {
      const userId = idOf.get(email);
      if (userId === undefined) throw new Error(`seed devices: no demo user ${email}`);
      return { ...device, userId, createdAt: ago(createdDaysAgo), modifiedAt: ago(modifiedDaysAgo) };
    }),
  );
}
