import { TRPCError } from '@trpc/server';
import type { RequestCreateInput, RequestInboxFields, RequestListInput } from '@tp/schemas';
import type { Context } from '../../context.ts';
import { resolveAdminSession } from '../auth/auth.service.ts';
import { consumeCaptchaTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import * as repo from './request.repository.ts';

/** Stores an inquiry. Visitors need a captcha ticket; a request carrying a valid admin or API token does not. */
export async function createRequest(ctx: Context, input: RequestCreateInput) {
  const trusted = (await resolveAdminSession(ctx)) !== null;
  return ctx.db.transaction().execute(async (trx) => {
    if (!trusted && !(await consumeCaptchaTicket({ db: trx, now: ctx.now }, input.captcha_ticket))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
    }
    return repo.insertRequest(trx, {
      name: input.name,
      email: input.email,
      company: input.company,
      text: input.text,
      lang: input.lang,
      created_at: ctx.now().toISOString(),
    });
  });
}

/** Requests newest first, of one status and with a text when asked. */
export const listRequests = (ctx: Context, filter: RequestListInput = {}) => repo.listRequests(ctx.db, filter);

/** Changes the status or the note sent, and keeps the other. */
export async function updateRequest(ctx: Context, id: number, changes: Partial<RequestInboxFields>) {
  const updated = await repo.updateRequest(ctx.db, id, changes);
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'Request not found' });
  return updated;
}

export async function deleteRequest(ctx: Context, id: number) {
  if (!(await repo.deleteRequest(ctx.db, id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Request not found' });
  return { ok: true as const };
}
