export { appRouter, type AppRouter } from './app-router.ts';
export { createContextInner } from './create-context.ts';
export type { AppDeps, Context, CaptchaOptions, SearchReader } from './trpc/context.ts';
export { createCallerFactory, validationIssuesOf } from './trpc/trpc.ts';
export { SIGN_IN_REQUIRED } from './trpc/procedures.ts';
export { earlyRefusal, isAdminProcedure, procedurePaths, publicQueryPaths } from './trpc/procedure-kinds.ts';
export type { AdminSession } from './trpc/session.ts';
export { restRoutes } from './rest-routes.ts';
export { attachment, type ProcedurePath, type RestRoute, type RestRequestParts } from './rest/route-table.ts';
export { buildOpenApiDocument, procedureOf } from './rest/openapi.ts';
export { ensureAdminAccount, resetAdminPassword, createApiToken } from './modules/auth/auth.service.ts';
export { resolveAdminSession } from './modules/auth/auth.service.ts';
export { resetSecondFactor } from './modules/auth/second-factor.service.ts';
export { deleteExpiredInquiries, type ExpiredInquiries } from './modules/retention/retention.service.ts';
export { pruneHistory, type PrunedHistory } from './modules/history/history-retention.ts';
export { tooLarge } from './platform/uploads/read-upload.ts';
export { isImageWidth, sizedImageKey } from './platform/images/image-sizes.ts';
export { contentTypeOf, isFileKey, listAll, type FileStore, type StoredFile } from './platform/files/file-store.ts';
export { createDirFileStore } from './platform/files/dir-file-store.ts';
export { createS3FileStore, type S3StoreOptions } from './platform/files/s3-file-store.ts';
export { ANSWERED_TOO_FAST, MINIMUM_SOLVE_MS } from './modules/captcha/captcha.service.ts';
export { formLimitsByProcedure, type FormLimits } from './rest/upload-limits.ts';
export { hasLiveTicket, ROBOT_NOT_CONFIRMED } from './modules/captcha/captcha.service.ts';
export type { Mailer, OutgoingMail } from './platform/mail/mailer.ts';
export { startOutboxWorker, type OutboxWorker } from './platform/mail/outbox-worker.ts';
export type { WorkerLog } from './platform/polling/polling-worker.ts';
export { runDueSchedules, startScheduleWorker, type ScheduleWorker } from './schedule-worker.ts';
export { INTERRUPTED, outboxBacklog } from './platform/mail/outbox.repository.ts';
export type { Telemetry } from './platform/telemetry/telemetry.ts';
export {
  DATABASE_UNAVAILABLE,
  faultOf,
  RETRY_AFTER_SECONDS,
  STORAGE_FULL,
  STORAGE_UNAVAILABLE,
  type Fault,
} from './trpc/faults.ts';
export { createSharedHitCounter, type SharedHitCounter } from './platform/shared-hit-counter.ts';
/** The SQL a search runs on the database's engine, for `npm run bench:search` to print the plans of. */
export { searchStatements, wordsQuery } from './modules/search/search.repository.ts';
export { createSqliteSearchThread } from './platform/sqlite-search-thread.ts';
export { startWebhookWorker, webhookBacklog, type WebhookWorker } from './modules/webhook/webhook.service.ts';
export { createSecretBox, newSecretsKey, parseSecretsKey, type SecretBox } from './platform/webhooks/secret-box.ts';
export type { WebhookDeps } from './trpc/context.ts';
export { ownersToTell } from './modules/user/user.service.ts';
