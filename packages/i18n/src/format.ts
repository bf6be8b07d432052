import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';

/**
 * Spec section 9: euro in nl-BE; whole amounts without decimals, otherwise two. Made when first used,
 * like the formatters below: building them at load was part of the first page's blocking time, and
 * most pages show no price.
 */
const euro = (digits: number) =>
  new Intl.NumberFormat('nl-BE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
let wholeEuro: Intl.NumberFormat | undefined;
let centsEuro: Intl.NumberFormat | undefined;

export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0
    ? (wholeEuro ??= euro(0)).format(cents / 100)
    : (centsEuro ??= euro(2)).format(cents / 100);
}

/**
 * One formatter per language, made when first used: building an Intl formatter costs far more than
 * formatting with it, and a table formats a date or a number in every row.
 */
function perLanguage<F>(make: (locale: string) => F): (lang: Language) => F {
  const made = new Map<Language, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) {
      formatter = make(LOCALE_OF[lang]);
      made.set(lang, formatter);
    }
    return formatter;
  };
}

/**
 * The day as "1 Oct 2026" in every language, named field by field: en-BE's `dateStyle: 'medium'` is
 * "01 Oct 2026", which stood beside a calendar day's "13 Nov 2026" on one screen.
 */
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'Europe/Brussels' }),
);
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      ...DAY,
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Brussels',
    }),
);
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));
/** Calendar days and months (YYYY-MM-DD, YYYY-MM) name no instant: they are formatted as UTC midnight. */
const calendar = (options: Intl.DateTimeFormatOptions) =>
  perLanguage((locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
const shortDayFormat = calendar({ day: 'numeric', month: 'short' });
const dayFormat = calendar(DAY);
const monthFormat = calendar({ month: 'long', year: 'numeric' });
const shortMonthFormat = calendar({ month: 'short', year: 'numeric' });
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

export function formatDate(value: Date | string, lang: Language): string {
  return dateFormat(lang).format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: Date | string, lang: Language): string {
  return dateTimeFormat(lang).format(typeof value === 'string' ? new Date(value) : value);
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormat(lang).format(value);
}

/** At most one decimal: a figure per day, or a median of counts (the market comparison, decision 086). */
export function formatTenths(value: number, lang: Language): string {
  return formatNumber(Math.round(value * 10) / 10, lang);
}

/** Rounded to whole euros, as a price per m² (the market comparison, decision 086). */
export function formatWholeEuros(amount: number): string {
  return formatMoney(Math.round(amount));
}

/** "12 nov.": the day and month of a calendar day (YYYY-MM-DD), as on a chart's axis. */
export function formatShortDay(day: string, lang: Language): string {
  return shortDayFormat(lang).format(utcMidnight(day));
}

/** "12 nov. 2026": a calendar day (YYYY-MM-DD) with its year. */
export function formatCalendarDay(day: string, lang: Language): string {
  return dayFormat(lang).format(utcMidnight(day));
}

/** "november 2026", or "nov 2026" when `short`: a calendar month (YYYY-MM). */
export function formatMonth(month: string, lang: Language, { short = false } = {}): string {
  return (short ? shortMonthFormat : monthFormat)(lang).format(utcMidnight(`${month}-01`));
}
