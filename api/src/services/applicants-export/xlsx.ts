import ExcelJS from 'exceljs';
import { bangkokWallClock } from './csv';
import type { ApplicantsSheet } from './collect';

/**
 * The sheet as an .xlsx workbook (exceljs). Text cells are written as strings, which a spreadsheet never runs as
 * formulas, so they keep the candidate's text as typed; the application time is a real date cell (Bangkok time).
 */
export async function toXlsx(sheet: ApplicantsSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'JobPortal';
  workbook.created = new Date();
  const ws = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.rows) {
    ws.addRow(row.map((cell) => (cell instanceof Date ? bangkokWallClock(cell) : cell)));
  }
  ws.columns.forEach((column, i) => {
    const longest = Math.max(
      sheet.header[i]?.length ?? 0,
      ...sheet.rows.map((r) => String(r[i] ?? '').length).slice(0, 500),
    );
    column.width = Math.min(50, Math.max(10, longest + 2));
  });
  const dateColumn = sheet.rows[0]?.findIndex((cell) => cell instanceof Date) ?? -1;
  if (dateColumn >= 0) ws.getColumn(dateColumn + 1).numFmt = 'yyyy-mm-dd hh:mm';
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.header.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
