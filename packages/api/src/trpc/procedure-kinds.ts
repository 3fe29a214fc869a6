import type { AnyRouter } from '@trpc/server';
import type { ProcedureMeta } from './trpc.ts';

type ProcedureDef = { _def: { type: string; meta?: ProcedureMeta } };
const proceduresOf = (appRouter: AnyRouter) => appRouter._def.procedures as Record<string, ProcedureDef | undefined>;

/** Whether the procedure at a dotted path is a management one (unknown paths are not). */
export function isAdminProcedure(appRouter: AnyRouter, path: string): boolean {
  return proceduresOf(appRouter)[path]?._def.meta?.admin === true;
}

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
