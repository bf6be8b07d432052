import { parse } from '@formatjs/icu-messageformat-parser';
import { COMPILED, needsFormatting } from './compiled-message';

/**
 * A message compiled for `lang`: its syntax tree as JSON behind the COMPILED mark, parsed as
 * IntlMessageFormat would parse it (tags as text, the language's hour cycle). A message that needs no
 * formatting stays as it is.
 */
export function compileMessage(message: string, lang: string): string {
  if (!needsFormatting(message)) return message;
  return COMPILED + JSON.stringify(parse(message, { ignoreTag: true, locale: new Intl.Locale(lang) }));
}

/** A catalog (nested objects and lists of messages) with every message compiled for `lang`. */
export function compileCatalog(catalog: unknown, lang: string): unknown {
  if (typeof catalog === 'string') return compileMessage(catalog, lang);
  if (Array.isArray(catalog)) return catalog.map((item: unknown) => compileCatalog(item, lang));
  if (catalog === null || typeof catalog !== 'object') return catalog;
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [key, compileCatalog(value, lang)]),
  );
}
