import type { GalleryImage, Language } from '@app/contract';
import { ERR, GALLERY_MAX_IMAGES, GALLERY_MAX_SIZE_PX } from '@app/contract';
import { HttpError, notFound } from '../../http-error';
import type { GalleryImageRow } from '../profile/gallery.repository';
import {
  countGallery,
  deleteGalleryImage,
  findGallery,
  findGalleryImage,
  insertGalleryImage,
  reorderGallery,
} from '../profile/gallery.repository';
import { processImage } from '../../images/image-processing';
import { galleryImageUrl } from '../profile/image-urls';
import type { StoredImage } from '../../images/send-image';
import type { UploadDeps } from '../profile/stored-files';
import { discardFile, etagOf, newImageKey, storeWithRecord } from '../profile/stored-files';

const galleryFull = () => new HttpError(409, 'gallery_full', ERR.galleryFull);

export const toGalleryImage = (row: GalleryImageRow, lang: Language): GalleryImage => ({
  id: row.id,
  url: galleryImageUrl(lang, row.id),
  width: row.width,
  height: row.height,
  position: row.position,
});

export async function galleryOf(deps: UploadDeps, userId: number, lang: Language): Promise<GalleryImage[]> {
  return (await findGallery(deps.db, userId)).map((row) => toGalleryImage(row, lang));
}

/** Checked before the upload is read: a full gallery does not cost the processing of a file. */
export async function assertGalleryHasRoom(deps: UploadDeps, userId: number): Promise<void> {
  if ((await countGallery(deps.db, userId)) >= GALLERY_MAX_IMAGES) throw galleryFull();
}

export async function addGalleryImage(
  deps: UploadDeps,
  userId: number,
  upload: Buffer,
  lang: Language,
): Promise<GalleryImage> {
  const image = await processImage(upload, GALLERY_MAX_SIZE_PX);
  const storageKey = newImageKey(userId, 'gallery');
  const row = await storeWithRecord(deps, storageKey, image.data, async () => {
    const inserted = await insertGalleryImage(
      deps.db,
      { userId, storageKey, width: image.width, height: image.height },
      GALLERY_MAX_IMAGES,
    );
    // Another upload of the same user filled the last place meanwhile.
    if (!inserted) throw galleryFull();
    return inserted;
  });
  return toGalleryImage(row, lang);
}

export async function orderGallery(
  deps: UploadDeps,
  userId: number,
  ids: number[],
  lang: Language,
): Promise<GalleryImage[]> {
  const outcome = await reorderGallery(deps.db, userId, ids);
  // Another agency's image is answered as one that does not exist: its id tells nothing.
  if (outcome === 'unknown') throw notFound();
  if (outcome === 'mismatch') throw new HttpError(409, 'gallery_order', ERR.galleryOrder);
  return galleryOf(deps, userId, lang);
}

export async function removeGalleryImage(
  deps: UploadDeps,
  userId: number,
  id: number,
  lang: Language,
): Promise<GalleryImage[]> {
  const storageKey = await deleteGalleryImage(deps.db, userId, id);
  if (!storageKey) throw notFound();
  await discardFile(deps, storageKey);
  return galleryOf(deps, userId, lang);
}

export async function galleryImageFile(deps: UploadDeps, userId: number, id: number): Promise<StoredImage> {
  const row = await findGalleryImage(deps.db, userId, id);
  if (!row) throw notFound();
  const data = await deps.storage.get(row.storageKey);
  if (!data) {
    deps.log.error({ key: row.storageKey }, 'gallery row without its file');
    throw notFound();
  }
  return { data, etag: etagOf(row.storageKey) };
}
