import type { Language } from '@app/contract';

/** Each language's name in the language of the screen (catalog keys, written out for the i18n check). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'profile:languageName.nl',
  fr: 'profile:languageName.fr',
  en: 'profile:languageName.en',
};
