import type { Language } from '@app/contract';
import type { DownloadProgress } from '../../lib/download';
import { downloadFile } from '../../lib/download';
import { buildUrl } from '../../lib/http';
import { lazyEndpoint } from '../../lib/schemas';

const FALLBACK_FILE_NAME = 'personal-data.json';

// Lazy: the privacy tab shows without the schemas; its address is known once they are in.
const exportPersonalData = lazyEndpoint('exportPersonalData');

/**
 * Downloads GET my-profile/user/dump and saves it; resolves with the file's name. Rejects with an
 * `ApiError`, or with the abort reason when `signal` is aborted (cancel).
 */
export const downloadPersonalData = async (
  lang: Language,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<string> =>
  downloadFile(buildUrl(await exportPersonalData(), {}, lang), {
    fallbackName: FALLBACK_FILE_NAME,
    signal,
    onProgress,
  });
