import type { Writable } from 'node:stream';
import type { Language, PropertyExportQuery } from '@app/contract';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import { translator } from '../../i18n';
import { brusselsToday } from '../properties/brussels-today';
import { toProperty } from '../properties/properties.service';
import type { CellValue } from './export-columns';
import { EXPORT_COLUMNS } from './export-columns';
import { findExportIds, findExportRows } from './property-export.repository';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read from the database per query: a batch's rows are written, then dropped. */
export const EXPORT_BATCH_SIZE = 500;

/** Whole euro amounts without decimals, others with two (spec 9); Excel applies the reader's separators. */
const EURO_WHOLE = '"€" #,##0';
const EURO_CENTS = '"€" #,##0.00';
const DAY = 'dd/mm/yyyy';

type Sheet = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

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

/** A cell's value as exceljs takes it; text stays a string value, never a formula. */
function excelValue(cell: CellValue): string | number | Date | null {
  if (cell.value === null) return null;
  if (cell.kind === 'date') return new Date(`${cell.value}T00:00:00Z`);
  return cell.value;
}

function numberFormat(cell: CellValue): string | undefined {
  if (cell.value === null) return undefined;
  if (cell.kind === 'euro') return Number.isInteger(cell.value) ? EURO_WHOLE : EURO_CENTS;
  if (cell.kind === 'date') return DAY;
  return undefined;
}

/** Resolves once `out` drains or closes (a cancelled download never drains). */
function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Waits while the reader is slower than the writer: the zip stream is piped into `out`, so a full
 * `out` has paused it, and reading the next batch would only pile rows up in memory.
 */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
}

/** The workbook's end; a download cancelled meanwhile never finishes, so its close ends the wait too. */
async function finish(workbook: ExcelJS.stream.xlsx.WorkbookWriter, out: Writable): Promise<void> {
  const closed = new Promise<void>((resolve) => out.once('close', resolve));
  await Promise.race([workbook.commit(), closed]);
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    // Shared strings would be kept in memory until the end: inline strings stream.
    useSharedStrings: false,
  });
  const sheet: Sheet = workbook.addWorksheet(t('documents:export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ width: column.width }));
  const header = sheet.addRow(EXPORT_COLUMNS.map((column) => t(column.header)));
  header.font = { bold: true };
  header.commit();

  for (let start = 0; start < plan.ids.length; start += EXPORT_BATCH_SIZE) {
    if (out.destroyed) return;
    const rows = await findExportRows(db, userId, plan.ids.slice(start, start + EXPORT_BATCH_SIZE));
    for (const row of rows) {
      const property = toProperty(row);
      const cells = EXPORT_COLUMNS.map((column) => column.cell(property, t));
      const line = sheet.addRow(cells.map(excelValue));
      cells.forEach((cell, index) => {
        const format = numberFormat(cell);
        if (format) line.getCell(index + 1).numFmt = format;
      });
      line.commit();
    }
    await drained(out);
  }
  if (out.destroyed) return;
  sheet.commit();
  await finish(workbook, out);
}
