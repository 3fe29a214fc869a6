import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context.ts';
import { resolveAdminSession } from './modules/auth/auth.service.ts';

/** The validation issues of a failed input parse, when that is what the error is. */
export function validationIssuesOf(error: unknown): { path: PropertyKey[]; message: string }[] | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return cause.issues.map((issue: { path?: PropertyKey[]; message?: string }) => ({
      path: issue.path ?? [],
      message: issue.message ?? 'Invalid value',
    }));
  }
  return null;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const issues = validationIssuesOf(error);
    return {
      ...shape,
      message: issues?.[0]?.message ?? shape.message,
      data: { ...shape.data, stack: undefined, issues },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const SIGN_IN_REQUIRED = 'Sign in required';

/** Management procedures: a valid, unexpired, unrevoked token of the administrator, or 401. */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const admin = await resolveAdminSession(ctx);
  if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  return next({ ctx: { admin } });
});
