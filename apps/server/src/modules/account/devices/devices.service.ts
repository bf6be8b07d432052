import type { Device } from '@app/contract';
import { DEVICE_CLIENTS } from '@app/contract';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http-error';
import type { DeviceRow } from './devices.repository';
import { disconnectDevice, findDevices } from './devices.repository';

const toDevice = (row: DeviceRow): Device => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  device: row.device,
  brand: row.brand,
  manufacturer: row.manufacturer,
  model: row.model,
  created: row.createdAt.toISOString(),
  modified: row.modifiedAt.toISOString(),
  status: row.status,
});

/** Spec section 3: split by clientName into the portal's own app and the bank partner app. */
export async function devicesOf(db: Database, userId: number): Promise<{ app: Device[]; bank: Device[] }> {
  const devices = (await findDevices(db, userId)).map(toDevice);
  return {
    app: devices.filter((device) => device.clientName === DEVICE_CLIENTS.app),
    bank: devices.filter((device) => device.clientName === DEVICE_CLIENTS.bank),
  };
}

export async function revokeDevice(
  db: Database,
  userId: number,
  device: { id: number; clientId: string },
): Promise<{ app: Device[]; bank: Device[] }> {
  const found = await disconnectDevice(db, { ...device, userId, now: new Date() });
  if (!found) throw notFound();
  return devicesOf(db, userId);
}

/** The portal's own app has a connected device: push alerts can reach this user. */
export async function isAppUser(db: Database, userId: number): Promise<boolean> {
  const { app } = await devicesOf(db, userId);
  return app.some((device) => device.status === 'connected');
}
