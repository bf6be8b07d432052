import type { Language, Span } from '@app/contract';
import { endpoints } from '@app/contract';
import { buildUrl } from '../../../lib/http';
import type { StatisticsRange } from '../statistics-view';

/** GET my-statistics/export: the workbook of what the screen shows (one listing's with `vlancode`). */
export const statisticsExportUrl = (
  range: StatisticsRange,
  span: Span,
  vlancode: string | undefined,
  lang: Language,
): string => buildUrl(endpoints.exportMyStatistics, { query: { ...range, span, vlancode } }, lang);
