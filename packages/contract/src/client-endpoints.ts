/**
 * The endpoints a browser calls, by name: what the web app's schemas chunk holds (decision 040). The
 * portal's service calls (feed, back office) are in service-endpoints.ts: no browser needs their schemas.
 */
export {
  createPropertyDraft,
  getProjectDraft,
  getPropertyDraft,
  updateProjectDraft,
  updatePropertyDraft,
} from './ad-editor';
export { exportMyContacts, listMyContacts, listMySentContacts } from './contacts';
export {
  exportMyStatistics,
  getAnnouncementStatistics,
  getContactStatistics,
  getFacebookStatistics,
  getMyProStatistics,
  getMyStatistics,
} from './statistics';
export { getMyDashboard, getMyPropertiesProducts } from './dashboard';
export { exportMyProperties, getPropertyFolder, getPropertyPoster } from './property-documents';
export {
  getOrderInvoice,
  getOrderReceipt,
  listMyPropertyOrders,
  listMyProductOrders,
  getProductOrderInvoice,
  orderProduct,
  requestInvoice,
} from './orders';
export { confirmEmail, getCurrentUser, initConfirmEmail, login, signOut } from './auth';
export { changeMyPropertyStatus, getMyProperty, listMyProperties } from './properties';
export { changeMyProjectStatus, getMyProjectModels, getMyProjectUnits, listMyProjects } from './projects';
export {
  deleteMyProjectDraft,
  deleteMyPropertyDraft,
  listMyProjectDrafts,
  listMyPropertyDrafts,
} from './drafts';
export { getCities, getTypes } from './lookups-api';
export {
  createBookmark,
  deleteBookmark,
  deleteBookmarkNote,
  listMyBookmarks,
  rateBookmark,
  saveBookmarkNote,
  setBookmarkMarks,
} from './bookmarks';
export {
  confirmEmailNotification,
  confirmPushNotification,
  createSavedSearch,
  deleteSavedSearch,
  disableEmailDigest,
  disableEmailNotification,
  disablePushNotification,
  enableEmailDigest,
  enableEmailNotification,
  enablePushNotification,
  listMySavedSearches,
  listSavedSearchMatches,
  updateSavedSearch,
} from './saved-searches';
export { getMyProducts, requestProductInformation } from './products';
export { getFixedPriceContract } from './product-orders';
export { getMyWallpaper, requestWallpaperChange } from './wallpaper';
export { exportSellerLeads, getLeadGenerator, listSellerLeads } from './lead-generator';
export { createAdvisorDossier, getAdvisorAccessToken, listAdvisorDossiers } from './property-advisor';
export {
  getListingSlot,
  getMyBestOf,
  getMyColor,
  releaseListingSlot,
  selectListingSlot,
  setAutoselect,
} from './product-slots';
export {
  belfiusConnect,
  changePassword,
  confirmAccountDeletion,
  exportPersonalData,
  facebookConnect,
  getConnections,
  getDevices,
  getProviders,
  googleConnect,
  isAppUser,
  oidcCallback,
  oidcLogin,
  requestAccountDeletion,
  revokeDevice,
} from './account';
export { getProfile, updateProDetails, updateUserInfo } from './profile';
export {
  deletePushSubscription,
  getPushKey,
  listPushSubscriptions,
  subscribePush,
} from './push-subscriptions';
export {
  addPasskey,
  listMyPasskeys,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys';
export {
  endMyOtherSessions,
  endMySession,
  listMySecurityEvents,
  listMySessions,
  secureAccount,
} from './sessions';
export { createOpeningHours, deleteOpeningHours, updateOpeningHours } from './opening-hours';
export { createExtraContact, deleteExtraContact, updateExtraContact } from './extra-contacts';
export { deleteLogo, getLogo, uploadLogo } from './logos';
export { deleteGalleryImage, getGalleryImage, reorderGallery, uploadGalleryImage } from './gallery';
export { deletePaymentMethod } from './payment-methods';
export { setNewsletter } from './newsletters';
export { getMyValuation, listMyValuations, requestValuation } from './valuations';
export {
  getMyValuationOrder,
  getValuationOrderReceipt,
  listMyValuationOrders,
  orderValuation,
} from './valuation-orders';
export {
  exportProFirstContacts,
  exportValuationContacts,
  getProFirstCities,
  listProFirstContacts,
  listValuationContacts,
  listValuationZones,
  searchProFirstCities,
} from './territories';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookAttempts,
  listWebhookEndpoints,
  resendWebhookMessage,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from './webhooks';
export {
  createSellerReportLink,
  getSellerReport,
  getSellerReportLogo,
  getSellerReportPdf,
  listSellerReportLinks,
  revokeSellerReportLink,
} from './seller-reports';
export { getPropertyMarket } from './market';
