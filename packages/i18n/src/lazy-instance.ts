/// <reference types="vite/client" />
import type { Catalog } from './messages';
import { Messages } from './messages';

/** The server's own catalogs, which the web app never loads (left out of its catalog map below). */
export const SERVER_ONLY_NAMESPACES = ['mail', 'documents', 'apiErrors'] as const;

/**
 * One catalog as its own module: the bundler makes a chunk of every locales/{language}/{namespace}.json,
 * so a screen downloads only its namespaces, in the user's language. No fallback language: every key
 * exists in every language (i18n.test.ts), so a French page does not download the Dutch catalogs too.
 */
type CatalogModules = Record<string, () => Promise<{ default: Catalog }>>;
let catalogs: CatalogModules | undefined;
const loadCatalog = (lang: string, ns: string): Promise<{ default: Catalog }> => {
  // The server's own catalogs (the e-mails', the documents' and the API's) are left out: the app never
  // loads them, and each of their entries in this map weighed on every route's first load (issue 50).
  // Made when first asked for: only a Vite build knows import.meta.glob (the server imports this module).
  catalogs ??= import.meta.glob<{ default: Catalog }>([
    '../locales/*/*.json',
    '!../locales/*/{mail,documents,apiErrors}.json',
  ]);
  const load = catalogs[`../locales/${lang}/${ns}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog ${lang}/${ns} in the web app`));
};

/**
 * The web app's instance, with no catalog bundled: `start` it in a language with the first page's
 * namespaces; screens ask for theirs with `loadNamespaces`.
 */
export const createLazyI18n = (): Messages => new Messages(loadCatalog);
