import type { Language, Span } from '@app/contract';
import { buildUrl } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import type { StatisticsRange } from '../statistics-view';

const exportMyStatistics = lazyEndpoint('exportMyStatistics');

/** GET my-statistics/export: the workbook of what the screen shows (one listing's with `vlancode`). */
export const statisticsExportUrl = async (
  range: StatisticsRange,
  span: Span,
  vlancode: string | undefined,
  lang: Language,
): Promise<string> => buildUrl(await exportMyStatistics(), { query: { ...range, span, vlancode } }, lang);
