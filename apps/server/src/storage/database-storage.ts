import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { likeLiteral } from '../db/sql';
import type { Storage } from './storage';
import { assertSafeKey } from './storage';

/**
 * Files in PostgreSQL (FILE_STORAGE=database): what several instances behind a load balancer share,
 * with the database's backups and transactions. A put replaces the whole file in one statement, so a
 * reader never sees half of it.
 */
export function databaseStorage(db: Database): Storage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      await db
        .insert(storedFiles)
        .values({ key, data })
        .onConflictDoUpdate({ target: storedFiles.key, set: { data, createdAt: sql`now()` } });
    },
    async get(key) {
      assertSafeKey(key);
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row?.data ?? null;
    },
    async delete(key) {
      assertSafeKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      await db.delete(storedFiles).where(like(storedFiles.key, `${likeLiteral(prefix)}%`));
    },
  };
}
