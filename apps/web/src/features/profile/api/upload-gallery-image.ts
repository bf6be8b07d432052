import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedPro } from './profile';

const uploadGalleryImageEndpoint = lazyEndpoint('uploadGalleryImage');

/** POST my-profile/user/pro/images (multipart: `file`): adds an image at the end of the gallery. */
export function uploadGalleryImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return upload(uploadGalleryImageEndpoint, {}, form);
}

export function useUploadGalleryImage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'upload-gallery-image'],
    mutationFn: uploadGalleryImage,
    onSuccess: (result) => {
      const added = result.data;
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        gallery: [...pro.gallery.filter((image) => image.id !== added.id), added],
      }));
    },
  });
}
