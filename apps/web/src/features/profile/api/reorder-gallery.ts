import { ERR } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { profileKey, updateCachedPro } from './profile';

const reorderGalleryEndpoint = lazyEndpoint('reorderGallery');

/** PUT my-profile/user/pro/images/order: the whole gallery's ids in the new order (first = cover). */
export const reorderGallery = (ids: number[]) => call(reorderGalleryEndpoint, { body: { ids } });

export function useReorderGallery(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'reorder-gallery'],
    mutationFn: reorderGallery,
    onSuccess: (result) => {
      updateCachedPro(queryClient, userId, (pro) => ({ ...pro, gallery: result.data }));
    },
    // The gallery changed elsewhere (another tab): load it again so the next move starts from it.
    onError: (error) => {
      if (isApiError(error) && error.messageKey === ERR.galleryOrder) {
        void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      }
    },
  });
}
