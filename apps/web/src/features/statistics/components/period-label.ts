import type { Language, Span } from '@app/contract';
import { LOCALE_OF } from '@app/contract';
import type { TFunction } from 'i18next';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A period of a series as people say it in `lang`: a day ("21 nov. 2026"), an ISO week ("week 47",
 * with its year unless `short`) or a month ("november 2026"). `short` is for the chart's axis.
 */
export function periodLabel(
  period: string,
  span: Span,
  lang: Language,
  t: TFunction,
  { short = false }: { short?: boolean } = {},
): string {
  const locale = LOCALE_OF[lang];
  if (span === 'week') {
    const match = /^(\d{4})-W(\d{2})$/.exec(period);
    if (!match) return period;
    const [, year, week] = match;
    return short
      ? t('statistics:period.week', { week: Number(week) })
      : t('statistics:period.weekOfYear', { week: Number(week), year });
  }
  if (span === 'month') {
    if (!/^\d{4}-\d{2}$/.test(period)) return period;
    return new Intl.DateTimeFormat(locale, {
      month: short ? 'short' : 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(utc(`${period}-01`));
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) return period;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(short ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(utc(period));
}
