import { TRPCError } from '@trpc/server';
import type { RequestCreateInput } from '@tp/schemas';
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

/** Every request, newest first. */
export const listRequests = (ctx: Context) => repo.listRequests(ctx.db);

export async function deleteRequest(ctx: Context, id: number) {
  if (!(await repo.deleteRequest(ctx.db, id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Request not found' });
  return { ok: true as const };
}
