import type { PersonalData } from './lib/personal-data';
import { accountPersonalData } from './modules/account/account.personal-data';
import { authPersonalData } from './modules/auth/auth.personal-data';
import { bookmarksPersonalData } from './modules/bookmarks/bookmarks.personal-data';
import { savedSearchesPersonalData } from './modules/saved-searches/saved-searches.personal-data';
import { contactsPersonalData } from './modules/contacts/contacts.personal-data';
import { ordersPersonalData } from './modules/orders/orders.personal-data';
import { productsPersonalData } from './modules/products/products.personal-data';
import { profilePersonalData } from './modules/profile/profile.personal-data';
import { projectsPersonalData } from './modules/projects/projects.personal-data';
import { propertiesPersonalData } from './modules/properties/properties.personal-data';
import { statisticsPersonalData } from './modules/statistics/statistics.personal-data';
import { valuationsPersonalData } from './modules/valuations/valuations.personal-data';
import { webhooksPersonalData } from './modules/webhooks/webhooks.personal-data';
import { sellerReportsPersonalData } from './modules/seller-reports/seller-reports.personal-data';

/**
 * Every module that holds personal data. A new feature that stores something about a user adds its
 * `<module>.personal-data.ts` and one line to each list; a test compares the erased tables with the
 * database, so a table cannot be forgotten.
 */

/** The export's sections, in this order. */
export const PERSONAL_DATA_EXPORT: readonly PersonalData[] = [
  profilePersonalData,
  productsPersonalData,
  accountPersonalData,
  authPersonalData,
  propertiesPersonalData,
  contactsPersonalData,
  projectsPersonalData,
  ordersPersonalData,
  savedSearchesPersonalData,
  bookmarksPersonalData,
  valuationsPersonalData,
  webhooksPersonalData,
  sellerReportsPersonalData,
];

/** The deletion's order: whatever points at listings goes before them, projects after their units. */
export const PERSONAL_DATA_ERASURE: readonly PersonalData[] = [
  authPersonalData,
  accountPersonalData,
  webhooksPersonalData,
  sellerReportsPersonalData,
  profilePersonalData,
  productsPersonalData,
  contactsPersonalData,
  ordersPersonalData,
  savedSearchesPersonalData,
  bookmarksPersonalData,
  valuationsPersonalData,
  propertiesPersonalData,
  statisticsPersonalData,
  projectsPersonalData,
];
