import type { Language } from '@app/contract';
import { createI18n } from '@app/i18n';

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translators = new Map<Language, Translate>();

/** One instance of the messages per language for the whole process (e-mails, lookup names). */
export function translator(lang: Language): Translate {
  let translate = translators.get(lang);
  if (!translate) {
    const instance = createI18n(lang);
    translate = (key, values) => instance.t(key, values ?? {});
    translators.set(lang, translate);
  }
  return translate;
}
