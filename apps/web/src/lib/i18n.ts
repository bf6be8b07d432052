import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE, ERR, isLanguage } from '@app/contract';
import { createI18n } from '@app/i18n';
import type { i18n as I18n } from 'i18next';
import { isApiError } from './http';

/** The app's i18next instance over every catalog (ICU messages); lib/language.ts switches it. */
export const i18n: I18n = createI18n(DEFAULT_LANGUAGE);

export const currentLanguage = (instance: I18n = i18n): Language =>
  isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;

/** The message key to show for a failure: the server's key when the catalogs know it, else generic. */
export function errorMessageKey(error: unknown, instance: I18n = i18n): string {
  if (isApiError(error) && instance.exists(error.messageKey)) return error.messageKey;
  return ERR.generic;
}
