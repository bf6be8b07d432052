import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { CellValue } from './xlsx';
import { writeBatches, XlsxStream } from './xlsx';

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

  it('writes a moment as a date with its minutes, which Excel sorts and filters as dates', async () => {
    const sheet = await workbookOf([
      [{ kind: 'dateTime', value: '2026-11-26 09:05' }],
      [{ kind: 'dateTime', value: null }],
    ]);
    expect(sheet.getCell(2, 1).value).toEqual(new Date('2026-11-26T09:05:00Z'));
    expect(sheet.getCell(2, 1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell(3, 1).value).toBeNull();
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

describe('writeBatches', () => {
  const columns = [{ header: 'Number', width: 10 }];
  const cells = (row: number): CellValue[] => [{ kind: 'integer', value: row }];

  it('reads each next batch while the one before is written, and stops after a short batch', async () => {
    const out = new PassThrough();
    const bytes = buffer(out);
    const events: string[] = [];
    // Batches of three: 1-3, 4-6, 7 (short: the last).
    const read = async (last: number | null) => {
      const first = (last ?? 0) + 1;
      events.push(`read from ${first}`);
      return [first, first + 1, first + 2].filter((row) => row <= 7);
    };
    const write = (row: number) => {
      events.push(`write ${row}`);
      return cells(row);
    };
    await writeBatches(new XlsxStream(out, 'Sheet', columns), 3, read, write);
    expect(events).toEqual([
      'read from 1',
      'read from 4',
      ...['write 1', 'write 2', 'write 3'],
      'read from 7',
      ...['write 4', 'write 5', 'write 6'],
      'write 7',
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Sheet')!.getColumn(1).values.slice(1)).toEqual([
      'Number',
      1,
      2,
      3,
      4,
      5,
      6,
      7,
    ]);
  });

  it('fails with a batch that fails while the writer waits for a slow reader', async () => {
    // A reader that takes nothing until told to: the zip stream's first write fills it.
    let reading = false;
    const held: Array<() => void> = [];
    const out = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        if (reading) callback();
        else held.push(callback);
      },
    });
    const workbook = new XlsxStream(out, 'Sheet', columns);
    while (!out.writableNeedDrain) await setTimeout(5);
    const read = async (last: number | null) => {
      if (last !== null) throw new Error('the database went away');
      return [1, 2, 3];
    };
    const written = writeBatches(workbook, 3, read, cells);
    // The second read has failed while the writer waits; it is awaited only once the reader reads.
    await setTimeout(20);
    reading = true;
    for (const callback of held.splice(0)) callback();
    await expect(written).rejects.toThrow('the database went away');
  });
});
