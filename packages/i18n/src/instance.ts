import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE } from '@app/contract';
import { Messages } from './messages';
import { resources } from './resources';

/**
 * Every catalog of `lang`, ready at once: the server uses one per language and process for e-mails and
 * lookups. The web app loads its catalogs as needed (lazy-instance.ts).
 */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): Messages {
  const instance = new Messages();
  for (const [ns, catalog] of Object.entries(resources[lang])) instance.add(lang, ns, catalog);
  instance.language = lang;
  instance.isInitialized = true;
  return instance;
}
