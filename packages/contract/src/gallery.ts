import { z } from 'zod';
import { dataOf, IdParams, RowId } from './common';
import { endpoint } from './endpoint';

export const GalleryImage = z.object({
  id: z.number().int(),
  /** GET my-profile/user/pro/images/{id}, ready for an <img>. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

/** Multipart: the file field `file`. */
export const uploadGalleryImage = endpoint({
  method: 'POST',
  path: 'my-profile/user/pro/images',
  access: 'pro',
  tag: 'profile',
  summary: 'Adds an image at the end of the gallery (multipart: file).',
  response: dataOf(GalleryImage),
});
/** Binary: the stored image (image/webp). */
export const getGalleryImage = endpoint({
  method: 'GET',
  path: 'my-profile/user/pro/images/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'One gallery image, as an image.',
  params: IdParams,
  response: z.unknown(),
});
export const reorderGallery = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/images/order',
  access: 'pro',
  tag: 'profile',
  summary: 'Sets the gallery order; the first image is the cover. The ids must be exactly the gallery.',
  body: z.object({ ids: z.array(RowId).max(100) }),
  response: dataOf(z.array(GalleryImage)),
});
export const deleteGalleryImage = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/image/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes a gallery image.',
  params: IdParams,
  response: dataOf(z.array(GalleryImage)),
});
