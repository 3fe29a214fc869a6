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
