import { TRPCError } from '@trpc/server';
import { baseProcedure } from './trpc.ts';

export const SIGN_IN_REQUIRED = 'Sign in required';

/** Anyone may call it: reads of public content, inquiries, the captcha, signing in. */
export const publicProcedure = baseProcedure;

/**
 * Management procedures: a valid, unexpired, unrevoked token of the administrator, or 401. Every management write
 * is recorded in the activity log, in the same transaction as the change.
 */
export const adminProcedure = baseProcedure
  .meta({ admin: true })
  .use(async ({ ctx, next, type, path, getRawInput }) => {
    const admin = await ctx.session();
    if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    if (type !== 'mutation') return next({ ctx: { admin } });
    return ctx.recordActivity(admin, path, await getRawInput(), (db) => next({ ctx: { admin, db } }));
  });
