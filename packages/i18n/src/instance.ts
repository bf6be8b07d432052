import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@app/contract';
import i18next, { type i18n } from 'i18next';
import { IcuFormat } from './icu-format';
import { resources } from './resources';

/**
 * A ready i18next instance with every catalog and ICU messages (`{name}`, plurals).
 * The web app wraps it with react-i18next; the server uses one per process for e-mails and lookups.
 */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(new IcuFormat()).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'errors',
    ns: Object.keys(resources.nl),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
