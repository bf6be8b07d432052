import type { Catalog } from './messages';
import { Messages } from './messages';

/**
 * One catalog as its own module: the bundler makes a chunk of every locales/{language}/{namespace}.json,
 * so a screen downloads only its namespaces, in the user's language. No fallback language: every key
 * exists in every language (i18n.test.ts), so a French page does not download the Dutch catalogs too.
 */
const loadCatalog = (lang: string, ns: string): Promise<{ default: Catalog }> =>
  import(`../locales/${lang}/${ns}.json`);

/**
 * The web app's instance, with no catalog bundled: `start` it in a language with the first page's
 * namespaces; screens ask for theirs with `loadNamespaces`.
 */
export const createLazyI18n = (): Messages => new Messages(loadCatalog);
