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

/**
 * Puts the gallery in the order of `ids` (positions 0..n-1). False, and nothing changed, when `ids`
 * is not exactly the user's images: one missing, one more, one twice or someone else's.
 */
export async function reorderGallery(db: Database, userId: number, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = (await findGallery(tx, userId)).map((row) => row.id);
    const given = new Set(ids);
    const exact =
      given.size === ids.length && ids.length === current.length && current.every((id) => given.has(id));
    if (!exact) return false;
    await writePositions(tx, userId, ids);
    return true;
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
