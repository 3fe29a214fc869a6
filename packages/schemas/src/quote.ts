import { z } from 'zod';
import { lineText, recordId, requiredText, siteLang } from './common.ts';
import { QUANTITY_MAX, TEXT_LIMITS } from './limits.ts';
import { REQUEST_LINES_MAX } from './request.ts';

/** The state a part is offered in. */
export const QUOTE_CONDITIONS = ['new', 'overhauled', 'serviceable', 'as_removed', 'exchange'] as const;
export type QuoteCondition = (typeof QUOTE_CONDITIONS)[number];

/** The papers that come with a part (none: an empty list). */
export const QUOTE_DOCUMENTS = ['coc', 'easa_form_1', 'faa_8130_3', 'test_report'] as const;
export type QuoteDocument = (typeof QUOTE_DOCUMENTS)[number];

export const QUOTE_CURRENCIES = ['EUR', 'USD'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/** Incoterms 2020: any mode of transport, then sea and inland waterway only. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** Where a quote stands: being written, sent to the buyer, accepted or declined by them. Expiry is read from the date. */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The highest unit price a quote takes (ten million in its currency). */
export const UNIT_PRICE_MAX = 10_000_000;
/** The longest lead time, in days (two years). */
export const LEAD_TIME_DAYS_MAX = 730;

const oneOf = <const Values extends readonly [string, ...string[]]>(label: string, values: Values) =>
  z.enum(values, { message: `${label} must be one of ${values.join(', ')}` });

/** A price in the quote's currency: at least 0, at most two decimals (cents), as a number. */
export const unitPrice = z
  .number({ message: 'Unit price must be a number' })
  .min(0, 'Unit price must be 0 or more')
  .max(UNIT_PRICE_MAX, `Unit price must be at most ${UNIT_PRICE_MAX}`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Unit price has at most 2 decimals')
  .meta({ description: 'Price of one unit, at most 2 decimals', example: 1250.5 });

/** A calendar date, `2026-12-31`, that exists. */
export const calendarDate = (label: string) =>
  z
    .string({ message: `${label} must be a date like 2026-12-31` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-12-31`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} is not a date of the calendar`);

/** One line of a quote: a part, how many, at what price, in what state, when, with which papers. */
export const quoteLineInput = z.object({
  partnumber: requiredText('Part number', TEXT_LIMITS.partNumber),
  description: lineText('Description', TEXT_LIMITS.line).default(''),
  quantity: z
    .number({ message: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(QUANTITY_MAX, 'Quantity is too large'),
  unit_price: unitPrice,
  currency: oneOf('Currency', QUOTE_CURRENCIES).default('EUR'),
  condition: oneOf('Condition', QUOTE_CONDITIONS).default('new'),
  lead_time_days: z
    .number({ message: 'Lead time must be a whole number of days, or null for ex stock' })
    .int('Lead time must be a whole number of days, or null for ex stock')
    .min(0, 'Lead time must be 0 days or more')
    .max(LEAD_TIME_DAYS_MAX, `Lead time must be at most ${LEAD_TIME_DAYS_MAX} days`)
    .nullable()
    .default(null)
    .meta({ description: 'Days until dispatch; null for ex stock' }),
  documents: z
    .array(oneOf('Document', QUOTE_DOCUMENTS), { message: 'Documents must be a list' })
    .max(QUOTE_DOCUMENTS.length)
    .default([])
    .transform((documents) => QUOTE_DOCUMENTS.filter((document) => documents.includes(document)))
    .meta({ description: 'Papers that come with the part; an empty list for none' }),
  note: lineText('Note', TEXT_LIMITS.line).default(''),
});
export type QuoteLineInput = z.output<typeof quoteLineInput>;

/** What a quote says besides its lines. */
const quoteTerms = {
  lang: siteLang
    .optional()
    .meta({ description: "The buyer's language for the PDF, the mail and the page; the request's by default" }),
  valid_until: calendarDate('Valid until').meta({
    description: 'The last day the quote can be accepted',
    example: '2026-12-31',
  }),
  incoterm: oneOf('Incoterm', INCOTERMS).default('EXW'),
  incoterm_place: lineText('Place of delivery', 120).default(''),
  payment_terms: lineText('Payment terms', 300).default(''),
  text: lineText('Text', TEXT_LIMITS.comment).default(''),
};

const quoteLines = z
  .array(quoteLineInput, { message: 'Lines must be a list of quote lines' })
  .min(1, 'A quote needs at least one line')
  .max(REQUEST_LINES_MAX, `At most ${REQUEST_LINES_MAX} lines per quote`);

/** A new quote on a request. */
export const quoteCreateInput = z.object({ request_id: recordId, ...quoteTerms, lines: quoteLines });
export type QuoteCreateInput = z.output<typeof quoteCreateInput>;

/** A new revision of a quote: the fields sent replace the current revision's, the others are kept (lines as a whole). */
export const quoteReviseInput = z
  .object({
    id: recordId,
    lang: quoteTerms.lang,
    valid_until: quoteTerms.valid_until.optional(),
    incoterm: oneOf('Incoterm', INCOTERMS).optional(),
    incoterm_place: lineText('Place of delivery', 120).optional(),
    payment_terms: lineText('Payment terms', 300).optional(),
    text: lineText('Text', TEXT_LIMITS.comment).optional(),
    lines: quoteLines.optional(),
  })
  .refine((value) => Object.entries(value).some(([key, field]) => key !== 'id' && field !== undefined), {
    message: 'Nothing to update: send at least one field to change',
  });
export type QuoteReviseInput = z.output<typeof quoteReviseInput>;

/** Quotes of one status (expired: sent and past their date), newest first. */
export const quoteListInput = z
  .object({ status: oneOf('Status', [...QUOTE_STATUSES, 'expired'] as const).optional() })
  .default({});
export type QuoteListInput = z.input<typeof quoteListInput>;

/** A quote's private link: the token from its address. */
export const quoteTokenInput = z.object({
  token: z.string({ message: 'Quote not found' }).min(20, 'Quote not found').max(100, 'Quote not found'),
});

/** The buyer accepts: optionally with their purchase-order number and a comment. */
export const quoteAnswerInput = quoteTokenInput.extend({
  po_number: lineText('Purchase order number', 60).default(''),
  comment: lineText('Comment', TEXT_LIMITS.comment).default(''),
});
export type QuoteAnswerInput = z.output<typeof quoteAnswerInput>;

/** The buyer declines: optionally saying why. */
export const quoteDeclineInput = quoteTokenInput.extend({
  reason: lineText('Reason', TEXT_LIMITS.comment).default(''),
});
export type QuoteDeclineInput = z.output<typeof quoteDeclineInput>;
