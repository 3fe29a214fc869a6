import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type {
  RequestCreateInput,
  RequestInboxFields,
  RequestLineInput,
  RequestListInput,
  RequestStatus,
  SiteLang,
} from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { consumeCaptchaTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import { queueInquiryMails } from '../notifications/notifications.service.ts';
import { partsByNumbers } from '../search/search.service.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { quotesOfRequests } from '../quote/quote.service.ts';
import { queueWebhookEvent, requestCreated, requestStatusChanged } from '../webhook/webhook.service.ts';
import * as repo from './request.repository.ts';

/**
 * Stores an inquiry with its lines, and queues the mails it causes in the same transaction. Visitors need a captcha
 * ticket; a request carrying a valid admin or API token does not.
 */
export async function createRequest(ctx: Context, input: RequestCreateInput) {
  const trusted = (await ctx.session()) !== null;
  const stored = await ctx.db.transaction().execute(async (trx) => {
    if (!trusted && !(await consumeCaptchaTicket({ db: trx, now: ctx.now }, input.captcha_ticket))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
    }
    const request = await repo.insertRequest(trx, {
      reference: await nextDocumentNumber(trx, 'TR', ctx.now()),
      name: input.name,
      email: input.email,
      company: input.company,
      text: input.text,
      lang: input.lang,
      page: input.page,
      created_at: ctx.now().toISOString(),
    });
    await repo.insertLines(trx, request.id, await resolveLines(trx, input.lines, input.lang));
    const withItsLines = await withLines(trx, request, ctx.now());
    await queueInquiryMails(trx, ctx, withItsLines, { captchaPassed: !trusted });
    await queueWebhookEvent(trx, ctx, requestCreated(ctx, withItsLines));
    return withItsLines;
  });
  ctx.mail?.wake();
  ctx.webhooks?.wake();
  ctx.telemetry?.received('request');
  return stored;
}

/** Each line as the team will read it: the part it names (and its description) when one is listed. */
async function resolveLines(db: Db, lines: RequestLineInput[], lang: SiteLang): Promise<repo.RequestLine[]> {
  const partOf = await partsByNumbers(
    db,
    lines.map((line) => line.partnumber),
    lang,
  );
  return lines.map(({ partnumber, quantity }) => {
    const part = partOf(partnumber);
    return { partnumber, quantity, description: part?.description ?? '', found: part ? 1 : 0 };
  });
}

async function withLines<Request extends { id: number }>(db: Db, request: Request, now: Date) {
  const [lines, quotes] = await Promise.all([repo.linesOf(db, [request.id]), quotesOfRequests(db, [request.id], now)]);
  return { ...request, lines: lines.get(request.id) ?? [], quotes: quotes.get(request.id) ?? [] };
}

/** Requests newest first, of one status and with a text when asked, each with its lines. */
export async function listRequests(ctx: Context, filter: RequestListInput = {}) {
  const requests = await repo.listRequests(ctx.db, filter);
  const ids = requests.map((request) => request.id);
  const [lines, quotes] = await Promise.all([repo.linesOf(ctx.db, ids), quotesOfRequests(ctx.db, ids, ctx.now())]);
  return requests.map((request) => ({
    ...request,
    lines: lines.get(request.id) ?? [],
    quotes: quotes.get(request.id) ?? [],
  }));
}

/** One request with its lines and quotes (a quote is written from it). */
export async function getRequest(ctx: Context, id: number) {
  const request = await repo.findRequest(ctx.db, id);
  if (!request) throw new TRPCError({ code: 'NOT_FOUND', message: 'Request not found' });
  return withLines(ctx.db, request, ctx.now());
}

export const countNewRequests = (ctx: Context) => repo.countNewRequests(ctx.db);

/** Changes the status or the note sent, and keeps the other. */
export async function updateRequest(ctx: Context, id: number, changes: Partial<RequestInboxFields>) {
  const before = await repo.findRequest(ctx.db, id);
  const updated = before && (await repo.updateRequest(ctx.db, id, changes));
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'Request not found' });
  if (updated.status !== before.status)
    await queueWebhookEvent(ctx.db, ctx, requestStatusChanged(ctx, updated, before.status));
  return withLines(ctx.db, updated, ctx.now());
}

/** Archives (or sets another status on) the requests chosen in the list; ids no longer there are left out of the count. */
export async function setStatusOfRequests(ctx: Context, ids: number[], status: RequestStatus) {
  const changing = (await repo.findRequests(ctx.db, [...new Set(ids)])).filter((request) => request.status !== status);
  const updated = await repo.setStatusOfRequests(ctx.db, [...new Set(ids)], status);
  for (const request of changing)
    await queueWebhookEvent(ctx.db, ctx, requestStatusChanged(ctx, { ...request, status }, request.status));
  return { updated };
}

/** Deletes the requests chosen in the list; ids no longer there are left out of the count. */
export async function deleteRequests(ctx: Context, ids: number[]) {
  return { deleted: await repo.deleteRequests(ctx.db, [...new Set(ids)]) };
}

export async function deleteRequest(ctx: Context, id: number) {
  if (!(await repo.deleteRequest(ctx.db, id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Request not found' });
  return { ok: true as const };
}
