/**
 * The error message keys the web client gives on its own, whatever the endpoint: no answer, no error
 * body, a catalog without the server's key. Apart from ERR, which holds them too, so that the entry
 * bundle every page loads does not carry the whole table (the dashboard's budget, decision 047).
 */
export const TRANSPORT_ERR = {
  generic: 'errors:generic',
  unauthorized: 'errors:unauthorized',
  payloadTooLarge: 'errors:payloadTooLarge',
  unsupportedMediaType: 'errors:unsupportedMediaType',
  timeout: 'errors:timeout',
  network: 'errors:network',
} as const;
