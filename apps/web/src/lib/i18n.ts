import type { Language } from '@app/contract';
import { TRANSPORT_ERR } from '@app/contract';
import type { Namespace } from '@app/i18n';
import { pageNamespaces } from './namespaces';
import { createLazyI18n, type Messages as I18n } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from './http';

/** The app's messages (ICU); catalogs load per language and namespace as needed. */
export const i18n: I18n = createLazyI18n();

/** Starts the instance; null once called (startI18n starts it once). */
let markStarted: ((init: Promise<unknown>) => void) | null = null;
/** Settles when the instance has started, however early it is awaited. */
const whenStarted = new Promise<unknown>((resolve) => {
  markStarted = resolve;
});

/**
 * Starts the instance in `lang` with the shell's catalogs and `first`, the first page's: they load
 * together, and the app renders once all of them are in.
 */
export function startI18n(lang: Language, first: readonly Namespace[] = []): Promise<unknown> {
  if (markStarted) {
    // A catalog that does not load fails the start (main.tsx says so): no keys for words.
    markStarted(i18n.start(lang, pageNamespaces(first)));
    markStarted = null;
  }
  return whenStarted;
}

/**
 * Loads namespaces once the instance has started: a route can load before the shell's catalogs are
 * in, and the router asks for its first route's before the instance is started (main.tsx). In the
 * current language, or in `lang` (a route's) together with every namespace asked for so far.
 */
export const loadNamespaces = async (namespaces: readonly Namespace[], lang?: Language): Promise<void> => {
  await whenStarted;
  await (lang ? i18n.loadFor(lang, namespaces) : i18n.loadNamespaces(namespaces));
};

export const currentLanguage = (instance: I18n = i18n): Language => instance.language;

/**
 * The language of the messages on screen, for a component's numbers and dates: its tree's instance's
 * (the server renders each page with an instance of its own).
 */
export const useCurrentLanguage = (): Language => currentLanguage(useTranslation().i18n);

/** The message key to show for a failure: the server's key when the catalogs know it, else generic. */
export function errorMessageKey(error: unknown, instance: I18n = i18n): string {
  if (isApiError(error) && instance.exists(error.messageKey)) return error.messageKey;
  return TRANSPORT_ERR.generic;
}
