import type { Language } from './language-schema';

// The web app's first page imports these; the schema is in language-schema.ts, so zod does not come
// with them (decision 040).

export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export const DEFAULT_LANGUAGE: Language = 'nl';
/** Cookie that remembers the language when the path does not carry one. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** nl-BE, fr-BE and en-BE: Belgian formats in every language. */
export const LOCALE_OF: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };
