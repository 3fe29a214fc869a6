import { z } from 'zod';
import {
  INCOTERMS,
  QUOTE_CONDITIONS,
  QUOTE_CURRENCIES,
  QUOTE_DOCUMENTS,
  QUOTE_STATUSES,
  SITE_LANGS,
  quoteListInput,
} from '@tp/schemas';
import { recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import {
  fileRoute,
  fromParams,
  fromParamsAndBody,
  fromQuery,
  restRoute,
  type RestRoute,
} from '../../rest/route-table.ts';
import { SPREADSHEET_TYPES } from '../../platform/spreadsheet-cells.ts';
import { quoteExportFileName, quotesCsv, quotesXlsx } from './quote-export.ts';
import { quotePdf } from './quote-pdf.ts';
import { issuedOn, letterheadOf } from './quote.service.ts';

const currency = z.enum(QUOTE_CURRENCIES);
const totals = z
  .array(z.object({ currency, total: z.number() }))
  .meta({ description: 'Quantity × unit price summed per currency (EUR first)' });
const status = z
  .enum([...QUOTE_STATUSES, 'expired'])
  .meta({ description: 'draft, sent, accepted, declined; expired: sent and past its last valid day' });

const quoteLine = z
  .object({
    partnumber: z.string(),
    description: z.string(),
    quantity: z.number().int().positive(),
    unit_price: z.number(),
    currency,
    condition: z.enum(QUOTE_CONDITIONS),
    lead_time_days: z.number().int().nullable().meta({ description: 'Days until dispatch; null for ex stock' }),
    documents: z.array(z.enum(QUOTE_DOCUMENTS)),
    note: z.string(),
    total: z.number().meta({ description: 'quantity × unit_price' }),
  })
  .meta({ id: 'QuoteLine' });

const quote = z
  .object({
    id: recordKey,
    number: z.string().meta({ example: 'Q-2026-00017' }),
    revision: z.number().int().positive().meta({ description: 'The current revision; a PATCH adds one' }),
    status,
    request: z.object({
      id: recordKey,
      reference: z.string(),
      name: z.string(),
      company: z.string(),
      email: z.string(),
    }),
    lang: z.enum(SITE_LANGS),
    valid_until: z.string().meta({ description: 'The last day it can be accepted', example: '2026-12-31' }),
    incoterm: z.enum(INCOTERMS),
    incoterm_place: z.string(),
    payment_terms: z.string(),
    text: z.string(),
    lines: z.array(quoteLine),
    totals,
    sent_at: timestamp.nullable(),
    answered_at: timestamp.nullable(),
    po_number: z.string(),
    buyer_comment: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
    revisions: z
      .array(z.object({ revision: z.number().int(), created_at: timestamp, created_by: z.string().nullable() }))
      .meta({ description: 'Every revision, newest first' }),
  })
  .meta({ id: 'Quote' });

const sharedQuote = quote
  .omit({ id: true, revisions: true })
  .extend({
    request: z.object({ reference: z.string(), name: z.string(), company: z.string(), email: z.string() }),
    issued_on: z.string().meta({ description: 'The day its current revision was written', example: '2026-11-27' }),
  })
  .meta({ id: 'SharedQuote' });

const quoteSummary = z
  .object({
    id: recordKey,
    number: z.string(),
    status,
    revision: z.number().int(),
    request_id: recordKey,
    request_reference: z.string(),
    buyer: z.string(),
    company: z.string(),
    email: z.string(),
    valid_until: z.string(),
    lang: z.enum(SITE_LANGS),
    totals,
    sent_at: timestamp.nullable(),
    answered_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'QuoteSummary' });

export const quoteRestRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/request/:request_id/quotes',
    procedure: 'quote.create',
    access: 'admin',
    summary:
      'Create a quote on a request: { valid_until, lines: [{ partnumber, description, quantity, unit_price, currency, condition, lead_time_days, documents, note }], incoterm, incoterm_place, payment_terms, text, lang }',
    successStatus: 201,
    input: fromParamsAndBody,
    output: quote,
    errorStatuses: [404],
  }),
  restRoute({
    method: 'GET',
    path: '/quotes',
    procedure: 'quote.list',
    access: 'admin',
    summary: `Quotes, newest first (?status=${[...QUOTE_STATUSES, 'expired'].join('|')})`,
    input: fromQuery,
    query: quoteListInput.unwrap(),
    output: z.array(quoteSummary),
  }),
  ...(['csv', 'xlsx'] as const).map((format) =>
    fileRoute({
      method: 'GET',
      path: `/quotes/export.${format}`,
      procedure: 'quote.list',
      access: 'admin',
      summary: `Quotes as ${format.toUpperCase()}, filtered as GET /quotes: number, date, request, buyer, company, totals, status, validity, sent and answered`,
      input: fromQuery,
      query: quoteListInput.unwrap(),
      file: {
        types: [SPREADSHEET_TYPES[format]],
        operationId: `quoteExport${format === 'csv' ? 'Csv' : 'Xlsx'}`,
        description: 'The quote list, newest first, dated by the day it was made',
        answer: async (quotes, ctx) => ({
          type: SPREADSHEET_TYPES[format],
          fileName: quoteExportFileName(ctx.now(), format),
          body: format === 'csv' ? quotesCsv(quotes) : await quotesXlsx(quotes),
          cacheControl: 'private, no-store',
        }),
      },
    }),
  ),
  restRoute({
    method: 'GET',
    path: '/quotes/:id',
    procedure: 'quote.byId',
    access: 'admin',
    summary: 'One quote: its current revision, lines, totals and every revision',
    input: fromParams,
    output: quote,
    errorStatuses: [404],
  }),
  restRoute({
    method: 'PATCH',
    path: '/quotes/:id',
    procedure: 'quote.update',
    access: 'admin',
    summary:
      'Revise a quote: a new revision with the fields sent (lines as a whole list); the fields not sent and every earlier revision are kept',
    input: fromParamsAndBody,
    output: quote,
    errorStatuses: [404, 409],
  }),
  fileRoute({
    method: 'GET',
    path: '/quotes/:id/pdf',
    procedure: 'quote.byId',
    access: 'admin',
    summary: "The quote's current revision as a PDF in its language",
    input: fromParams,
    file: {
      types: ['application/pdf'],
      operationId: 'quotePdf',
      description: 'The quote as the buyer receives it: letterhead, lines, totals, validity and terms',
      // A download is a read: it leaves no activity-log entry.
      answer: async (quote, ctx) => ({
        type: 'application/pdf',
        fileName: `${quote.number}.pdf`,
        body: await quotePdf(quote, await letterheadOf(ctx.db, quote.lang), issuedOn(quote)),
        cacheControl: 'private, no-store',
      }),
    },
  }),
  restRoute({
    method: 'POST',
    path: '/quotes/:id/send',
    procedure: 'quote.send',
    access: 'admin',
    summary:
      "Send the quote's current revision to the buyer: the PDF by mail in their language with a new private link (an earlier link stops working); the request becomes quoted. Without a mail server the link is answered once (mailed: false)",
    input: fromParams,
    output: quote.extend({
      mailed: z.boolean().meta({ description: 'Whether the mail was queued' }),
      link: z.string().optional().meta({ description: 'The private link, only when it was not mailed' }),
    }),
    errorStatuses: [404, 409],
  }),
  restRoute({
    method: 'GET',
    path: '/quote/:token',
    procedure: 'quote.shared',
    access: 'public',
    summary:
      'The quote as the buyer sees it through their private link (404 for a wrong or expired link; 60 reads a minute per address)',
    input: fromParams,
    output: sharedQuote,
    errorStatuses: [404, 429],
  }),
  fileRoute({
    method: 'GET',
    path: '/quote/:token/pdf',
    procedure: 'quote.shared',
    access: 'public',
    summary: 'The quote behind a private link as a PDF',
    input: fromParams,
    file: {
      types: ['application/pdf'],
      operationId: 'sharedQuotePdf',
      description: 'The quote as a PDF in its language',
      answer: async (shared, ctx) => ({
        type: 'application/pdf',
        fileName: `${shared.number}.pdf`,
        body: await quotePdf(shared, await letterheadOf(ctx.db, shared.lang), shared.issued_on),
        cacheControl: 'private, no-store',
      }),
    },
  }),
  restRoute({
    method: 'POST',
    path: '/quote/:token/accept',
    procedure: 'quote.accept',
    access: 'public',
    summary:
      'The buyer accepts the quote ({ po_number?, comment? }): the request is won and the team told; again, nothing changes; an expired or declined quote answers 409',
    input: fromParamsAndBody,
    output: sharedQuote,
    errorStatuses: [404, 409, 429],
  }),
  restRoute({
    method: 'POST',
    path: '/quote/:token/decline',
    procedure: 'quote.decline',
    access: 'public',
    summary:
      'The buyer declines the quote ({ reason? }): the request is lost and the team told; again, nothing changes',
    input: fromParamsAndBody,
    output: sharedQuote,
    errorStatuses: [404, 409, 429],
  }),
];
