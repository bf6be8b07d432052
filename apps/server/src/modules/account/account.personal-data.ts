import { asc, eq } from 'drizzle-orm';
import { appDevices, identities, oidcStates, pushSubscriptions } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the account module holds about a user: its part of the data export and of the account deletion. */
export const accountPersonalData: PersonalData = {
  sections: [
    {
      name: 'connections',
      collect: (db, userId) =>
        db
          .select({
            provider: identities.provider,
            email: identities.email,
            linkedAt: identities.linkedAt,
            revokedAt: identities.revokedAt,
          })
          .from(identities)
          .where(eq(identities.userId, userId))
          .orderBy(asc(identities.provider)),
    },
    {
      name: 'devices',
      collect: (db, userId) =>
        db
          .select({
            clientName: appDevices.clientName,
            device: appDevices.device,
            brand: appDevices.brand,
            manufacturer: appDevices.manufacturer,
            model: appDevices.model,
            status: appDevices.status,
            createdAt: appDevices.createdAt,
            modifiedAt: appDevices.modifiedAt,
          })
          .from(appDevices)
          .where(eq(appDevices.userId, userId))
          .orderBy(asc(appDevices.id)),
    },
    {
      name: 'pushSubscriptions',
      collect: (db, userId) =>
        db
          .select({
            label: pushSubscriptions.label,
            endpoint: pushSubscriptions.endpoint,
            createdAt: pushSubscriptions.createdAt,
            lastSuccessAt: pushSubscriptions.lastSuccessAt,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(asc(pushSubscriptions.id)),
    },
  ],
  userTables: [
    { table: identities, userId: identities.userId },
    { table: oidcStates, userId: oidcStates.userId },
    { table: appDevices, userId: appDevices.userId },
    { table: pushSubscriptions, userId: pushSubscriptions.userId },
  ],
};
