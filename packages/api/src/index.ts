export { appRouter, type AppRouter } from './router.ts';
export { createContextInner, type AppDeps, type Context, type CaptchaOptions } from './context.ts';
export { createCallerFactory, validationIssuesOf } from './trpc.ts';
export { restRoutes } from './rest/routes.ts';
export type { RestRoute, RestRequestParts } from './rest/route-table.ts';
export { buildOpenApiDocument, procedureOf } from './rest/openapi.ts';
export { ensureAdminAccount, resetAdminPassword, createApiToken } from './modules/auth/auth.service.ts';
