import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { galleryImages } from '../../db/schema';
import { lockUser } from '../../lib/user-lock';

export type GalleryImageRow = typeof galleryImages.$inferSelect;

export function findGallery(db: Database, userId: number): Promise<GalleryImageRow[]> {
  return db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.userId, userId))
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}

export async function findGalleryImage(
  db: Database,
  userId: number,
  id: number,
): Promise<GalleryImageRow | undefined> {
  const [row] = await db
    .select()
    .from(galleryImages)
    .where(and(eq(galleryImages.id, id), eq(galleryImages.userId, userId)))
    .limit(1);
  return row;
}

export async function countGallery(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(galleryImages)
    .where(eq(galleryImages.userId, userId));
  return row?.value ?? 0;
}

/** Adds an image at the end; undefined when the gallery already holds `max` (counted under the lock). */
export async function insertGalleryImage(
  db: Database,
  image: Pick<GalleryImageRow, 'userId' | 'storageKey' | 'width' | 'height'>,
  max: number,
): Promise<GalleryImageRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, image.userId);
    const count = await countGallery(tx, image.userId);
    if (count >= max) return undefined;
    const [row] = await tx
      .insert(galleryImages)
      .values({ ...image, position: count })
      .returning();
    return row;
  });
}

async function writePositions(tx: Database, userId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(galleryImages)
      .set({ position })
      .where(and(eq(galleryImages.id, id), eq(galleryImages.userId, userId)));
  }
}

/** What reorderGallery did: `unknown` when an id is not one of the user's images (someone else's or none). */
export type ReorderOutcome = 'done' | 'unknown' | 'mismatch';

/**
 * Puts the gallery in the order of `ids` (positions 0..n-1). Nothing changes unless `ids` is exactly
 * the user's images: `unknown` when one is not the user's, `mismatch` when one is missing or twice.
 */
export async function reorderGallery(db: Database, userId: number, ids: number[]): Promise<ReorderOutcome> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = new Set((await findGallery(tx, userId)).map((row) => row.id));
    if (ids.some((id) => !current.has(id))) return 'unknown';
    if (new Set(ids).size !== ids.length || ids.length !== current.size) return 'mismatch';
    await writePositions(tx, userId, ids);
    return 'done';
  });
}

/** Removes an image and closes the gap; returns its storage key, or null when it is not the user's. */
export async function deleteGalleryImage(db: Database, userId: number, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .delete(galleryImages)
      .where(and(eq(galleryImages.id, id), eq(galleryImages.userId, userId)))
      .returning({ storageKey: galleryImages.storageKey });
    if (!row) return null;
    const left = await findGallery(tx, userId);
    await writePositions(
      tx,
      userId,
      left.map((image) => image.id),
    );
    return row.storageKey;
  });
}
