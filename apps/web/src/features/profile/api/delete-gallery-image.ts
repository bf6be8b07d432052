import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedPro } from './profile';

const deleteGalleryImageEndpoint = lazyEndpoint('deleteGalleryImage');

/** DELETE my-profile/user/pro/image/{id}: answers the gallery that remains, in order. */
export const deleteGalleryImage = (id: number) => call(deleteGalleryImageEndpoint, { params: { id } });

export function useDeleteGalleryImage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-gallery-image'],
    mutationFn: deleteGalleryImage,
    onSuccess: (result) => {
      updateCachedPro(queryClient, userId, (pro) => ({ ...pro, gallery: result.data }));
    },
  });
}
