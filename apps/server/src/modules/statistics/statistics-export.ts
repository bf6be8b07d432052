import type { Writable } from 'node:stream';
import type { CurrentUser, Language, StatisticsExportQuery, StatisticsSeries } from '@app/contract';
import { formatDate } from '@app/i18n';
import type { Database } from '../../db/client';
import type { CellValue, XlsxColumn } from '../../documents/xlsx';
import { XlsxStream } from '../../documents/xlsx';
import { translator } from '../../i18n';
import { ownListing, seriesOf } from './statistics.service';

/** The columns of the workbook: the period, its days inside the range, the counters, the contacts. */
const COLUMNS = [
  { header: 'statistics:export.period', width: 14 },
  { header: 'statistics:export.start', width: 12 },
  { header: 'statistics:export.end', width: 12 },
  { header: 'statistics:export.searchAppearances', width: 20 },
  { header: 'statistics:export.detailViews', width: 16 },
  { header: 'statistics:export.mails', width: 12 },
  { header: 'statistics:export.phoneRequests', width: 20 },
  { header: 'statistics:export.contacts', width: 12 },
] as const;

export interface StatisticsExport {
  fileName: string;
  title: string;
  series: StatisticsSeries;
}

/**
 * The series the screen shows (the caller's listings, or the one listing of `vlancode`), read whole
 * before the first byte is sent: a range holds at most 731 periods, and a 404 or a database failure
 * still answers a proper error instead of a broken file.
 */
export async function planStatisticsExport(
  db: Database,
  user: CurrentUser,
  query: StatisticsExportQuery,
  lang: Language,
): Promise<StatisticsExport> {
  const t = translator(lang);
  const { vlancode, ...range } = query;
  const dates = {
    start: formatDate(range.filterStart, lang),
    end: formatDate(range.filterEnd, lang),
  };
  const files = { start: range.filterStart, end: range.filterEnd };
  if (vlancode === undefined || vlancode === '') {
    return {
      fileName: t('statistics:export.fileName', files),
      title: t('statistics:export.title', dates),
      series: await seriesOf(db, { userId: user.id }, range),
    };
  }
  const listing = await ownListing(db, user, { vlancode });
  return {
    fileName: t('statistics:export.fileNameListing', { ...files, vlancode: listing.vlancode }),
    title: t('statistics:export.titleListing', { ...dates, vlancode: listing.vlancode }),
    series: await seriesOf(db, { listingId: listing.id }, range),
  };
}

const text = (value: string): CellValue => ({ kind: 'text', value });
const day = (value: string): CellValue => ({ kind: 'date', value });
const integer = (value: number): CellValue => ({ kind: 'integer', value });

/** Writes the title (the range), the translated header, one row per period and a totals row. */
export async function writeStatisticsExport(
  plan: StatisticsExport,
  lang: Language,
  out: Writable,
): Promise<void> {
  const t = translator(lang);
  const columns: XlsxColumn[] = COLUMNS.map((column) => ({ header: t(column.header), width: column.width }));
  const workbook = new XlsxStream(out, t('statistics:export.sheet'), columns, { title: plan.title });
  const { series, totals, filterStart, filterEnd } = plan.series;
  const counters = (values: typeof totals) => [
    integer(values.searchAppearances),
    integer(values.detailViews),
    integer(values.mails),
    integer(values.phoneRequests),
    integer(values.contacts),
  ];
  for (const point of series) {
    if (workbook.cancelled) return;
    workbook.addRow([text(point.period), day(point.start), day(point.end), ...counters(point)]);
  }
  workbook.addRow([
    text(t('statistics:export.total')),
    day(filterStart),
    day(filterEnd),
    ...counters(totals),
  ]);
  await workbook.drained();
  await workbook.finish();
}
