import type { Language } from '@app/contract';
import { ApiErrorBody, CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, ERR } from '@app/contract';
import { requestLogin } from '../../app/login/bridge';
import { ApiError, buildUrl } from '../../lib/http';

/**
 * The export as a file, read chunk by chunk so the screen can show how far it got. It goes around
 * `call()` on purpose: that client parses the whole JSON body, while a download wants the raw bytes
 * and a progress report.
 */
export interface DownloadProgress {
  received: number;
  /** From Content-Length; null when the server did not say (the progress is then indeterminate). */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export const FALLBACK_FILE_NAME = 'personal-data.json';

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(disposition: string | null, fallback = FALLBACK_FILE_NAME): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(disposition);
    name = plain ? (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim() : null;
  }
  // Only a name: a header must never choose a folder.
  const safe = name?.split(/[\\/]/).pop()?.trim();
  return safe ? safe : fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = ApiErrorBody.safeParse(body);
  return new ApiError({
    status: response.status,
    error: parsed.success ? parsed.data.error : 'http',
    messageKey: parsed.success ? parsed.data.messageKey : ERR.generic,
  });
}

function request(url: string, signal: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    signal,
  }).catch((cause: unknown) => {
    if (signal.aborted) throw cause;
    throw new ApiError({ status: 0, error: 'network', messageKey: ERR.network, cause });
  });
}

/**
 * Downloads GET my-profile/user/dump. Rejects with an `ApiError` on failure, or with the abort
 * reason when `signal` is aborted (cancel). A 401 opens the login modal and tries once more after it.
 */
export async function downloadPersonalData(
  lang: Language,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const url = buildUrl(endpoints.exportPersonalData, {}, lang);
  let response = await request(url, signal);
  if (response.status === 401) {
    await requestLogin();
    signal.throwIfAborted();
    response = await request(url, signal);
  }
  if (!response.ok) throw await errorOf(response);

  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/json';
  const fileName = fileNameOf(response.headers.get('content-disposition'));

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', stop);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress({ received, total });
      }
    } finally {
      signal.removeEventListener('abort', stop);
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    chunks.push(bytes);
    received = bytes.byteLength;
    onProgress({ received, total });
  }
  signal.throwIfAborted();
  return { blob: new Blob(chunks, { type }), fileName };
}
