import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { appDevices } from '../../../db/schema';

export type DeviceRow = typeof appDevices.$inferSelect;

export function findDevices(db: Database, userId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(appDevices)
    .where(eq(appDevices.userId, userId))
    .orderBy(desc(appDevices.createdAt), desc(appDevices.id));
}

/** Disconnects one device of the user for one client; false when no such device is the user's. */
export async function disconnectDevice(
  db: Database,
  device: { id: number; userId: number; clientId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const match = and(
      eq(appDevices.id, device.id),
      eq(appDevices.userId, device.userId),
      eq(appDevices.clientId, device.clientId),
    );
    const [row] = await tx.select({ status: appDevices.status }).from(appDevices).where(match).for('update');
    if (!row) return false;
    // Revoking twice keeps the first moment of disconnection.
    if (row.status === 'connected') {
      await tx.update(appDevices).set({ status: 'disconnected', modifiedAt: device.now }).where(match);
    }
    return true;
  });
}
