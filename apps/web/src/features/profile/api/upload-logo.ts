import type { LogoTarget } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedPro } from './profile';

const uploadLogoEndpoint = lazyEndpoint('uploadLogo');

/** POST my-profile/user/pro/logo (multipart: `target`, then `file`): answers every logo's URL. */
export function uploadLogo({ target, file }: { target: LogoTarget; file: File }) {
  const form = new FormData();
  // The server reads the fields in order: the target must come before the file.
  form.append('target', target);
  form.append('file', file);
  return upload(uploadLogoEndpoint, {}, form);
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
