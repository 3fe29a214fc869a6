import { TRPCError } from '@trpc/server';
import { PART_IMPORT_COLUMNS } from '@tp/schemas';
import { isXlsx, xlsxCells } from '../../platform/spreadsheet-cells.ts';

export type RawRow = { row: number; values: Record<string, string> };
export const MAX_IMPORT_ROWS = 20_000;

const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

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

type CsvParse = (typeof import('csv-parse/sync'))['parse'];

function csvCells(bytes: Buffer, parse: CsvParse): string[][] {
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
  // The CSV reader loads with the first import, not at start.
  return tableOf(
    isXlsx(bytes) ? await xlsxCells(bytes, ' or CSV') : csvCells(bytes, (await import('csv-parse/sync')).parse),
  );
}
