export { appRouter, type AppRouter } from './router.ts';
export { createContextInner, type AppDeps, type Context, type CaptchaOptions } from './context.ts';
export {
  createCallerFactory,
  isAdminProcedure,
  publicQueryPaths,
  SIGN_IN_REQUIRED,
  validationIssuesOf,
} from './trpc.ts';
export { restRoutes } from './rest/routes.ts';
export type { ProcedurePath, RestRoute, RestRequestParts } from './rest/route-table.ts';
export { buildOpenApiDocument, procedureOf } from './rest/openapi.ts';
export { ensureAdminAccount, resetAdminPassword, createApiToken } from './modules/auth/auth.service.ts';
export { resolveAdminSession } from './modules/auth/auth.service.ts';
export { findCvFile } from './modules/cv/cv.repository.ts';
export { cvFilePath } from './modules/cv/cv-file-store.ts';
export { deleteExpiredInquiries, type ExpiredInquiries } from './modules/retention/retention.service.ts';
export { catalogueOf, catalogueCsv, catalogueXlsx, catalogueFileName } from './modules/spare/catalogue-export.ts';
export { requestsCsv, requestsXlsx, requestExportFileName } from './modules/request/request-export.ts';
export { tooLarge } from './modules/upload/read-upload.ts';
export { isImageWidth, sizedImageFile } from './modules/upload/image-sizes.ts';
export { sitemapPages, type SitemapPage } from './modules/sitemap/sitemap.service.ts';
export { ANSWERED_TOO_FAST, MINIMUM_SOLVE_MS } from './modules/captcha/captcha.service.ts';
export { formLimitsByProcedure, type FormLimits } from './rest/upload-limits.ts';
export { hasLiveTicket, ROBOT_NOT_CONFIRMED } from './modules/captcha/captcha.service.ts';
export type { Mailer, OutgoingMail } from './modules/mail/mailer.ts';
export { startOutboxWorker, type OutboxWorker } from './modules/mail/outbox-worker.ts';
export { INTERRUPTED } from './modules/mail/outbox.repository.ts';
export { DATABASE_UNAVAILABLE, faultOf, RETRY_AFTER_SECONDS, STORAGE_FULL, type Fault } from './faults.ts';
