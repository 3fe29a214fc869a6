import type { AnyRouter } from '@trpc/server';
import type { ProcedureMeta } from './trpc.ts';
import { roleRefusal, SIGN_IN_REQUIRED } from './procedures.ts';
import type { AdminSession } from './session.ts';

type ProcedureDef = { _def: { type: string; meta?: ProcedureMeta } };
const proceduresOf = (appRouter: AnyRouter) => appRouter._def.procedures as Record<string, ProcedureDef | undefined>;

/** Whether the procedure at a dotted path is a management one (unknown paths are not). */
export function isAdminProcedure(appRouter: AnyRouter, path: string): boolean {
  return proceduresOf(appRouter)[path]?._def.meta?.admin === true;
}

/** The dotted paths of every procedure (the server's metrics count tRPC calls by them). */
export const procedurePaths = (appRouter: AnyRouter): Set<string> => new Set(Object.keys(proceduresOf(appRouter)));

/** The dotted paths of the public queries: reads that depend on nothing but their input and the database. */
export function publicQueryPaths(appRouter: AnyRouter): Set<string> {
  const isContentQuery = ({ _def: { type, meta } }: ProcedureDef) =>
    type === 'query' && meta?.admin !== true && meta?.perCaller !== true;
  return new Set(
    Object.entries(proceduresOf(appRouter)).flatMap(([path, procedure]) =>
      procedure && isContentQuery(procedure) ? [path] : [],
    ),
  );
}

/**
 * Whether the caller of a management procedure may call it, answered before its body is read (an upload from
 * someone who may not is dropped on the wire): 401 without a live sign-in, 403 with a role the procedure does not
 * take, null when the call may go on. The procedure's own tier checks again (the tRPC adapter reads small bodies
 * first), so this is only an early answer, never the only one.
 */
export function earlyRefusal(
  appRouter: AnyRouter,
  path: string,
  session: AdminSession | null,
): { status: 401 | 403; message: string } | null {
  const meta = proceduresOf(appRouter)[path]?._def.meta;
  if (meta?.admin !== true) return null;
  if (!session) return { status: 401, message: SIGN_IN_REQUIRED };
  if (meta.roles && !meta.roles.includes(session.role))
    return { status: 403, message: roleRefusal(session.role, meta.roles) };
  return null;
}
