import ExcelJS from 'exceljs';

/** The first sheet of a workbook response, each row's cells as text (header first). */
export async function readXlsxRows(payload: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))));
  });
  return rows;
}
