import { initTRPC, TRPCError, type AnyRouter } from '@trpc/server';
import type { Context } from './context.ts';
import { faultOf } from './faults.ts';
import { recordActivity } from './modules/activity/recording-db.ts';
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

/** What a procedure tells the transport before it runs: management procedures say so, to refuse anonymous uploads unread. */
export interface ProcedureMeta {
  admin?: boolean;
  /** A public query whose answer or cost depends on who asks (a per-address limit): never answered from a cache. */
  perCaller?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // The database away or the disk full: said as such, never in the driver's words (the transport sets 503 or 507).
      const fault = faultOf(error);
      if (fault)
        return {
          ...shape,
          message: fault.message,
          data: { ...shape.data, httpStatus: fault.status, stack: undefined, issues: null },
        };
      const issues = validationIssuesOf(error);
      return {
        ...shape,
        message: issues?.[0]?.message ?? shape.message,
        data: { ...shape.data, stack: undefined, issues },
      };
    },
  });

export const router = t.router;

/** Whether the procedure at a dotted path is a management one (unknown paths are not). */
export function isAdminProcedure(appRouter: AnyRouter, path: string): boolean {
  const procedure = (appRouter._def.procedures as Record<string, { _def: { meta?: ProcedureMeta } } | undefined>)[path];
  return procedure?._def.meta?.admin === true;
}
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const SIGN_IN_REQUIRED = 'Sign in required';

/**
 * Management procedures: a valid, unexpired, unrevoked token of the administrator, or 401. Every management write
 * is recorded in the activity log, in the same transaction as the change.
 */
export const adminProcedure = t.procedure.meta({ admin: true }).use(async ({ ctx, next, type, path, getRawInput }) => {
  const admin = await resolveAdminSession(ctx);
  if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  if (type !== 'mutation') return next({ ctx: { admin } });
  return recordActivity(ctx, admin, path, await getRawInput(), (db) => next({ ctx: { admin, db } }));
});

/** The dotted paths of the public queries: reads that depend on nothing but their input and the database. */
export function publicQueryPaths(appRouter: AnyRouter): Set<string> {
  const procedures = appRouter._def.procedures as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;
  const isContentQuery = ({ _def: { type, meta } }: { _def: { type: string; meta?: ProcedureMeta } }) =>
    type === 'query' && meta?.admin !== true && meta?.perCaller !== true;
  return new Set(Object.entries(procedures).flatMap(([path, procedure]) => (isContentQuery(procedure) ? [path] : [])));
}
