import { TRPCError } from '@trpc/server';
import { parse } from 'csv-parse/sync';
import { PART_IMPORT_COLUMNS } from '@tp/schemas';
import { loadExcel } from '../../platform/heavy-modules.ts';

export type RawRow = { row: number; values: Record<string, string> };
export const MAX_IMPORT_ROWS = 20_000;

const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
const isXlsx = (bytes: Buffer) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function tableOf(cells: string[][]): RawRow[] {
  const [header, ...rows] = cells;
  if (!header) throw bad('The file is empty');
  const names = header.map((name) => name.trim().toLowerCase());
  if (!names.includes('partnumber'))
    throw bad(`The first row must name the columns: ${PART_IMPORT_COLUMNS.join(', ')}`);
  if (rows.length > MAX_IMPORT_ROWS) throw bad(`At most ${MAX_IMPORT_ROWS} rows can be imported at once`);
  return rows
    .map((cellsOfRow, index) => ({
      row: index + 2, // as a spreadsheet numbers it: the header is row 1
      values: Object.fromEntries(names.map((name, column) => [name, (cellsOfRow[column] ?? '').trim()])),
    }))
    .filter((row) => Object.values(row.values).some((value) => value !== ''));
}

async function xlsxCells(bytes: Buffer): Promise<string[][]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw bad('The spreadsheet could not be read; please save it as XLSX or CSV');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw bad('The spreadsheet has no sheet');
  const cells: string[][] = [];
  // Cell text as displayed, so part numbers keep leading zeros and are never turned into numbers.
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) values.push(row.getCell(column).text ?? '');
    cells.push(values);
  });
  return cells;
}

function csvCells(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const delimiter = (text.split('\n')[0] ?? '').includes(';') && !(text.split('\n')[0] ?? '').includes(',') ? ';' : ',';
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw bad(`The CSV file could not be read: ${(error as Error).message}`);
  }
}

/** The rows of an uploaded parts list, XLSX or CSV (judged by the bytes), by column name. */
export async function readPartsFile(bytes: Buffer): Promise<RawRow[]> {
  return tableOf(isXlsx(bytes) ? await xlsxCells(bytes) : csvCells(bytes));
}
