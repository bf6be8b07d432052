import type { Language } from '@app/contract';
import i18next, { type i18n, type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { IcuFormat } from './icu-format';
import { baseOptions } from './instance';
import type { Namespace } from './resources';

/**
 * One catalog as its own module: the bundler makes a chunk of every locales/{language}/{namespace}.json,
 * so a screen downloads only its namespaces, in the user's language.
 */
const loadCatalog = (lang: string, ns: string): Promise<{ default: Record<string, unknown> }> =>
  import(`../locales/${lang}/${ns}.json`);

/**
 * Asks for catalogs at once, before the instance starts and reads them through its backend (the same
 * modules, so they download once). i18next reads them a few promise turns after `init`: by then the
 * first screen's code had taken the browser's connections, and the shell's catalogs, which the first
 * paint waits for, queued behind some twenty chunks (issue 14). A failure is the backend's to report:
 * it reads the same module and fails the same way.
 */
export function preloadCatalogs(lang: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) loadCatalog(lang, ns).catch(() => undefined);
}

/**
 * The web app's instance: ICU messages like createI18n's, with no catalog bundled. Start it with
 * `init(lazyOptions(...))`; screens ask for their namespaces with `loadNamespaces`, and a language
 * switch loads every namespace loaded so far in the new language before it applies.
 */
export const createLazyI18n = (): i18n =>
  i18next.createInstance().use(new IcuFormat()).use(resourcesToBackend(loadCatalog));

/**
 * `namespaces` load in `lang` when the instance starts. No fallback language: every key exists in
 * every language (i18n.test.ts), so a French page does not download the Dutch catalogs too.
 */
export const lazyOptions = (lang: Language, namespaces: readonly Namespace[]) =>
  ({
    ...baseOptions(lang),
    fallbackLng: false,
    ns: [...namespaces],
    partialBundledLanguages: true,
  }) satisfies InitOptions;
