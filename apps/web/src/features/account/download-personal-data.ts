import type { Language } from '@app/contract';
import { endpoints } from '@app/contract';
import type { DownloadProgress } from '../../lib/download';
import { downloadFile } from '../../lib/download';
import { buildUrl } from '../../lib/http';

const FALLBACK_FILE_NAME = 'personal-data.json';

/**
 * Downloads GET my-profile/user/dump and saves it; resolves with the file's name. Rejects with an
 * `ApiError`, or with the abort reason when `signal` is aborted (cancel).
 */
export const downloadPersonalData = (
  lang: Language,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<string> =>
  downloadFile(buildUrl(endpoints.exportPersonalData, {}, lang), {
    fallbackName: FALLBACK_FILE_NAME,
    signal,
    onProgress,
  });
