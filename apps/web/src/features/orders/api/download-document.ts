import type { Language } from '@app/contract';
import { ApiErrorBody, CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, ERR } from '@app/contract';
import { requestLogin } from '../../../app/login/bridge';
import { ApiError, buildUrl } from '../../../lib/http';
import { fileNameOf } from '../../account/download-personal-data';

export type OrderDocument = 'receipt' | 'invoice';

export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
}

const ENDPOINTS = { receipt: endpoints.getOrderReceipt, invoice: endpoints.getOrderInvoice } as const;

function send(url: string): Promise<Response> {
  return fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/pdf', [CSRF_HEADER]: CSRF_HEADER_VALUE },
  }).catch((cause: unknown) => {
    throw new ApiError({ status: 0, error: 'network', messageKey: ERR.network, cause });
  });
}

async function errorOf(response: Response): Promise<ApiError> {
  const parsed = ApiErrorBody.safeParse(await response.json().catch(() => undefined));
  return new ApiError({
    status: response.status,
    error: parsed.success ? parsed.data.error : 'http',
    messageKey: parsed.success ? parsed.data.messageKey : ERR.generic,
  });
}

/**
 * The receipt or invoice PDF of an order, in the screen's language. It goes around `call()` on
 * purpose: that client parses JSON, a download wants the bytes. Rejects with an `ApiError`; a 401
 * opens the login modal and tries once more after it.
 */
export async function downloadOrderDocument(
  kind: OrderDocument,
  target: { listingId: number; orderId: number },
  lang: Language,
): Promise<DownloadedDocument> {
  const url = buildUrl(ENDPOINTS[kind], { params: { id: target.listingId, orderId: target.orderId } }, lang);
  let response = await send(url);
  if (response.status === 401) {
    await requestLogin();
    response = await send(url);
  }
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), `${kind}.pdf`) };
}
