import webpush from 'web-push';
import { z } from 'zod';
import type { VapidKeys } from '../config';
import { keptInDataFolder } from '../data-folder';

const StoredKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The embedded database's VAPID keys when none are set: made at first start and kept in the data
 * folder, so browsers subscribed with the public key still receive after a restart.
 */
export async function dataFolderVapidKeys(dataDir: string): Promise<VapidKeys> {
  const text = await keptInDataFolder(dataDir, 'vapid-keys.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return StoredKeys.parse(JSON.parse(text));
}
