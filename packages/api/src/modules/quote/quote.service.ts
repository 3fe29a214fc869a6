import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type {
  Incoterm,
  QuoteCondition,
  QuoteCreateInput,
  QuoteCurrency,
  QuoteDocument,
  QuoteLineInput,
  QuoteListInput,
  QuoteReviseInput,
  QuoteStatus,
} from '@tp/schemas';
import type { AdminSession } from '../../trpc/session.ts';
import type { Context } from '../../trpc/context.ts';
import { companyToday, nextDocumentNumber } from '../../platform/document-numbers.ts';
import { storedSettings } from '../settings/settings.service.ts';
import type { Letterhead } from './quote-pdf.ts';
import * as repo from './quote.repository.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';
const REQUEST_NOT_FOUND = 'Request not found';

/** A refusal under one field, as a schema's would be (400 with the field's path in `issues`). */
const refusedField = (field: string, message: string) =>
  new TRPCError({
    code: 'BAD_REQUEST',
    message,
    // An Error carrying the issues (a zod 4 ZodError is no Error, and tRPC would drop its issues).
    cause: Object.assign(new Error(message), { issues: [{ path: [field], message }] }),
  });

/** Prices travel as numbers with at most two decimals and are stored in cents, so totals add up exactly. */
const toCents = (price: number) => Math.round(price * 100);
const fromCents = (cents: number) => cents / 100;

/** The sum of quantity × unit price per currency, in the order EUR, USD (each currency that occurs). */
export function totalsOf(lines: { quantity: number; unit_price_cents: number; currency: QuoteCurrency }[]) {
  const sums = new Map<QuoteCurrency, number>();
  for (const line of lines)
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.quantity * line.unit_price_cents);
  return (['EUR', 'USD'] as const)
    .filter((currency) => sums.has(currency))
    .map((currency) => ({ currency, total: fromCents(sums.get(currency)!) }));
}

/** A sent quote whose last day has passed reads as expired; the stored status stays `sent`. */
const effectiveStatus = (status: repo.QuoteRow['status'], validUntil: string, now: Date) =>
  status === 'sent' && validUntil < companyToday(now) ? ('expired' as const) : status;

const storedLines = (lines: QuoteLineInput[]) =>
  lines.map((line) => ({
    partnumber: line.partnumber,
    description: line.description,
    quantity: line.quantity,
    unit_price_cents: toCents(line.unit_price),
    currency: line.currency,
    condition: line.condition,
    lead_time_days: line.lead_time_days,
    documents: line.documents.join(','),
    note: line.note,
  }));

/** The quote as the API gives it: its current revision's terms and lines, totals, and the revisions made. */
export async function quoteOf(db: Db, quote: repo.QuoteRow, now: Date) {
  const revisions = await repo.revisionsOf(db, quote.id);
  const current = revisions.find((revision) => revision.revision === quote.revision)!;
  const lines = await repo.linesOf(db, current.id);
  const request = await db
    .selectFrom('requests')
    .select(['reference', 'name', 'company', 'email'])
    .where('id', '=', quote.request_id)
    .executeTakeFirstOrThrow();
  return {
    id: quote.id,
    number: quote.number,
    revision: quote.revision,
    status: effectiveStatus(quote.status, current.valid_until, now),
    request: { id: quote.request_id, ...request },
    lang: current.lang,
    valid_until: current.valid_until,
    incoterm: current.incoterm as Incoterm,
    incoterm_place: current.incoterm_place,
    payment_terms: current.payment_terms,
    text: current.text,
    lines: lines.map((line) => ({
      partnumber: line.partnumber,
      description: line.description,
      quantity: line.quantity,
      unit_price: fromCents(line.unit_price_cents),
      currency: line.currency,
      condition: line.condition as QuoteCondition,
      lead_time_days: line.lead_time_days,
      documents: (line.documents ? line.documents.split(',') : []) as QuoteDocument[],
      note: line.note,
      total: fromCents(line.quantity * line.unit_price_cents),
    })),
    totals: totalsOf(lines),
    sent_at: quote.sent_at,
    answered_at: quote.answered_at,
    po_number: quote.po_number,
    buyer_comment: quote.buyer_comment,
    created_at: quote.created_at,
    updated_at: quote.updated_at,
    revisions: revisions.map((revision) => ({
      revision: revision.revision,
      created_at: revision.created_at,
      created_by: revision.created_by,
    })),
  };
}

export type Quote = Awaited<ReturnType<typeof quoteOf>>;

const validFrom = (validUntil: string, now: Date) => {
  if (validUntil < companyToday(now)) throw refusedField('valid_until', 'Valid until must be today or later');
};

/** A new quote on a request (its language unless another is asked), numbered; the request's status is not changed yet. */
export async function createQuote(ctx: Context & { admin: AdminSession }, input: QuoteCreateInput): Promise<Quote> {
  const now = ctx.now();
  validFrom(input.valid_until, now);
  return ctx.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('requests')
      .select(['id', 'lang'])
      .where('id', '=', input.request_id)
      .executeTakeFirst();
    if (!request) throw new TRPCError({ code: 'NOT_FOUND', message: REQUEST_NOT_FOUND });
    const at = now.toISOString();
    const quote = await repo.insertQuote(trx, {
      request_id: request.id,
      number: await nextDocumentNumber(trx, 'Q', now),
      created_by: ctx.admin.userId,
      created_at: at,
      updated_at: at,
    });
    await repo.insertRevision(
      trx,
      {
        quote_id: quote.id,
        revision: 1,
        lang: input.lang ?? request.lang,
        valid_until: input.valid_until,
        incoterm: input.incoterm,
        incoterm_place: input.incoterm_place,
        payment_terms: input.payment_terms,
        text: input.text,
        created_by: ctx.admin.userId,
        created_at: at,
      },
      storedLines(input.lines),
    );
    return quoteOf(trx, quote, now);
  });
}

export async function getQuote(ctx: Context, id: number): Promise<Quote> {
  const quote = await repo.findQuote(ctx.db, id);
  if (!quote) throw new TRPCError({ code: 'NOT_FOUND', message: QUOTE_NOT_FOUND });
  return quoteOf(ctx.db, quote, ctx.now());
}

/**
 * A new revision: the fields sent replace the current revision's, the others are kept (the lines as a whole). The
 * revisions before stay as they were. A quote the buyer has accepted is not changed any more.
 */
export async function reviseQuote(ctx: Context & { admin: AdminSession }, input: QuoteReviseInput): Promise<Quote> {
  const now = ctx.now();
  if (input.valid_until !== undefined) validFrom(input.valid_until, now);
  return ctx.db.transaction().execute(async (trx) => {
    const quote = await repo.findQuote(trx, input.id);
    if (!quote) throw new TRPCError({ code: 'NOT_FOUND', message: QUOTE_NOT_FOUND });
    if (quote.status === 'accepted')
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'The buyer has accepted this quote: it cannot be changed any more',
      });
    const [current] = await repo.revisionsOf(trx, quote.id);
    const lines = input.lines
      ? storedLines(input.lines)
      : (await repo.linesOf(trx, current!.id)).map(
          ({ id: _id, revision_id: _revision, position: _position, ...line }) => line,
        );
    const at = now.toISOString();
    const revision = quote.revision + 1;
    await repo.insertRevision(
      trx,
      {
        quote_id: quote.id,
        revision,
        lang: input.lang ?? current!.lang,
        valid_until: input.valid_until ?? current!.valid_until,
        incoterm: input.incoterm ?? current!.incoterm,
        incoterm_place: input.incoterm_place ?? current!.incoterm_place,
        payment_terms: input.payment_terms ?? current!.payment_terms,
        text: input.text ?? current!.text,
        created_by: ctx.admin.userId,
        created_at: at,
      },
      lines,
    );
    const updated = await repo.updateQuote(trx, quote.id, { revision, updated_at: at });
    return quoteOf(trx, updated!, now);
  });
}

/** Quotes newest first (of one status when asked: expired are sent ones past their date), with totals. */
export async function listQuotes(ctx: Context, filter: QuoteListInput = {}) {
  const stored = filter.status === 'expired' ? 'sent' : filter.status;
  const rows = await quoteSummaries(ctx.db, { status: stored }, ctx.now());
  return rows.filter((row) => !filter.status || row.status === filter.status);
}

/** Quotes as a list shows them: each row's effective status and its current revision's totals. */
async function quoteSummaries(db: Db, filter: Parameters<typeof repo.listQuotes>[1], now: Date) {
  const rows = await repo.listQuotes(db, filter);
  const lines = await repo.linesOfRevisions(
    db,
    rows.map((row) => row.revision_id),
  );
  return rows.map(({ revision_id, ...row }) => ({
    ...row,
    status: effectiveStatus(row.status, row.valid_until, now),
    totals: totalsOf(lines.get(revision_id) ?? []),
  }));
}

/** The quotes on each of some requests, oldest first, by request id: what the request list shows beside each. */
export async function quotesOfRequests(db: Db, requestIds: number[], now: Date) {
  const byRequest = new Map<number, QuoteOfRequest[]>();
  if (requestIds.length === 0) return byRequest;
  const rows: Awaited<ReturnType<typeof quoteSummaries>> = [];
  for (let start = 0; start < requestIds.length; start += 500)
    rows.push(...(await quoteSummaries(db, { requestIds: requestIds.slice(start, start + 500) }, now)));
  for (const row of rows.reverse()) {
    const { id, number, revision, status, valid_until, sent_at, totals } = row;
    byRequest.set(row.request_id, [
      ...(byRequest.get(row.request_id) ?? []),
      { id, number, revision, status, valid_until, sent_at, totals },
    ]);
  }
  return byRequest;
}

export interface QuoteOfRequest {
  id: number;
  number: string;
  revision: number;
  status: QuoteStatus | 'expired';
  valid_until: string;
  sent_at: string | null;
  totals: { currency: QuoteCurrency; total: number }[];
}

/** The company's details for a quote in `lang`, from Settings (the German address and footer where one is empty). */
export async function letterheadOf(db: Db, lang: Quote['lang']): Promise<Letterhead> {
  const settings = await storedSettings(db);
  return {
    phone: settings.phone,
    email: settings.email,
    address: settings[`address_${lang}`] || settings.address_de,
    footer: settings[`footer_text_${lang}`] || settings.footer_text_de,
  };
}

/** The day the quote's current revision was written, in German time: the date the PDF carries. */
export const issuedOn = (quote: Pick<Quote, 'revisions'>) => companyToday(new Date(quote.revisions[0]!.created_at));
