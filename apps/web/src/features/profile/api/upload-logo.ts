import type { LogoTarget } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/http';
import { updateCachedPro } from './profile';

/** POST my-profile/user/pro/logo (multipart: `target`, then `file`): answers every logo's URL. */
export function uploadLogo({ target, file }: { target: LogoTarget; file: File }) {
  const form = new FormData();
  // The server reads the fields in order: the target must come before the file.
  form.append('target', target);
  form.append('file', file);
  return upload(endpoints.uploadLogo, {}, form);
}

export function useUploadLogo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'upload-logo'],
    mutationFn: uploadLogo,
    onSuccess: (result) => {
      updateCachedPro(queryClient, userId, (pro) => ({ ...pro, logos: result.data }));
    },
  });
}
