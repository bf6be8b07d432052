import { brusselsToday } from '@app/contract';
import type { Writable } from 'node:stream';
import type { Language, PropertyExportQuery } from '@app/contract';
import type { Database } from '../../db/client';
import { XlsxStream } from '../../documents/xlsx';
import { translator } from '../../i18n';
import { toProperty } from '../properties/properties.service';
import { EXPORT_COLUMNS } from './export-columns';
import { findExportIds, findExportRows } from './property-export.repository';

/** Rows read from the database per query: a batch's rows are written, then dropped. */
export const EXPORT_BATCH_SIZE = 500;

export interface ExportPlan {
  ids: number[];
  fileName: string;
}

/**
 * What the export holds, decided before the first byte is sent: a database failure here still
 * answers a proper error instead of a broken file.
 */
export async function planExport(
  db: Database,
  userId: number,
  query: PropertyExportQuery,
  lang: Language,
  now: Date,
): Promise<ExportPlan> {
  const ids = await findExportIds(db, userId, query);
  return { ids, fileName: translator(lang)('documents:export.fileName', { date: brusselsToday(now) }) };
}

/**
 * Streams the workbook of `plan` into `out`: a translated, bold and frozen header row, then one row
 * per listing, read EXPORT_BATCH_SIZE at a time. Stops early, without an error, when `out` is
 * destroyed (the user cancelled the download); any other failure rejects.
 */
export async function writeExport(
  db: Database,
  userId: number,
  plan: ExportPlan,
  lang: Language,
  out: Writable,
): Promise<void> {
  const t = translator(lang);
  const workbook = new XlsxStream(
    out,
    t('documents:export.sheet'),
    EXPORT_COLUMNS.map((column) => ({ header: t(column.header), width: column.width })),
  );
  for (let start = 0; start < plan.ids.length; start += EXPORT_BATCH_SIZE) {
    if (workbook.cancelled) return;
    const rows = await findExportRows(db, userId, plan.ids.slice(start, start + EXPORT_BATCH_SIZE));
    for (const row of rows) {
      const property = toProperty(row);
      workbook.addRow(EXPORT_COLUMNS.map((column) => column.cell(property, t)));
    }
    await workbook.drained();
  }
  await workbook.finish();
}
