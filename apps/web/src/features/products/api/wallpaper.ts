import type { WallpaperChangeRequest, WallpaperState } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the Wallpaper screen shows without the schemas (issue 49).
const getMyWallpaper = lazyEndpoint('getMyWallpaper');
const requestWallpaperChange = lazyEndpoint('requestWallpaperChange');

/** GET my-products/wallpaper, keyed by user. */
export const useWallpaper = (userId: number) =>
  useQuery(
    queryOptions<WallpaperState>({
      queryKey: ['products', 'wallpaper', userId] as const,
      queryFn: async ({ signal }) => (await call(getMyWallpaper, {}, { signal })).data,
    }),
  );

/** POST my-products/wallpaper/change: answers who received the request (null: the sales desk). */
export const useRequestWallpaperChange = () =>
  useMutation({
    mutationKey: ['products', 'wallpaper', 'change'],
    mutationFn: (body: WallpaperChangeRequest) => call(requestWallpaperChange, { body }),
  });
