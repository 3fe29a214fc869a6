import { loadExcel } from '../../platform/heavy-modules.ts';
import { csvText, neutraliseFormula, type SheetCell } from '../../platform/spreadsheet-cells.ts';
import type { listRequests } from './request.service.ts';

/** An inquiry as the list gives it: its fields and its lines. */
type ListedRequest = Awaited<ReturnType<typeof listRequests>>[number];

/** The columns of the download: the inquiry, then one of its lines; with the width each gets in the workbook. */
const COLUMNS = [
  { header: 'Reference', width: 16 },
  { header: 'Received', width: 25 },
  { header: 'Status', width: 12 },
  { header: 'Name', width: 24 },
  { header: 'Company', width: 28 },
  { header: 'E-mail', width: 30 },
  { header: 'Language', width: 10 },
  { header: 'Comment', width: 50 },
  { header: 'Note', width: 40 },
  { header: 'Page', width: 30 },
  { header: 'Part number', width: 22 },
  { header: 'Description', width: 40 },
  { header: 'Quantity', width: 10 },
  { header: 'Found', width: 8 },
] as const;
const QUANTITY_COLUMN = COLUMNS.findIndex((column) => column.header === 'Quantity') + 1;

/**
 * One row per line of each inquiry, in the order given (the list's: newest first) and the lines in theirs; an
 * inquiry without lines is one row with the line cells empty, so that no inquiry goes missing from the file.
 */
function requestExportRows(requests: ListedRequest[]): SheetCell[][] {
  return requests.flatMap((request): SheetCell[][] => {
    const inquiry: SheetCell[] = [
      request.reference,
      request.created_at,
      request.status,
      request.name,
      request.company,
      request.email,
      request.lang,
      request.text,
      request.note,
      request.page,
    ];
    if (request.lines.length === 0) return [[...inquiry, null, null, null, null]];
    return request.lines.map((line) => [
      ...inquiry,
      line.partnumber,
      line.description,
      line.quantity,
      line.found ? 'yes' : 'no',
    ]);
  });
}

/** The download's file name, dated by the day (UTC) it was made. */
export const requestExportFileName = (now: Date, extension: 'csv' | 'xlsx') =>
  `requests-${now.toISOString().slice(0, 10)}.${extension}`;

/** The inquiries as CSV, headings first. */
export function requestsCsv(requests: ListedRequest[]): string {
  return csvText([COLUMNS.map((column) => column.header), ...requestExportRows(requests)]);
}

/** The inquiries as a workbook of one sheet, "Requests", its heading row bold and frozen. */
export async function requestsXlsx(requests: ListedRequest[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TurboTech Rosdorf GmbH';
  const sheet = workbook.addWorksheet('Requests', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  // The same cells as the CSV, formula-looking texts neutralised too: a sheet saved again as CSV stays harmless.
  const workbookCell = (cell: SheetCell) => (typeof cell === 'string' ? neutraliseFormula(cell) || null : cell);
  for (const row of requestExportRows(requests)) sheet.addRow(row.map(workbookCell));
  // Every column but the quantity is text: part numbers keep their leading zeros, and nothing turns into a date.
  COLUMNS.forEach((_column, index) => {
    if (index + 1 !== QUANTITY_COLUMN) sheet.getColumn(index + 1).numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
