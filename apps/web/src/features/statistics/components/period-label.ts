import type { Language, Span } from '@app/contract';
import { formatCalendarDay, formatMonth, formatShortDay } from '@app/i18n';
import type { TFunction } from '@app/i18n';

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
    return formatMonth(period, lang, { short });
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) return period;
  return short ? formatShortDay(period, lang) : formatCalendarDay(period, lang);
}
