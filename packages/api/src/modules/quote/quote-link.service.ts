import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { QuoteAnswerInput, QuoteDeclineInput } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { enqueueMail } from '../../platform/mail/outbox.repository.ts';
import { companyToday } from '../../platform/document-numbers.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';
import { getInboxSettings } from '../notifications/notifications.service.ts';
import { storedSettings } from '../settings/settings.service.ts';
import { queueWebhookEvent, quoteAnswered, requestStatusChanged } from '../webhook/webhook.service.ts';
import { quoteAnswerMail, quoteMail } from './quote-mail.ts';
import { quotePdf } from './quote-pdf.ts';
import * as repo from './quote.repository.ts';
import { QUOTE_NOT_FOUND, getQuote, issuedOn, letterheadOf, quoteOf, type Quote } from './quote.service.ts';

// Sending a quote to the buyer with a private link, and the buyer's side of it: the quote read through the link,
// accepted or declined. The link's token is random and only its hash is kept; it works until the quote's last day
// plus 30 days. A wrong, expired or guessed token answers as a quote that does not exist.

/** How long after its last valid day a quote's link still shows it (then it says it expired). */
const LINK_DAYS_AFTER_VALIDITY = 30;
/** Reads of quote links per address and minute. */
export const QUOTE_LINK_READS_PER_MINUTE = 60;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The buyer's address of the quote page, in the quote's language (German has no prefix). */
const quotePath = (lang: Quote['lang'], token: string) => `${lang === 'de' ? '' : `/${lang}`}/quote/${token}`;

/**
 * Sends the quote's current revision: a new link (an earlier one stops working), the PDF attached to a mail in the
 * buyer's language, the quote marked sent and its request quoted (the first time: when). Without a mail server the
 * link is answered once, for the team to pass on.
 */
export async function sendQuote(ctx: Context, id: number): Promise<Quote & { mailed: boolean; link?: string }> {
  const now = ctx.now();
  const before = await getQuote(ctx, id);
  if (before.status === 'accepted' || before.status === 'declined')
    throw new TRPCError({ code: 'CONFLICT', message: `The buyer has ${before.status} this quote already` });
  if (before.valid_until < companyToday(now))
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Valid until must be today or later: revise the quote first' });
  const token = newSecret();
  const siteUrl = ctx.mail?.siteUrl ?? ctx.siteUrl ?? 'http://localhost:3000';
  const link = new URL(quotePath(before.lang, token), siteUrl).href;
  const at = now.toISOString();
  const sent = await ctx.db.transaction().execute(async (trx) => {
    const updated = await repo.updateQuote(trx, id, {
      status: 'sent',
      sent_at: at,
      token_hash: hashSecret(token),
      token_expires_at: dayAfter(before.valid_until, LINK_DAYS_AFTER_VALIDITY),
      updated_at: at,
    });
    await trx
      .updateTable('requests')
      .set((eb) => ({ status: 'quoted', quoted_at: eb.fn.coalesce('quoted_at', eb.val(at)) }))
      .where('id', '=', before.request.id)
      .where('status', 'in', ['new', 'in_progress', 'answered', 'quoted', 'lost', 'no_bid'])
      .execute();
    const quote = await quoteOf(trx, updated!, now);
    if (ctx.mail) {
      const pdf = await quotePdf(quote, await letterheadOf(trx, quote.lang), issuedOn(quote));
      const contact = (await storedSettings(trx)).email;
      await enqueueMail(
        trx,
        'quote',
        quoteMail(quote, { link, pdf, from: ctx.mail.mailer.from, replyTo: contact || undefined }),
        at,
        ctx.requestId,
      );
    }
    return quote;
  });
  ctx.mail?.wake();
  return ctx.mail ? { ...sent, mailed: true } : { ...sent, mailed: false, link };
}

/** The quote a link names, while the link works; else 404 with no hint whether it ever existed. Counted per address. */
async function quoteOfLink(ctx: Context, db: Db, token: string) {
  if (ctx.hitCounter.hit('quote-link', ctx.ip, ctx.now()) > QUOTE_LINK_READS_PER_MINUTE)
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a minute and try again.',
    });
  const row = await db.selectFrom('quotes').selectAll().where('token_hash', '=', hashSecret(token)).executeTakeFirst();
  if (!row || !row.token_expires_at || row.token_expires_at < companyToday(ctx.now()))
    throw new TRPCError({ code: 'NOT_FOUND', message: QUOTE_NOT_FOUND });
  return row;
}

/** What the buyer sees of a quote: its terms, lines and totals, where it stands; not who wrote which revision. */
const forBuyer = ({ id: _id, revisions, request: { id: _request, ...request }, ...quote }: Quote) => ({
  ...quote,
  request,
  /** The day its current revision was written: the date it carries. */
  issued_on: issuedOn({ revisions }),
});
export type SharedQuote = ReturnType<typeof forBuyer>;

export async function sharedQuote(ctx: Context, token: string): Promise<SharedQuote> {
  return forBuyer(await quoteOf(ctx.db, await quoteOfLink(ctx, ctx.db, token), ctx.now()));
}

/**
 * The buyer accepts (with their purchase-order number and a comment) or declines (with a reason): the quote and its
 * request say so (won, lost) and the team is told by mail. Asked twice, the same answer changes nothing and mails
 * nobody; the other answer is refused, as is accepting a quote past its last day.
 */
async function answer(
  ctx: Context,
  token: string,
  outcome: 'accepted' | 'declined',
  fields: { po_number: string; comment: string },
) {
  const now = ctx.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await quoteOfLink(ctx, trx, token);
    const current = await quoteOf(trx, row, now);
    if (current.status === outcome) return { quote: current, changed: false };
    if (current.status === 'accepted' || current.status === 'declined')
      throw new TRPCError({ code: 'CONFLICT', message: `This quote was ${current.status} already` });
    if (current.status === 'expired' && outcome === 'accepted')
      throw new TRPCError({ code: 'CONFLICT', message: 'This quote has expired and can no longer be accepted' });
    const at = now.toISOString();
    const updated = await repo.updateQuote(trx, row.id, {
      status: outcome,
      answered_at: at,
      po_number: fields.po_number,
      buyer_comment: fields.comment,
      updated_at: at,
    });
    const requestBefore = await trx
      .selectFrom('requests')
      .select(['id', 'reference', 'status'])
      .where('id', '=', row.request_id)
      .executeTakeFirstOrThrow();
    const requestStatus = outcome === 'accepted' ? 'won' : 'lost';
    await trx.updateTable('requests').set({ status: requestStatus }).where('id', '=', row.request_id).execute();
    const quote = await quoteOf(trx, updated!, now);
    await queueWebhookEvent(
      trx,
      ctx,
      quoteAnswered(
        ctx,
        { ...quote, request_id: row.request_id, po_number: fields.po_number, buyer_comment: fields.comment },
        outcome,
      ),
    );
    if (requestBefore.status !== requestStatus)
      await queueWebhookEvent(
        trx,
        ctx,
        requestStatusChanged(ctx, { ...requestBefore, status: requestStatus }, requestBefore.status),
      );
    const inbox = await getInboxSettings(trx);
    if (ctx.mail && inbox.notifyEmails.length > 0)
      await enqueueMail(
        trx,
        'quote-answer',
        quoteAnswerMail(quote, outcome, {
          to: inbox.notifyEmails,
          lang: inbox.notifyLang,
          from: ctx.mail.mailer.from,
          siteUrl: ctx.mail.siteUrl,
        }),
        at,
        ctx.requestId,
      );
    return { quote, changed: true };
  });
  if (result.changed) {
    ctx.mail?.wake();
    ctx.webhooks?.wake();
  }
  return forBuyer(result.quote);
}

export const acceptQuote = (ctx: Context, input: QuoteAnswerInput) =>
  answer(ctx, input.token, 'accepted', { po_number: input.po_number, comment: input.comment });

export const declineQuote = (ctx: Context, input: QuoteDeclineInput) =>
  answer(ctx, input.token, 'declined', { po_number: '', comment: input.reason });
