import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { Messages, TFunction } from './messages';

const MessagesContext = createContext<Messages | null>(null);

/** Gives a tree its messages: the browser's one instance, or a server render's own. */
export function I18nProvider({ i18n, children }: { i18n: Messages; children: ReactNode }) {
  return createElement(MessagesContext.Provider, { value: i18n }, children);
}

/**
 * The tree's `t` and instance. A component renders again when the language switches, with a new `t`,
 * so that what it memoized from `t` follows.
 */
export function useTranslation(): { t: TFunction; i18n: Messages } {
  const i18n = useContext(MessagesContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, language]);
  return { t, i18n };
}
