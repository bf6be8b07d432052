import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { userPrefix } from '../../storage/storage';

export interface UploadDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** A new, unguessable key under the user's prefix: account deletion removes everything there. */
export const newImageKey = (userId: number, folder: 'logos' | 'gallery'): string =>
  `${userPrefix(userId)}${folder}/${randomUUID()}.webp`;

/** The ETag of a stored image: its key is new for every upload, so it names the content. */
export const etagOf = (key: string): string => `"${key.slice(key.lastIndexOf('/') + 1, -'.webp'.length)}"`;

/**
 * Removes a file whose row is gone (or was never written). A failure leaves an orphan file in the
 * user's folder: logged, while the request itself keeps its outcome.
 */
export async function discardFile(deps: UploadDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.error({ err: error, key }, 'stored file could not be removed');
  }
}

/**
 * Writes the file, then its row (`record`, one transaction). The file goes first so a row never
 * points at nothing; if the row cannot be written, the file is removed again and nothing is kept.
 */
export async function storeWithRecord<T>(
  deps: UploadDeps,
  key: string,
  data: Buffer,
  record: () => Promise<T>,
): Promise<T> {
  await deps.storage.put(key, data);
  try {
    return await record();
  } catch (error) {
    await discardFile(deps, key);
    throw error;
  }
}
