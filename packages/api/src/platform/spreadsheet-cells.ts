import { TRPCError } from '@trpc/server';
import { loadExcel } from './heavy-modules.ts';

/** A text or number cell of a downloaded table; null is an empty cell. */
export type SheetCell = string | number | null;

/**
 * A cell that starts with one of these would run as a formula when the file is opened in a spreadsheet
 * program (CSV injection): such a text gets a leading apostrophe, which shows it as the text it is.
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows as CSV (RFC 4180: every cell quoted, CRLF), with formula-looking cells neutralised. */
export function csvText(rows: SheetCell[][]): string {
  const quote = (value: SheetCell) => `"${neutraliseFormula(String(value ?? '')).replace(/"/g, '""')}"`;
  const lines = rows.map((cells) => cells.map(quote).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`; // BOM: spreadsheet programs then read UTF-8 (Cyrillic, umlauts) right
}

/** The media types of the spreadsheets the site hands out. */
export const SPREADSHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type SpreadsheetFormat = keyof typeof SPREADSHEET_TYPES;

/** Whether uploaded bytes are an XLSX file (a ZIP archive), judged by their first bytes rather than the name. */
export const isXlsx = (bytes: Buffer) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The cells of an uploaded XLSX file's first sheet, row by row, as their displayed text (part numbers keep leading
 * zeros and are never turned into numbers). `alternatives` names what else the upload may be, for the error.
 */
export async function xlsxCells(bytes: Buffer, alternatives = ''): Promise<string[][]> {
  const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw bad(`The spreadsheet could not be read; please save it as XLSX${alternatives}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw bad('The spreadsheet has no sheet');
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) values.push(row.getCell(column).text ?? '');
    cells.push(values);
  });
  return cells;
}

/** A column of a downloaded table: its heading, its width in the workbook, and whether its cells are numbers. */
export interface SheetColumn {
  header: string;
  width: number;
  numeric?: boolean;
}

/**
 * Rows as a workbook of one sheet, its heading row bold and frozen. The cells are the CSV's, formula-looking texts
 * neutralised too (a sheet saved again as CSV stays harmless); every column not marked numeric is text, so part
 * numbers keep their leading zeros and nothing turns into a date.
 */
export async function sheetWorkbook(name: string, columns: readonly SheetColumn[], rows: SheetCell[][]) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TurboTech Rosdorf GmbH';
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  const workbookCell = (cell: SheetCell) => (typeof cell === 'string' ? neutraliseFormula(cell) || null : cell);
  for (const row of rows) sheet.addRow(row.map(workbookCell));
  columns.forEach((column, index) => {
    if (!column.numeric) sheet.getColumn(index + 1).numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
