/** The portal's calls with the service token (its feed and its back office): the server's, never a browser's. */
export {
  recordAppDevice,
  recordContact,
  recordListingChange,
  recordListingEvents,
  recordSavedSearch,
  recordSavedSearchRun,
} from './feed';
export { recordSellerLead } from './lead-generator';
export { setOrderPayment } from './order-payment';
export { setProductActivation } from './product-lifecycle';
