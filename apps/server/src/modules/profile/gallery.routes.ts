import { endpoints, GALLERY_IMAGE_MAX_BYTES } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { parseUploadFields, readUpload, UploadedFile } from '../../plugins/multipart';
import {
  addGalleryImage,
  assertGalleryHasRoom,
  galleryImageFile,
  orderGallery,
  removeGalleryImage,
} from '../profile/gallery.service';
import { sendImage } from '../../images/send-image';
import type { UploadDeps } from '../profile/stored-files';

/** The multipart form of uploadGalleryImage: the file field `file`. */
const GalleryForm = z.object({ file: UploadedFile });

export function galleryRoutes(app: FastifyInstance): void {
  const deps = (request: FastifyRequest): UploadDeps => ({
    db: app.db,
    storage: app.storage,
    log: request.log,
  });

  route(app, endpoints.uploadGalleryImage, async (request) => {
    const user = userOf(request);
    await assertGalleryHasRoom(deps(request), user.id);
    const upload = await readUpload(request, { maxBytes: GALLERY_IMAGE_MAX_BYTES });
    const form = parseUploadFields(GalleryForm, { file: upload.file });
    return { data: await addGalleryImage(deps(request), user.id, form.file, request.params.lang) };
  });

  route(app, endpoints.getGalleryImage, async (request, reply) =>
    sendImage(request, reply, await galleryImageFile(deps(request), userOf(request).id, request.params.id)),
  );

  route(app, endpoints.reorderGallery, async (request) => ({
    data: await orderGallery(deps(request), userOf(request).id, request.body.ids, request.params.lang),
  }));

  route(app, endpoints.deleteGalleryImage, async (request) => ({
    data: await removeGalleryImage(deps(request), userOf(request).id, request.params.id, request.params.lang),
  }));
}
