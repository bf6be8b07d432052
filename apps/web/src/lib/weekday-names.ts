import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';

/** ISO weekdays, Monday first, as the API numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Maandag", "Lundi", "Monday": from Intl, capitalised for use as a heading. */
export function weekdayName(weekday: number, lang: Language): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, weekday));
  const name = new Intl.DateTimeFormat(LOCALE_OF[lang], { weekday: 'long', timeZone: 'UTC' }).format(date);
  return name.charAt(0).toLocaleUpperCase(LOCALE_OF[lang]) + name.slice(1);
}
