import nlMarket from '../locales/nl/market.json' with { type: 'json' };
import frMarket from '../locales/fr/market.json' with { type: 'json' };
import enMarket from '../locales/en/market.json' with { type: 'json' };
import nlSellerReport from '../locales/nl/sellerReport.json' with { type: 'json' };
import frSellerReport from '../locales/fr/sellerReport.json' with { type: 'json' };
import enSellerReport from '../locales/en/sellerReport.json' with { type: 'json' };
import nlWebhooks from '../locales/nl/webhooks.json' with { type: 'json' };
import frWebhooks from '../locales/fr/webhooks.json' with { type: 'json' };
import enWebhooks from '../locales/en/webhooks.json' with { type: 'json' };
import nlValuations from '../locales/nl/valuations.json' with { type: 'json' };
import frValuations from '../locales/fr/valuations.json' with { type: 'json' };
import enValuations from '../locales/en/valuations.json' with { type: 'json' };
import nlSavedSearches from '../locales/nl/savedSearches.json' with { type: 'json' };
import frSavedSearches from '../locales/fr/savedSearches.json' with { type: 'json' };
import enSavedSearches from '../locales/en/savedSearches.json' with { type: 'json' };
import nlBookmarks from '../locales/nl/bookmarks.json' with { type: 'json' };
import frBookmarks from '../locales/fr/bookmarks.json' with { type: 'json' };
import enBookmarks from '../locales/en/bookmarks.json' with { type: 'json' };
import nlContacts from '../locales/nl/contacts.json' with { type: 'json' };
import nlStatistics from '../locales/nl/statistics.json' with { type: 'json' };
import frContacts from '../locales/fr/contacts.json' with { type: 'json' };
import frStatistics from '../locales/fr/statistics.json' with { type: 'json' };
import enContacts from '../locales/en/contacts.json' with { type: 'json' };
import enStatistics from '../locales/en/statistics.json' with { type: 'json' };
import nlAdEditor from '../locales/nl/adEditor.json' with { type: 'json' };
import nlDashboard from '../locales/nl/dashboard.json' with { type: 'json' };
import nlDocuments from '../locales/nl/documents.json' with { type: 'json' };
import nlDrafts from '../locales/nl/drafts.json' with { type: 'json' };
import nlOrders from '../locales/nl/orders.json' with { type: 'json' };
import nlProjects from '../locales/nl/projects.json' with { type: 'json' };
import frAdEditor from '../locales/fr/adEditor.json' with { type: 'json' };
import frDashboard from '../locales/fr/dashboard.json' with { type: 'json' };
import frDocuments from '../locales/fr/documents.json' with { type: 'json' };
import frDrafts from '../locales/fr/drafts.json' with { type: 'json' };
import frOrders from '../locales/fr/orders.json' with { type: 'json' };
import frProjects from '../locales/fr/projects.json' with { type: 'json' };
import enAdEditor from '../locales/en/adEditor.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enDocuments from '../locales/en/documents.json' with { type: 'json' };
import enDrafts from '../locales/en/drafts.json' with { type: 'json' };
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import enProjects from '../locales/en/projects.json' with { type: 'json' };
import enProperties from '../locales/en/properties.json' with { type: 'json' };
import frProperties from '../locales/fr/properties.json' with { type: 'json' };
import nlProperties from '../locales/nl/properties.json' with { type: 'json' };
import nlProducts from '../locales/nl/products.json' with { type: 'json' };
import nlProfile from '../locales/nl/profile.json' with { type: 'json' };
import nlAccount from '../locales/nl/account.json' with { type: 'json' };
import frProducts from '../locales/fr/products.json' with { type: 'json' };
import frProfile from '../locales/fr/profile.json' with { type: 'json' };
import frAccount from '../locales/fr/account.json' with { type: 'json' };
import enProducts from '../locales/en/products.json' with { type: 'json' };
import enProfile from '../locales/en/profile.json' with { type: 'json' };
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enLookups from '../locales/en/lookups.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enApiErrors from '../locales/en/apiErrors.json' with { type: 'json' };
import enRoutes from '../locales/en/routes.json' with { type: 'json' };
import enShell from '../locales/en/shell.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frLookups from '../locales/fr/lookups.json' with { type: 'json' };
import frMail from '../locales/fr/mail.json' with { type: 'json' };
import frApiErrors from '../locales/fr/apiErrors.json' with { type: 'json' };
import frRoutes from '../locales/fr/routes.json' with { type: 'json' };
import frShell from '../locales/fr/shell.json' with { type: 'json' };
import frValidation from '../locales/fr/validation.json' with { type: 'json' };
import nlAuth from '../locales/nl/auth.json' with { type: 'json' };
import nlCommon from '../locales/nl/common.json' with { type: 'json' };
import nlErrors from '../locales/nl/errors.json' with { type: 'json' };
import nlLookups from '../locales/nl/lookups.json' with { type: 'json' };
import nlMail from '../locales/nl/mail.json' with { type: 'json' };
import nlApiErrors from '../locales/nl/apiErrors.json' with { type: 'json' };
import nlRoutes from '../locales/nl/routes.json' with { type: 'json' };
import nlShell from '../locales/nl/shell.json' with { type: 'json' };
import nlStart from '../locales/nl/start.json' with { type: 'json' };
import frStart from '../locales/fr/start.json' with { type: 'json' };
import enStart from '../locales/en/start.json' with { type: 'json' };
import nlValidation from '../locales/nl/validation.json' with { type: 'json' };

/**
 * Every catalog, by language and namespace. A namespace is a file name in locales/{nl,fr,en}/;
 * add a namespace here in all three languages (i18n.test.ts fails otherwise).
 */
export const resources = {
  nl: {
    account: nlAccount,
    adEditor: nlAdEditor,
    auth: nlAuth,
    bookmarks: nlBookmarks,
    common: nlCommon,
    contacts: nlContacts,
    dashboard: nlDashboard,
    documents: nlDocuments,
    drafts: nlDrafts,
    errors: nlErrors,
    lookups: nlLookups,
    mail: nlMail,
    apiErrors: nlApiErrors,
    orders: nlOrders,
    products: nlProducts,
    profile: nlProfile,
    projects: nlProjects,
    properties: nlProperties,
    routes: nlRoutes,
    savedSearches: nlSavedSearches,
    shell: nlShell,
    start: nlStart,
    statistics: nlStatistics,
    validation: nlValidation,
    valuations: nlValuations,
    webhooks: nlWebhooks,
    sellerReport: nlSellerReport,
    market: nlMarket,
  },
  fr: {
    account: frAccount,
    adEditor: frAdEditor,
    auth: frAuth,
    bookmarks: frBookmarks,
    common: frCommon,
    contacts: frContacts,
    dashboard: frDashboard,
    documents: frDocuments,
    drafts: frDrafts,
    errors: frErrors,
    lookups: frLookups,
    mail: frMail,
    apiErrors: frApiErrors,
    orders: frOrders,
    products: frProducts,
    profile: frProfile,
    projects: frProjects,
    properties: frProperties,
    routes: frRoutes,
    savedSearches: frSavedSearches,
    shell: frShell,
    start: frStart,
    statistics: frStatistics,
    validation: frValidation,
    valuations: frValuations,
    webhooks: frWebhooks,
    sellerReport: frSellerReport,
    market: frMarket,
  },
  en: {
    account: enAccount,
    adEditor: enAdEditor,
    auth: enAuth,
    bookmarks: enBookmarks,
    common: enCommon,
    contacts: enContacts,
    dashboard: enDashboard,
    documents: enDocuments,
    drafts: enDrafts,
    errors: enErrors,
    lookups: enLookups,
    mail: enMail,
    apiErrors: enApiErrors,
    orders: enOrders,
    products: enProducts,
    profile: enProfile,
    projects: enProjects,
    properties: enProperties,
    routes: enRoutes,
    savedSearches: enSavedSearches,
    shell: enShell,
    start: enStart,
    statistics: enStatistics,
    validation: enValidation,
    valuations: enValuations,
    webhooks: enWebhooks,
    sellerReport: enSellerReport,
    market: enMarket,
  },
} as const;

export type Namespace = keyof (typeof resources)['nl'];
export const NAMESPACES = Object.keys(resources.nl) as Namespace[];
