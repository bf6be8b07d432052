import { CSRF_HEADER, CSRF_HEADER_VALUE, ERR, HTTP_TIMEOUT_MS } from '@app/contract';
import { requestLogin } from './login-bridge';
import { ApiError, errorOf, parseJson } from './http';

/**
 * Files from the API (the personal data export, the Excel export, posters, folders, receipts and
 * invoices), saved on the user's device. It goes around `call()` on purpose: that client parses a
 * JSON body, while these answers are files, read chunk by chunk so a screen can show the progress.
 * The rest is as `call()` does it: the CSRF header and the session cookie, a 401 opens the login
 * modal and tries once more after it, failures reject with an `ApiError` built from the server's
 * error body, and nothing may keep the download waiting longer than HTTP_TIMEOUT_MS.
 */

export interface DownloadProgress {
  received: number;
  /** From Content-Length; null when the server did not say (the progress is then indeterminate). */
  total: number | null;
}

export interface DownloadOptions {
  /** The file's name when the answer names none. */
  fallbackName: string;
  /** Aborting it cancels the download: it rejects with the signal's reason, and nothing is saved. */
  signal?: AbortSignal;
  /** Told how far the download got: once before the first byte, then after every chunk. */
  onProgress?: (progress: DownloadProgress) => void;
  /** How long the answer, and then each next chunk of it, may keep the download waiting. */
  timeoutMs?: number;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
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

/** How long the object URL lives after the click: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000;

/** Offers a Blob to the user as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Reads the body chunk by chunk; `onChunk` runs after each one (it restarts the timeout). */
async function readBody(
  response: Response,
  signal: AbortSignal,
  onChunk: (received: number) => void,
): Promise<Uint8Array<ArrayBuffer>[]> {
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onChunk(bytes.byteLength);
    return [bytes];
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  // A body that is not the fetch's own (a service worker's, a test's) ignores the fetch's signal.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop);
  if (signal.aborted) stop();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onChunk(received);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return chunks;
}

/** GETs `url` and resolves with the file it answers; see the top of this file for the failures. */
async function fetchFile(
  url: string,
  { fallbackName, signal, onProgress, timeoutMs = HTTP_TIMEOUT_MS }: DownloadOptions,
): Promise<{ blob: Blob; fileName: string }> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel);
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Started for the answer and again for each chunk: a long download that keeps moving never times out.
  const restartClock = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const send = () => {
    restartClock();
    return fetch(url, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      signal: controller.signal,
    });
  };

  try {
    let response = await send();
    if (response.status === 401) {
      // The login modal takes the time the user needs.
      clearTimeout(timer);
      await requestLogin();
      signal?.throwIfAborted();
      response = await send();
    }
    if (!response.ok) {
      const json = parseJson(await response.text());
      throw await errorOf({ status: response.status, ok: false, headers: response.headers, json });
    }
    const length = Number(response.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    onProgress?.({ received: 0, total });
    const chunks = await readBody(response, controller.signal, (received) => {
      restartClock();
      onProgress?.({ received, total });
    });
    controller.signal.throwIfAborted();
    return {
      blob: new Blob(chunks, { type: response.headers.get('content-type') ?? '' }),
      fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    };
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw new ApiError({ status: 0, error: 'timeout', messageKey: ERR.timeout, cause });
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ status: 0, error: 'network', messageKey: ERR.network, cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Downloads the file at `url` (an API path with its language prefix, see `buildUrl`) and offers it
 * to the user; resolves with the name it was saved under.
 */
export async function downloadFile(url: string, options: DownloadOptions): Promise<string> {
  const { blob, fileName } = await fetchFile(url, options);
  saveFile(blob, fileName);
  return fileName;
}
