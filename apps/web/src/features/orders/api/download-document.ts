import type { Language } from '@app/contract';
import { downloadFile } from '../../../lib/download';
import { buildUrl } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

export type OrderDocument = 'receipt' | 'invoice';

// Lazy: the orders show without the schemas (issue 49).
const ENDPOINTS = {
  receipt: lazyEndpoint('getOrderReceipt'),
  invoice: lazyEndpoint('getOrderInvoice'),
} as const;

/**
 * Saves the receipt or invoice PDF of an order, in the screen's language; resolves with the file's
 * name. Rejects with an `ApiError`.
 */
export const downloadOrderDocument = async (
  kind: OrderDocument,
  target: { listingId: number; orderId: number },
  lang: Language,
): Promise<string> =>
  downloadFile(
    buildUrl(await ENDPOINTS[kind](), { params: { id: target.listingId, orderId: target.orderId } }, lang),
    {
      fallbackName: `${kind}.pdf`,
    },
  );
