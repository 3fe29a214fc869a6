import { hostname } from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  appRouter,
  createSecretBox,
  createSharedHitCounter,
  createSqliteSearchThread,
  createContextInner,
  formLimitsByProcedure,
  procedurePaths,
  restRoutes,
  ownersToTell,
  startOutboxWorker,
  startScheduleWorker,
  startWebhookWorker,
  createDirFileStore,
  type AppDeps,
  type CaptchaOptions,
  type FileStore,
  type WebhookDeps,
  type WorkerLog,
} from '@tp/api';
import { openSearchConnectionsOf, sqliteFileOf, withPlugin, type Db } from '@tp/db';
import { JSON_BODY_MAX_BYTES } from '@tp/schemas';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { restAdapter } from './plugins/rest-adapter.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUploads } from './plugins/uploads.ts';
import { databaseProblem, registerHealthAndLogs, requestIdOf } from './plugins/health-and-logs.ts';
import { compilersLoadedOnFirstSchema } from './plugins/schema-compilers.ts';
import { registerSitemap } from './plugins/sitemap.ts';
import { registerReadCache } from './plugins/read-cache.ts';
import { registerStopping } from './plugins/stopping.ts';
import { PageCache } from './plugins/page-cache.ts';
import { registerSsrApp } from './plugins/ssr-app.ts';
import { trpcRoutes } from './plugins/trpc-routes.ts';
import { scheduleHousekeeping } from './housekeeping/daily-housekeeping.ts';
import { createSmtpMailer, type SmtpSettings } from './mail/smtp-mailer.ts';
import type { MetricsAccess } from './metrics/metrics-access.ts';
import { registerMetrics } from './metrics/metrics-routes.ts';
import { createServerMetrics } from './metrics/server-metrics.ts';
import { DEFAULT_HEADERS_TIMEOUT_SECONDS, DEFAULT_KEEP_ALIVE_SECONDS } from './config.ts';
import { loadSecretsKey } from './secrets-key.ts';
import type { Tracing } from './tracing/tracing.ts';

export interface BuildAppOptions {
  db: Db;
  /** The data directory: `uploads/` (public images) and `private/` (CV files) live in it unless placed elsewhere. */
  dataDir: string;
  /**
   * Where the site's files are kept (STORAGE: file-storage.ts): UPLOADS_DIR and PRIVATE_DIR, or an S3 bucket. The
   * data directory's `uploads/` and `private/` when omitted.
   */
  files?: FileStore;
  /** The built web app (apps/web/dist); omitted in API-only tests. */
  webDir?: string;
  /** The site's public origin for absolute links in pages and the sitemap (PUBLIC_URL). */
  publicUrl?: string;
  /** Development: apps/web's source, rendered through Vite with hot reload instead of the build. */
  devWebRoot?: string;
  /** False: pages are rendered by the browser only (SERVER_RENDERING=off, for the benchmark's comparison). */
  serverRendering?: boolean;
  /** False renders every page afresh (benchmarks compare both); pages are otherwise kept until the database changes. */
  pageCache?: boolean;
  /**
   * Runs search statements off the site's own connection (SEARCH_THREAD; the server does, tests that do not ask do
   * not): SQLite on a worker thread, PostgreSQL on connections of their own that plan each statement once.
   */
  searchThread?: boolean;
  /** Tests move time forward; production uses the clock. */
  now?: () => Date;
  /** Tests fix the captcha code here; production never passes it. */
  captcha?: CaptchaOptions;
  logger?: FastifyServerOptions['logger'];
  /** How long activity-log rows are kept (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays?: number;
  /** How long a browser session lasts without a request (SESSION_IDLE_HOURS). */
  sessionIdleMs?: number;
  /**
   * Runs scheduled publishing (the server does; tests that do not ask run a round themselves): due schedules are
   * looked for every `pollMs`, and claimed in the database so that one server runs each.
   */
  scheduler?: boolean | { pollMs?: number };
  /** The site's time zone (SITE_TIME_ZONE): times typed without an offset are read on its clock. */
  timeZone?: string;
  /** Runs the daily clean-up (requests and applications past their retention) while the app is up: the server does; tests run a round themselves. */
  housekeeping?: boolean;
  /** True once the server is stopping: new requests are then answered 503 (main.ts). */
  isStopping?: () => boolean;
  /** Proxies in front: a number of hops or their addresses (never `true`: see config.ts). */
  trustProxy?: false | number | string[];
  /** How long a client may take to send its headers, and an idle keep-alive connection stays open (HEADERS_TIMEOUT_SECONDS, KEEP_ALIVE_SECONDS). */
  timeouts?: { headersMs: number; keepAliveMs: number };
  /** A mail server (SMTP_URL or SMTP_HOST, and MAIL_FROM): new inquiries are then e-mailed through the outbox. */
  mail?: {
    smtp: SmtpSettings;
    from: string;
    /** How often the outbox is looked at besides when a mail is queued. */ pollMs?: number;
  };
  /** Prometheus metrics at /metrics for the token's holder or the listed addresses (METRICS_TOKEN, METRICS_ALLOW); none without. */
  metrics?: MetricsAccess;
  /**
   * Webhooks, delivered by every server from the shared queue: the key sealing signing secrets (SECRETS_KEY; the key
   * file in `dataDir` unless given), whether receivers may be on private addresses (WEBHOOKS_ALLOW_PRIVATE), and how
   * often the queue is looked at besides when an event is queued.
   */
  webhooks?: { secretsKey?: string; allowPrivate?: boolean; pollMs?: number };
  /** OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT, or a test's exporter); none without. */
  tracing?: Tracing;
}

/** What the server waits for unless told (the defaults of HEADERS_TIMEOUT_SECONDS and KEEP_ALIVE_SECONDS). */
const DEFAULT_TIMEOUTS = {
  headersMs: DEFAULT_HEADERS_TIMEOUT_SECONDS * 1000,
  keepAliveMs: DEFAULT_KEEP_ALIVE_SECONDS * 1000,
};
/** A whole request, body included (10 MB of uploads over a slow line): Node's own default. */
const REQUEST_TIMEOUT_MS = 300_000;

/** The outbox worker's and the scheduler's messages in the server's log. */
const outboxLog = (app: FastifyInstance): WorkerLog => ({
  info: (message, fields) => app.log.info(fields ?? {}, message),
  warn: (message, fields) => app.log.warn(fields ?? {}, message),
  error: (error: unknown, message: string) => app.log.error({ err: error }, message),
});

/** Crawlers stay out of the dashboard, the sign-in page (in every language) and the API; the sitemap lists the rest. */
const robotsTxt = (siteUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /controller',
    'Disallow: /en/controller',
    'Disallow: /ru/controller',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');

/** Query strings with each key once: a repeated key (`?lang=de&lang=en`) counts with its first value, on every route. */
function firstValues(query: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) if (!Object.hasOwn(values, key)) values[key] = value;
  return values;
}

/**
 * Fastify's form of the proxy setting. A number of hops becomes a function (this Fastify ignores a plain number):
 * hop 0 is the socket's peer, each further hop one more X-Forwarded-For entry from the right.
 */
function proxyTrust(
  setting: BuildAppOptions['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

/** Builds the whole site as a Fastify instance without listening, so tests can `inject` into it. */
export async function buildApp(options: BuildAppOptions) {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: proxyTrust(options.trustProxy),
    bodyLimit: JSON_BODY_MAX_BYTES,
    routerOptions: { querystringParser: firstValues },
    // One line per request, written by registerHealthAndLogs without query strings, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    schemaController: { compilersFactory: compilersLoadedOnFirstSchema },
    // Node waits 60 s for a request's headers and checks only every 30 s: a client that connects and sends nothing (or
    // a byte at a time) would hold a socket that long. Headers get their own bound, checked at a quarter of it.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: Math.max(REQUEST_TIMEOUT_MS, timeouts.headersMs),
      connectionsCheckingInterval: Math.min(Math.ceil(timeouts.headersMs / 4), 30_000),
    },
    keepAliveTimeout: timeouts.keepAliveMs,
  });
  // With tracing on, every statement is a span: the database is used through a plugin that makes them.
  const db = options.tracing ? withPlugin(options.db, options.tracing.querySpans(options.db)) : options.db;
  // Request spans wrap the routes registered after them: before anything else.
  if (options.tracing) await app.register(options.tracing.requestSpans);
  const deps: AppDeps = {
    db,
    now: options.now ?? (() => new Date()),
    captcha: options.captcha ?? {},
    files:
      options.files ??
      createDirFileStore({
        uploadsDir: path.join(options.dataDir, 'uploads'),
        privateDir: path.join(options.dataDir, 'private'),
      }),
    activityRetentionDays: options.activityRetentionDays ?? 365,
    siteUrl: options.publicUrl ?? 'http://localhost:3000',
    sessionIdleMs: options.sessionIdleMs,
    hitCounter: createSharedHitCounter(db),
    timeZone: options.timeZone,
    tracer: options.tracing?.tracer,
  };
  const metrics = options.metrics ? createServerMetrics(db, deps.now) : undefined;
  deps.telemetry = metrics?.telemetry;
  // The searches counted since the last share reach the database before it closes.
  app.addHook('onClose', () => deps.hitCounter.flush().catch(() => undefined));
  const sqliteFile = sqliteFileOf(db);
  const reader = options.searchThread
    ? sqliteFile
      ? createSqliteSearchThread(sqliteFile)
      : openSearchConnectionsOf(db)
    : undefined;
  if (reader) {
    deps.searchReader = options.tracing ? options.tracing.searchReader(reader, db) : reader;
    app.addHook('onClose', () => reader.close());
  }
  if (options.mail) {
    const mailer = createSmtpMailer(options.mail.smtp, options.mail.from);
    const worker = startOutboxWorker({
      db: db,
      mailer,
      now: deps.now,
      log: outboxLog(app),
      pollMs: options.mail.pollMs,
      telemetry: metrics?.telemetry,
      tracer: deps.tracer,
    });
    deps.mail = { mailer, wake: () => worker.wake(), siteUrl: options.publicUrl ?? 'http://localhost:3000' };
    // A mail being sent is finished before the database closes.
    app.addHook('onClose', () => worker.stop());
  }

  const webhookDeps: WebhookDeps = {
    secrets: createSecretBox(loadSecretsKey(options.webhooks?.secretsKey, options.dataDir)),
    allowPrivate: options.webhooks?.allowPrivate ?? false,
    wake: () => webhookWorker.wake(),
  };
  deps.webhooks = webhookDeps;
  const webhookWorker = startWebhookWorker({
    db: db,
    now: deps.now,
    webhooks: webhookDeps,
    log: outboxLog(app),
    pollMs: options.webhooks?.pollMs,
    telemetry: metrics?.telemetry,
    tracer: deps.tracer,
    mail: deps.mail && {
      from: deps.mail.mailer.from,
      siteUrl: deps.mail.siteUrl,
      wake: deps.mail.wake,
      owners: ownersToTell,
    },
  });
  // A delivery under way is finished (or times out) before the database closes.
  app.addHook('onClose', () => webhookWorker.stop());

  if (options.scheduler) {
    const scheduler = startScheduleWorker({
      deps,
      server: `${hostname()}:${process.pid}`,
      log: outboxLog(app),
      pollMs: typeof options.scheduler === 'object' ? options.scheduler.pollMs : undefined,
    });
    // A change being made is finished before the database closes.
    app.addHook('onClose', () => scheduler.stop());
  }

  if (options.housekeeping) {
    const housekeeping = scheduleHousekeeping({ deps, log: app.log });
    app.addHook('onClose', () => housekeeping.stop());
  }

  // Hooks run in the order they are added: a stopping server answers 503 before anything else runs.
  if (options.isStopping) registerStopping(app, options.isStopping);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerHealthAndLogs(app, { db: db, files: deps.files });
  registerMetrics(
    app,
    metrics && options.metrics
      ? { metrics, access: options.metrics, procedures: procedurePaths(appRouter) }
      : undefined,
  );
  // Answers carry a weak ETag of their body: a browser or proxy revalidating a public read gets 304 and no body.
  // Registered before compression, so the tag is of the content, not of one encoding of it.
  await app.register(etag, { weak: true });
  registerReadCache(app, { db: db, router: appRouter, metrics });
  await app.register(compress, { threshold: 1024 });

  const siteUrl = options.publicUrl ?? 'http://localhost:3000';
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)));
  await registerSitemap(app, { db: db, siteUrl });

  const formLimits = formLimitsByProcedure(appRouter);
  await app.register(trpcRoutes, { prefix: '/trpc', deps, formLimits });
  await registerUploads(app, deps.files);
  await app.register(restAdapter, { prefix: '/api', deps, routes: restRoutes, formLimits });
  await registerSsrApp(app, {
    webDir: options.webDir,
    devWebRoot: options.devWebRoot,
    renderContent: options.serverRendering ?? true,
    pageCache: options.devWebRoot || options.pageCache === false ? undefined : new PageCache(db),
    siteUrl,
    api: {
      router: appRouter,
      // A preview link's page may show its hidden record (never kept: ssr-app.ts keeps no preview page).
      createContext: async (request) =>
        createContextInner(deps, { ip: request.ip, previewToken: previewTokenOf(request.url) }),
    },
    databaseAway: async () => (await databaseProblem(db))?.kind === 'unreachable',
    metrics,
  });
  return app;
}

/** The `?preview=` token of a page's address, if it has one. */
function previewTokenOf(url: string): string | undefined {
  return new URL(url, 'http://site').searchParams.get('preview') ?? undefined;
}
