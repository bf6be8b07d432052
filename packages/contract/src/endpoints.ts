/** Every endpoint of the API, by name: the server registers all of these, OpenAPI lists them. */
export {
  createPropertyDraft,
  getProjectDraft,
  getPropertyDraft,
  updateProjectDraft,
  updatePropertyDraft,
} from './ad-editor';
export {
  exportMyContacts,
  listMyContacts,
  listMySentContacts,
  recordContact,
  recordListingEvents,
} from './contacts';
export {
  exportMyStatistics,
  getAnnouncementStatistics,
  getContactStatistics,
  getFacebookStatistics,
  getMyProStatistics,
  getMyStatistics,
} from './statistics';
export { getMyDashboard, getMyPropertiesProducts } from './dashboard';
export { exportMyProperties, getPropertyFolder, getPropertyPoster } from './listing-documents';
export {
  getOrderInvoice,
  getOrderReceipt,
  listMyPropertyOrders,
  orderProduct,
  requestInvoice,
} from './orders';
export { confirmEmail, getCurrentUser, initConfirmEmail, login, signOut } from './auth';
export {
  changeMyProjectStatus,
  changeMyPropertyStatus,
  deleteMyProjectDraft,
  deleteMyPropertyDraft,
  getMyProjectModels,
  getMyProjectUnits,
  getMyProperty,
  listMyProjectDrafts,
  listMyProjects,
  listMyProperties,
  listMyPropertyDrafts,
} from './listings';
export { getCities, getTypes } from './lookups-api';
export { getMyProducts } from './products';
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
export {
  createExtraContact,
  createOpeningHours,
  deleteExtraContact,
  deleteGalleryImage,
  deleteLogo,
  deleteOpeningHours,
  deletePaymentMethod,
  getGalleryImage,
  getLogo,
  getProfile,
  reorderGallery,
  setNewsletter,
  updateExtraContact,
  updateOpeningHours,
  updateProDetails,
  updateUserInfo,
  uploadGalleryImage,
  uploadLogo,
} from './profile';
