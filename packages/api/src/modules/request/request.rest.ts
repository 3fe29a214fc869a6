import { z } from 'zod';
import {
  QUOTE_CURRENCIES,
  QUOTE_STATUSES,
  REQUEST_STATUSES,
  requestCreateInput,
  requestInboxFields,
  requestListInput,
} from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import {
  fromBody,
  fromParams,
  fromParamsAndBody,
  fromQuery,
  restRoute,
  fileRoute,
  type RestRoute,
} from '../../rest/route-table.ts';
import { SPREADSHEET_TYPES } from '../../platform/spreadsheet-cells.ts';
import { requestExportFileName, requestsCsv, requestsXlsx } from './request-export.ts';

const inquiryLine = z
  .object({
    partnumber: z.string(),
    description: z
      .string()
      .meta({ description: "The part's description in the inquiry's language, when the number was found" }),
    quantity: z.number().int().positive(),
    found: z.boolean().meta({
      description: 'Whether the number (or a substitute number) matched a listed part when the inquiry was stored',
    }),
  })
  .meta({ id: 'InquiryLine' });
const quoteOfInquiry = z
  .object({
    id: recordKey,
    number: z.string().meta({ example: 'Q-2026-00017' }),
    revision: z.number().int().positive(),
    status: z.enum([...QUOTE_STATUSES, 'expired']).meta({ description: 'expired: sent, and its last day has passed' }),
    valid_until: z.string().meta({ example: '2026-12-31' }),
    sent_at: timestamp.nullable(),
    totals: z.array(z.object({ currency: z.enum(QUOTE_CURRENCIES), total: z.number() })),
  })
  .meta({ id: 'QuoteOfInquiry' });
const inquiry = z
  .object({
    id: recordKey,
    reference: z.string().meta({
      description: 'What the buyer quotes on the phone or in mail: TR-, the year and a number counted per year',
      example: 'TR-2026-00042',
    }),
    ...requestCreateInput.pick({ name: true, email: true, company: true, text: true, lang: true, page: true }).shape,
    ...requestInboxFields.shape,
    created_at: timestamp,
    quoted_at: timestamp.nullable().meta({ description: 'When the first quote on it was sent; null before' }),
    lines: z
      .array(inquiryLine)
      .meta({ description: 'The parts asked for, in the order sent (empty for a plain message)' }),
    quotes: z.array(quoteOfInquiry).meta({ description: 'The quotes made on it, oldest first' }),
  })
  .meta({ id: 'Inquiry' });

export const requestRestRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/request',
    procedure: 'request.create',
    access: 'public',
    summary:
      'Send an inquiry, optionally with part lines (at most 200 { partnumber, quantity }); a captcha ticket, or a bearer token',
    successStatus: 201,
    // The original contact form sends the address as `email1`.
    input: ({ body }) => {
      const fields = (body ?? {}) as Record<string, unknown>;
      const { email1, ...rest } = fields;
      return { ...rest, email: rest.email ?? email1 };
    },
    output: inquiry,
    errorStatuses: [403],
  }),
  restRoute({
    method: 'GET',
    path: '/request',
    procedure: 'request.list',
    access: 'admin',
    summary: `Inquiries, newest first (?status=${REQUEST_STATUSES.join('|')}&q=text in the reference, name, e-mail, company, comment or note)`,
    input: fromQuery,
    query: requestListInput.unwrap(),
    output: z.array(inquiry),
  }),
  restRoute({
    method: 'GET',
    path: '/request/:id',
    procedure: 'request.byId',
    access: 'admin',
    summary: 'One inquiry with its lines and quotes',
    input: fromParams,
    output: inquiry,
    errorStatuses: [404],
  }),
  restRoute({
    method: 'PATCH',
    path: '/request/:id',
    procedure: 'request.update',
    access: 'admin',
    summary: 'Set the status or the note of an inquiry (the field not sent is kept)',
    input: fromParamsAndBody,
    output: inquiry,
  }),
  restRoute({
    method: 'PATCH',
    path: '/request',
    procedure: 'request.updateMany',
    access: 'admin',
    summary: 'Set one status on several inquiries ({ ids, status }, at most 500 ids; ids not found are not counted)',
    input: fromBody,
    output: z.object({
      updated: z.number().int().nonnegative().meta({ description: 'How many inquiries were found and set' }),
    }),
  }),
  restRoute({
    method: 'DELETE',
    path: '/request',
    procedure: 'request.deleteMany',
    access: 'admin',
    summary: 'Delete several inquiries ({ ids }, at most 500; ids not found are not counted)',
    input: fromBody,
    output: z.object({
      deleted: z.number().int().nonnegative().meta({ description: 'How many inquiries were found and deleted' }),
    }),
  }),
  restRoute({
    method: 'DELETE',
    path: '/request/:id',
    procedure: 'request.delete',
    access: 'admin',
    summary: 'Delete an inquiry',
    input: fromParams,
    output: okAnswer,
  }),
  ...(['csv', 'xlsx'] as const).map((format) =>
    fileRoute({
      method: 'GET',
      path: `/request/export.${format}`,
      procedure: 'request.list',
      access: 'admin',
      summary: `Inquiries as ${format.toUpperCase()}, filtered as GET /request, one row per part line (a row for an inquiry without lines)`,
      input: fromQuery,
      query: requestListInput.unwrap(),
      file: {
        types: [SPREADSHEET_TYPES[format]],
        operationId: `requestExport${format === 'csv' ? 'Csv' : 'Xlsx'}`,
        description: 'The inquiry list, newest first, dated by the day it was made',
        // A download is a read: like the list, it leaves no activity-log entry.
        answer: async (requests, ctx) => ({
          type: SPREADSHEET_TYPES[format],
          fileName: requestExportFileName(ctx.now(), format),
          body: format === 'csv' ? requestsCsv(requests) : await requestsXlsx(requests),
          cacheControl: 'private, no-store',
        }),
      },
    }),
  ),
];
