import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { CellValue } from './xlsx';
import { XlsxStream } from './xlsx';

async function workbookOf(rows: CellValue[][]): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const stream = new XlsxStream(out, 'Sheet', [
    { header: 'Text', width: 10 },
    { header: 'Count', width: 10 },
    { header: 'Price', width: 10 },
    { header: 'Day', width: 10 },
  ]);
  for (const row of rows) stream.addRow(row);
  await stream.finish();
  const workbook = new ExcelJS.Workbook();
  // exceljs types a Buffer of its own Node version; any ArrayBuffer view loads.
  await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
  return workbook.getWorksheet('Sheet')!;
}

const row = (
  text: string | null,
  count: number | null,
  price: number | null,
  day: string | null,
): CellValue[] => [
  { kind: 'text', value: text },
  { kind: 'integer', value: count },
  { kind: 'euro', value: price },
  { kind: 'date', value: day },
];

describe('XlsxStream', () => {
  it('gives every cell its own kind’s format, row after row and workbook after workbook', async () => {
    for (let workbook = 0; workbook < 2; workbook += 1) {
      const sheet = await workbookOf([
        row('a', 1, 1250, '2026-11-26'),
        row(null, null, 12.5, null),
        row('=1+1', 3, null, '2026-01-31'),
      ]);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.getRow(2).values).toEqual([undefined, 'a', 1, 1250, new Date('2026-11-26T00:00:00Z')]);
      const formats = [2, 3, 4].map((line) => [1, 2, 3, 4].map((col) => sheet.getCell(line, col).numFmt));
      expect(formats).toEqual([
        [undefined, undefined, '"€" #,##0', 'dd/mm/yyyy'],
        [undefined, undefined, '"€" #,##0.00', undefined],
        [undefined, undefined, undefined, 'dd/mm/yyyy'],
      ]);
      // Text is text, never a formula; data rows are not bold.
      expect(sheet.getCell(4, 1).value).toBe('=1+1');
      expect(sheet.getCell(2, 1).font?.bold).not.toBe(true);
    }
  });
});

describe('XlsxStream’s batches', () => {
  const columns = [{ header: 'Text', width: 10 }];
  // Random text, so that deflate cannot shrink a batch below the buffers it has to fill.
  const batch = () =>
    Array.from({ length: 1_000 }, (): CellValue[] => [
      { kind: 'text', value: randomBytes(100).toString('hex') },
    ]);
  const settlesWithin = (promise: Promise<void>, ms: number) =>
    Promise.race([promise.then(() => true), setTimeout(ms, false)]);

  it('waits while the reader reads nothing, and goes on when it reads again', async () => {
    const out = new PassThrough();
    const stream = new XlsxStream(out, 'Sheet', columns);
    let waiting: Promise<void> | null = null;
    let rows = 0;
    for (let batches = 0; batches < 50 && !waiting; batches += 1) {
      for (const cells of batch()) stream.addRow(cells);
      rows += 1_000;
      // As the next batch's query would, this lets the zip stream work meanwhile.
      await setTimeout(20);
      const drained = stream.drained();
      if (!(await settlesWithin(drained, 2_000))) waiting = drained;
    }
    // 50 batches deflate to about 5 MB: the writer must have stopped long before, holding little.
    expect(waiting).not.toBeNull();
    expect(out.readableLength + out.writableLength).toBeLessThan(2_000_000);
    const bytes = buffer(out);
    await waiting;
    await stream.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Sheet')!.rowCount).toBe(rows + 1);
  });

  it('stops when the download is cancelled, and ends without an error', async () => {
    const out = new PassThrough();
    const stream = new XlsxStream(out, 'Sheet', columns);
    for (const cells of batch()) stream.addRow(cells);
    await stream.drained();
    out.destroy();
    expect(stream.cancelled).toBe(true);
    for (const cells of batch()) stream.addRow(cells);
    await stream.drained();
    await stream.finish();
    expect(out.writableEnded).toBe(false);
  });
});
