import type { Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendAttachment, XLSX_TYPE } from './attachment';

/** What a cell holds; the writer gives each kind its cell type and number format. */
export type CellValue =
  | { kind: 'text'; value: string | null }
  | { kind: 'integer'; value: number | null }
  | { kind: 'euro'; value: number | null }
  /** A calendar day, YYYY-MM-DD. */
  | { kind: 'date'; value: string | null }
  /** A wall-clock time in Brussels, YYYY-MM-DD HH:MM: a date Excel sorts and filters, with its minutes. */
  | { kind: 'dateTime'; value: string | null };

export interface XlsxColumn {
  /** The header, translated. */
  header: string;
  /** Excel's width, in characters. */
  width: number;
}

/** Whole euro amounts without decimals, others with two (spec 9); Excel applies the reader's separators. */
const EURO_WHOLE = '"€" #,##0';
const EURO_CENTS = '"€" #,##0.00';
const DAY = 'dd/mm/yyyy';
const DAY_TIME = 'dd/mm/yyyy hh:mm';

/** A cell's value as exceljs takes it; text stays a string value, never a formula. */
function excelValue(cell: CellValue): string | number | Date | null {
  if (cell.value === null) return null;
  if (cell.kind === 'date') return new Date(`${cell.value}T00:00:00Z`);
  // Excel's dates have no time zone: the wall-clock time is written as if it were UTC.
  if (cell.kind === 'dateTime') return new Date(`${cell.value.replace(' ', 'T')}:00Z`);
  return cell.value;
}

function numberFormat(cell: CellValue): string | undefined {
  if (cell.value === null) return undefined;
  if (cell.kind === 'euro') return Number.isInteger(cell.value) ? EURO_WHOLE : EURO_CENTS;
  if (cell.kind === 'date') return DAY;
  if (cell.kind === 'dateTime') return DAY_TIME;
  return undefined;
}

/**
 * One style object per kind of cell and number format, shared by every cell of that kind. exceljs
 * gives each new cell a style object of its own and turns every one into XML to find its style id;
 * a style object it has seen is found in its cache at once. Per cell, that was about a fifth of the
 * export of 150,000 contacts (issue 14). exceljs chooses a format by the cell's type when there is
 * none, so the kind and an empty value are part of the key. Never changed once made.
 */
const sharedStyles = new Map<string, Partial<ExcelJS.Style>>();
function styleOf(cell: CellValue): Partial<ExcelJS.Style> {
  const numFmt = numberFormat(cell);
  const key = `${cell.kind}|${cell.value === null}|${numFmt ?? ''}`;
  let style = sharedStyles.get(key);
  if (!style) {
    style = numFmt ? { numFmt } : {};
    sharedStyles.set(key, style);
  }
  return style;
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
 * One sheet streamed into `out`: a bold, frozen header row, then rows that are written and dropped
 * one by one, so a workbook of any length holds only a batch in memory.
 */
export class XlsxStream {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

  constructor(
    private readonly out: Writable,
    sheetName: string,
    columns: readonly XlsxColumn[],
    /** A bold line above the header (e.g. the range a report covers); it stays frozen with the header. */
    options: { title?: string } = {},
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      // Shared strings would be kept in memory until the end: inline strings stream.
      useSharedStrings: false,
    });
    const frozenRows = options.title === undefined ? 1 : 2;
    this.sheet = this.workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: frozenRows }] });
    this.sheet.columns = columns.map((column) => ({ width: column.width }));
    if (options.title !== undefined) {
      const title = this.sheet.addRow([options.title]);
      title.font = { bold: true };
      title.commit();
    }
    const header = this.sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
  }

  /** True once the reader went away (the user cancelled the download): writing more is useless. */
  get cancelled(): boolean {
    return this.out.destroyed;
  }

  /** One row: numbers typed, euro amounts and days formatted, text as text (never a formula). */
  addRow(cells: readonly CellValue[]): void {
    const row = this.sheet.addRow(cells.map(excelValue));
    cells.forEach((cell, index) => {
      row.getCell(index + 1).style = styleOf(cell);
    });
    row.commit();
  }

  /**
   * Waits while the reader is slower than the writer: the zip stream is piped into `out`, so a full
   * `out` has paused it, and reading the next batch would only pile rows up in memory.
   */
  async drained(): Promise<void> {
    if (this.out.writableNeedDrain && !this.out.destroyed) await drainedOrClosed(this.out);
  }

  /** The workbook's end; a download cancelled meanwhile never finishes, so its close ends the wait too. */
  async finish(): Promise<void> {
    if (this.out.destroyed) return;
    this.sheet.commit();
    const closed = new Promise<void>((resolve) => this.out.once('close', resolve));
    await Promise.race([this.workbook.commit(), closed]);
  }
}

/**
 * Writes rows read a batch at a time into `workbook`, then finishes it. `read` answers the batch after
 * `last` (the previous batch's last row; null for the first), at most `batchSize` rows: a shorter batch
 * is the last. Each next batch is read while the one before is written, so that the database and the
 * writer work at the same time: one batch more in memory. Stops when the download is cancelled.
 */
export async function writeBatches<Row>(
  workbook: XlsxStream,
  batchSize: number,
  read: (last: Row | null) => Promise<Row[]>,
  cells: (row: Row) => CellValue[],
): Promise<void> {
  let next: Promise<Row[]> | null = read(null);
  while (next) {
    const rows: Row[] = await next;
    if (workbook.cancelled) return;
    const last = rows.at(-1);
    next = last !== undefined && rows.length === batchSize ? read(last) : null;
    // Awaited below, once this batch is written; until then a failure must not count as unhandled.
    next?.catch(() => undefined);
    for (const row of rows) workbook.addRow(cells(row));
    await workbook.drained();
  }
  await workbook.finish();
}

/**
 * Sends the workbook that `write` streams: the status line and headers go first, so a failure
 * while writing can only break the download off; it is logged.
 */
export function sendXlsx(
  reply: FastifyReply,
  fileName: string,
  write: (out: Writable) => Promise<void>,
): FastifyReply {
  const out = new PassThrough();
  write(out).catch((error: unknown) => {
    reply.log.error({ err: error, fileName }, 'workbook export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return sendAttachment(reply, { fileName, type: XLSX_TYPE, body: out });
}
