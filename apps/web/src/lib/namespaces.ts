import type { AnyRouteName } from '@app/contract';
import type { Namespace } from '@app/i18n';

/**
 * Namespaces the entry bundles, never loaded: what the app says when it cannot start, catalogs
 * included (app/start-failure.ts).
 */
export const BUNDLED_NAMESPACES = ['start'] as const satisfies readonly Namespace[];

/**
 * The namespaces of the frame every screen shares (menu, errors and validation messages from the
 * server, page titles, lookups) and of the dashboard, the account area's home, whose screen is in the
 * entry too (app/router.tsx); a route loads its own before it renders, the login modal with its code.
 */
export const SHELL_NAMESPACES = [
  'common',
  'dashboard',
  'errors',
  'lookups',
  'routes',
  'shell',
  'validation',
] as const satisfies readonly Namespace[];

/** The login modal's, loaded with its code (app/login/login-gate.tsx). */
export const LOGIN_NAMESPACES = ['account', 'auth'] as const satisfies readonly Namespace[];

/**
 * The namespaces each route's screen uses beyond the shell's (SHELL_NAMESPACES), loaded with
 * the screen's code. namespaces.test.ts reads the screen's source and fails when one is missing.
 */
export const ROUTE_NAMESPACES: Record<AnyRouteName, readonly Namespace[]> = {
  'confirm-email': ['auth'],
  'confirm-deletion': ['account'],
  'secure-account': ['account', 'auth'],
  'seller-report': ['market', 'sellerReport'],
  data: ['profile'],
  password: ['account', 'auth'],
  properties: ['market', 'orders', 'properties', 'statistics'],
  'property-order': ['orders'],
  profile: [],
  projects: ['projects', 'properties'],
  drafts: ['drafts', 'projects'],
  emails: ['contacts'],
  'contacts-sent': ['contacts'],
  ad: ['adEditor', 'orders', 'profile'],
  savedsearches: ['savedSearches'],
  savedproperties: ['bookmarks', 'properties'],
  'products-summary': ['orders', 'products'],
  'products-property-advisor': ['orders', 'products'],
  valuations: ['orders', 'profile', 'valuations'],
  'products-lead-generator': ['contacts', 'orders', 'products'],
  'products-profirst': ['contacts', 'orders', 'products', 'profile'],
  'products-valuation': ['contacts', 'orders', 'products', 'profile'],
  'products-profirstcontacts': ['contacts', 'orders', 'products', 'profile'],
  'products-valuationcontacts': ['contacts', 'orders', 'products', 'profile'],
  'valuation-orders': ['orders', 'valuations'],
  'valuation-order-receipt': ['orders', 'valuations'],
  'products-wallpaper': ['products'],
  'products-bestof': ['products', 'properties'],
  'products-color': ['products', 'properties'],
  statistics: ['orders', 'properties', 'statistics'],
};

/**
 * The namespaces of the parts of a screen that load after its first paint (the dashboard's lower
 * half, My data's other tabs: privacy and connections with the account feature's, and the
 * professionals' integrations with `webhooks` alone): the browser loads them with that part's code,
 * the server with the page it renders.
 */
export const LATER_NAMESPACES = {
  profile: ['statistics'],
  /** My properties' seller report dialog: its day field's words (components/day-input.tsx). */
  properties: ['contacts'],
  data: ['account', 'orders', 'products', 'savedSearches', 'valuations', 'webhooks'],
  /** One listing's statistics: its comparison with similar listings (features/statistics, listing-market.tsx). */
  statistics: ['market'],
} as const satisfies Partial<Record<AnyRouteName, readonly Namespace[]>>;

/** `route`'s LATER_NAMESPACES, none for most routes. */
export const laterNamespaces = (route: AnyRouteName): readonly Namespace[] =>
  (LATER_NAMESPACES as Partial<Record<AnyRouteName, readonly Namespace[]>>)[route] ?? [];

/** The shell's namespaces and `first`, a page's own, each once: what a first render needs. */
export const pageNamespaces = (first: readonly Namespace[]): Namespace[] => [
  ...new Set([...SHELL_NAMESPACES, ...first]),
];
