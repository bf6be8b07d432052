import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@app/contract';
import i18next, { type i18n, type InitOptions } from 'i18next';
import { IcuFormat } from './icu-format';
import { resources } from './resources';

/** What every instance shares: languages, the fallback, the default namespace. */
export const baseOptions = (lang: Language) =>
  ({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'errors',
    interpolation: { escapeValue: false },
  }) satisfies InitOptions;

/**
 * A ready i18next instance with every catalog and ICU messages (`{name}`, plurals): the server uses one
 * per process for e-mails and lookups. The web app loads its catalogs as needed (lazy-instance.ts).
 */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(new IcuFormat()).init({
    ...baseOptions(lang),
    resources,
    ns: Object.keys(resources.nl),
    initAsync: false,
  });
  return instance;
}
