import { csvText, sheetWorkbook, type SheetCell, type SheetColumn } from '../../platform/spreadsheet-cells.ts';
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
  { header: 'Quantity', width: 10, numeric: true },
  { header: 'Found', width: 8 },
] as const satisfies readonly SheetColumn[];

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
export const requestsXlsx = (requests: ListedRequest[]): Promise<Buffer> =>
  sheetWorkbook('Requests', COLUMNS, requestExportRows(requests));
