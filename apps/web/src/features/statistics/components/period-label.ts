import type { Language, Span } from '@app/contract';
import { LOCALE_OF } from '@app/contract';
import type { TFunction } from 'i18next';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The formatters a series' labels use, made once per locale and form (a year by day has 365 labels). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, form: 'month' | 'shortMonth' | 'day' | 'shortDay'): Intl.DateTimeFormat {
  const key = `${locale} ${form}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      ...(form === 'day' || form === 'shortDay' ? { day: 'numeric', month: 'short' } : {}),
      ...(form === 'month' ? { month: 'long' } : form === 'shortMonth' ? { month: 'short' } : {}),
      ...(form === 'shortDay' ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    });
    formatters.set(key, made);
  }
  return made;
}

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
    return formatter(locale, short ? 'shortMonth' : 'month').format(utc(`${period}-01`));
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) return period;
  return formatter(locale, short ? 'shortDay' : 'day').format(utc(period));
}
