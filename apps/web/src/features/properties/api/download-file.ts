import { ApiErrorBody, CSRF_HEADER, CSRF_HEADER_VALUE, ERR } from '@app/contract';
import { requestLogin } from '../../../app/login/bridge';
import { ApiError } from '../../../lib/http';
import { fileNameOf } from '../../account/download-personal-data';

/**
 * A binary download (the Excel export, a poster, a folder) as a Blob. It goes around `call()` on
 * purpose: that client parses a JSON body, while these answers are files. Failures reject with an
 * `ApiError` carrying the server's message key; an aborted `signal` rejects with its reason.
 */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status alone says what happened.
    body = undefined;
  }
  const parsed = ApiErrorBody.safeParse(body);
  return new ApiError({
    status: response.status,
    error: parsed.success ? parsed.data.error : 'http',
    messageKey: parsed.success ? parsed.data.messageKey : ERR.generic,
    ...(parsed.success && parsed.data.fields ? { fields: parsed.data.fields } : {}),
  });
}

function request(url: string, signal: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    signal,
  }).catch((cause: unknown) => {
    if (signal.aborted) throw cause;
    throw new ApiError({ status: 0, error: 'network', messageKey: ERR.network, cause });
  });
}

/** GETs `url`; a 401 opens the login modal and tries once more after it (spec section 8). */
export async function downloadFile(
  url: string,
  fallbackName: string,
  signal: AbortSignal,
): Promise<DownloadedFile> {
  let response = await request(url, signal);
  if (response.status === 401) {
    await requestLogin();
    signal.throwIfAborted();
    response = await request(url, signal);
  }
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  signal.throwIfAborted();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}
