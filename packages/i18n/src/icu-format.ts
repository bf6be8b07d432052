import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Formatters } from 'intl-messageformat';
import { IntlMessageFormat } from 'intl-messageformat';
import { COMPILED, needsFormatting } from './compiled-message';

/** One instance per distinct arguments: Intl objects are immutable, and slow to make. */
function memoized<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

/** Each message would otherwise make its own Intl.NumberFormat and Intl.PluralRules: all share them. */
const formatters: Formatters = {
  getNumberFormat: memoized(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  ),
  getDateTimeFormat: memoized(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: memoized(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  ),
};

/**
 * Readies what formatting `lng` needs before the first message does. The browser's first use of Intl
 * loads its locale data: on a phone's CPU, about 45 ms of the main thread, which the dashboard paid
 * inside the render that draws its data (issue 14). The web app calls this while it waits for the
 * network.
 */
export function warmUpFormatting(lang: Language): void {
  const locale = LOCALE_OF[lang];
  IntlMessageFormat.resolveLocale(locale);
  formatters.getPluralRules(locale);
  formatters.getNumberFormat(locale);
}

const formats = new Map<string, IntlMessageFormat>();

/**
 * Formats an ICU message (`{name}`, `{count, plural, ...}`), as text or compiled, in `lang`; each
 * message is prepared once per language (decision 004). Its numbers and dates are in the language's
 * Belgian locale, as the formatters' (format.ts): `en` alone wrote 1,234.5 where they write 1.234,5.
 */
export function formatMessage(message: string, values: Record<string, unknown>, lang: Language): string {
  const compiled = message.startsWith(COMPILED);
  if (!compiled && !needsFormatting(message)) return message;
  const cacheKey = `${lang}\u0000${message}`;
  let format = formats.get(cacheKey);
  if (!format) {
    const source = compiled
      ? (JSON.parse(message.slice(COMPILED.length)) as MessageFormatElement[])
      : message;
    format = new IntlMessageFormat(source, LOCALE_OF[lang], undefined, { ignoreTag: true, formatters });
    formats.set(cacheKey, format);
  }
  return String(format.format(values as Record<string, string | number>));
}
