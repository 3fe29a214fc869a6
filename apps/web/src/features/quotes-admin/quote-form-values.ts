import { quoteCreateInput, type QuoteLineInput } from '@tp/schemas';
import type { z } from 'zod';
import type { RouterOutputs } from '../../lib/router-types.ts';

/** What the quote editor checks and sends: a quote without the request it belongs to (that is in the address). */
export const quoteFormSchema = quoteCreateInput.omit({ request_id: true });
export type QuoteFormValues = z.input<typeof quoteFormSchema>;
export type QuoteFormLine = QuoteFormValues['lines'][number];

type Request = RouterOutputs['request']['byId'];
type Quote = RouterOutputs['quote']['byId'];

/** Days a new quote is valid by default. */
const DEFAULT_VALID_DAYS = 30;

const dayIn = (days: number, from: Date) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** An empty line, for a part added by number; the price is left for the team to fill (an empty price is refused). */
export const newLine = (partnumber = '', description = '', quantity = 1): QuoteFormLine => ({
  partnumber,
  description,
  quantity,
  unit_price: Number.NaN,
  currency: 'EUR',
  condition: 'new',
  lead_time_days: null,
  documents: [],
  note: '',
});

/** A new quote on a request: its language, valid for 30 days, one line per part it asked for (or one empty line). */
export function valuesFromRequest(request: Request, now = new Date()): QuoteFormValues {
  return {
    lang: request.lang,
    valid_until: dayIn(DEFAULT_VALID_DAYS, now),
    incoterm: 'EXW',
    incoterm_place: '',
    payment_terms: '',
    text: '',
    lines:
      request.lines.length > 0
        ? request.lines.map((line) => newLine(line.partnumber, line.description, line.quantity))
        : [newLine()],
  };
}

/** A quote's current revision as the editor's values: a new revision starts from it. */
export function valuesFromQuote(quote: Quote): QuoteFormValues {
  return {
    lang: quote.lang,
    valid_until: quote.valid_until,
    incoterm: quote.incoterm,
    incoterm_place: quote.incoterm_place,
    payment_terms: quote.payment_terms,
    text: quote.text,
    lines: quote.lines.map(({ total: _total, ...line }): QuoteLineInput => line),
  };
}

/** The sum per currency of the lines as typed so far (lines without a valid price or quantity are left out). */
export function draftTotals(lines: readonly Partial<QuoteFormLine>[]) {
  const sums = new Map<'EUR' | 'USD', number>();
  for (const line of lines) {
    const cents = Math.round(Number(line.unit_price) * 100) * Number(line.quantity);
    if (!Number.isFinite(cents)) continue;
    const currency = line.currency ?? 'EUR';
    sums.set(currency, (sums.get(currency) ?? 0) + cents);
  }
  return (['EUR', 'USD'] as const)
    .filter((currency) => sums.has(currency))
    .map((currency) => ({ currency, total: sums.get(currency)! / 100 }));
}
