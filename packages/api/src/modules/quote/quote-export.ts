import { csvText, sheetWorkbook, type SheetCell, type SheetColumn } from '../../platform/spreadsheet-cells.ts';
import type { listQuotes } from './quote.service.ts';

type ListedQuote = Awaited<ReturnType<typeof listQuotes>>[number];

const COLUMNS = [
  { header: 'Number', width: 16 },
  { header: 'Date', width: 25 },
  { header: 'Request', width: 16 },
  { header: 'Buyer', width: 24 },
  { header: 'Company', width: 28 },
  { header: 'Total EUR', width: 14, numeric: true },
  { header: 'Total USD', width: 14, numeric: true },
  { header: 'Status', width: 12 },
  { header: 'Valid until', width: 12 },
  { header: 'Sent', width: 25 },
  { header: 'Answered', width: 25 },
] as const satisfies readonly SheetColumn[];

/** One row per quote, in the list's order (newest first); a total is empty where the quote has no line in it. */
const quoteRows = (quotes: ListedQuote[]): SheetCell[][] =>
  quotes.map((quote) => {
    const total = (currency: 'EUR' | 'USD') => quote.totals.find((sum) => sum.currency === currency)?.total ?? null;
    return [
      quote.number,
      quote.created_at,
      quote.request_reference,
      quote.buyer,
      quote.company,
      total('EUR'),
      total('USD'),
      quote.status,
      quote.valid_until,
      quote.sent_at,
      quote.answered_at,
    ];
  });

export const quotesCsv = (quotes: ListedQuote[]) =>
  csvText([COLUMNS.map((column) => column.header), ...quoteRows(quotes)]);

export const quotesXlsx = (quotes: ListedQuote[]) => sheetWorkbook('Quotes', COLUMNS, quoteRows(quotes));

/** The download's file name, dated by the day (UTC) it was made. */
export const quoteExportFileName = (now: Date, extension: 'csv' | 'xlsx') =>
  `quotes-${now.toISOString().slice(0, 10)}.${extension}`;
