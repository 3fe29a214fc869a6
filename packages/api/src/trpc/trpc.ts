import { SpanStatusCode } from '@opentelemetry/api';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Role } from '@tp/schemas';
import { faultOf } from './faults.ts';
import type { Context } from './context.ts';

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

/**
 * What a procedure tells the transport before it runs: management procedures say so and which roles may call them,
 * so that an upload from someone who may not is refused unread, and the OpenAPI document can name the roles.
 */
export interface ProcedureMeta {
  admin?: boolean;
  roles?: readonly Role[];
  /** A public query whose answer or cost depends on who asks (a per-address limit): never answered from a cache. */
  perCaller?: boolean;
  /** May be called by a session that must set up a second factor first (its own account and the setup itself). */
  setup?: boolean;
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

// The builders, and nothing else: the procedure tiers are in procedures.ts.
export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure, in a span of its own when the server traces (AppDeps.tracer): its database statements and what it
 * sends become its children. Without a tracer it is one check, nothing more.
 */
export const baseProcedure = t.procedure.use(async ({ ctx, path, type, next }) => {
  if (!ctx.tracer) return next();
  return ctx.tracer.startActiveSpan(`${type} ${path}`, { attributes: { 'rpc.method': path } }, async (span) => {
    try {
      const result = await next();
      if (!result.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.code });
      return result;
    } finally {
      span.end();
    }
  });
});
