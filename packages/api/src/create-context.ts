import { recordActivity } from './modules/activity/activity.service.ts';
import { resolveAdminSession } from './modules/auth/auth.service.ts';
import { bearerTokenFrom, type AppDeps, type Context } from './trpc/context.ts';

/**
 * The inner context factory, shared by the tRPC adapter, the REST adapter and tests (with `createCaller`). It is
 * where the procedure tiers get the auth and activity services, so `trpc/` depends on no module.
 */
export function createContextInner(
  deps: AppDeps,
  request: {
    ip: string;
    /** The request's id, as its log lines name it. */
    requestId?: string;
    authorization?: string;
    userAgent?: string;
    via?: Context['via'];
    previewToken?: string;
  },
): Context {
  const ctx: Context = {
    ...deps,
    ip: request.ip,
    requestId: request.requestId,
    userAgent: request.userAgent,
    bearerToken: bearerTokenFrom(request.authorization),
    via: request.via ?? 'trpc',
    previewToken: request.previewToken,
    session: () => resolveAdminSession(ctx),
    recordActivity: (admin, path, input, run) => recordActivity(ctx, admin, path, input, run),
  };
  return ctx;
}
