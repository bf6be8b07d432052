/**
 * Where uploaded files live. Keys are chosen by the server (`users/{userId}/...`), never by clients.
 * The local implementation writes under DATA_DIR/files; an S3-compatible one can replace it
 * without touching callers (docs/ARCHITECTURE.md, Scale).
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every key under a prefix (all files of one user). */
  deletePrefix(prefix: string): Promise<void>;
}

/** The storage key prefix of one user's files; account deletion removes everything under it. */
export const userPrefix = (userId: number): string => `users/${userId}/`;

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
