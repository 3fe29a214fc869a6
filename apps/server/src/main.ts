import { setTimeout as delay } from 'node:timers/promises';
import { ensureAdminAccount } from '@tp/api';
import { settleBeforeExit } from '@tp/db';
import { buildApp } from './app.ts';
import { runAdminCommand } from './cli/run-admin-command.ts';
import { scheduleBackups } from './backup/scheduled-backups.ts';
import { loadConfig, SITE_VERSION } from './config.ts';
import { markDataDirInUse } from './data-dir-lock.ts';
import { openFileStore, storageProblem } from './file-storage.ts';
import { openDatabase } from './open-database.ts';
import { oneServerAtATime } from './startup-lock.ts';

const startedAt = performance.now();
const config = loadConfig();
// The built site renders with React's production build (the development one is several times slower and larger);
// only development through Vite (WEB_DEV=1) keeps React's checks. React is loaded later, with the page renderer.
if (!config.devWebRoot) process.env.NODE_ENV ??= 'production';
const db = await openDatabase(config);
// `admin restore` refuses to replace the data of a running server: this note says one runs (removed on stop).
const releaseDataDir = markDataDirInUse(config.dataDir);

// A bucket that cannot be reached does not stop a start (it may come back): the operator reads why /readyz says 503.
const files = await openFileStore(config);
const storageTrouble = await storageProblem(files);
if (storageTrouble) console.error(storageTrouble);

// A first start writes the demo content in a process of its own (`admin seed`): the image library's threads keep a
// few hundred MB after a picture is drawn (the build draws them ahead; a source checkout may not), which only the end
// of a process gives back.
// Servers started at once on one PostgreSQL database seed it and create the administrator once.
const admin = await oneServerAtATime(db, async () => {
  const seeded = await db.selectFrom('settings').select('id').executeTakeFirst();
  if (!seeded) {
    // Its pictures go where the uploads go: without that storage there is no demo content to write.
    if (storageTrouble)
      throw new Error(
        'First start: the demo content needs the storage for uploads. Start again once it can be written.',
      );
    console.log('First start: writing the demo content…');
    await runAdminCommand('seed');
  }
  return ensureAdminAccount(db, new Date(), config.ADMIN_PASSWORD);
});
if (admin.generatedPassword) {
  // Printed once to the console (not the request log) so the first administrator can sign in.
  console.log(
    `\nAdministrator created. Login: admin  Password: ${admin.generatedPassword}\nChange it under Dashboard → Settings.\n`,
  );
}

/** How long requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_BOUND_MS = 10_000;
/** How long connections already on their way are still taken, and answered 503, before the server stops listening. */
const ACCEPTED_CONNECTION_GRACE_MS = 300;
let stopping = false;

// Tracing only when a collector is named: otherwise the OpenTelemetry SDK is not even loaded.
const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('./tracing/tracing.ts')).startTracing() : undefined;

const app = await buildApp({
  db,
  tracing,
  dataDir: config.dataDir,
  files,
  webDir: config.webDir,
  publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  devWebRoot: config.devWebRoot,
  serverRendering: config.SERVER_RENDERING === 'on',
  pageCache: config.PAGE_CACHE === 'on',
  searchThread: config.SEARCH_THREAD === 'on',
  trustProxy: config.TRUST_PROXY,
  isStopping: () => stopping,
  activityRetentionDays: config.ACTIVITY_RETENTION_DAYS,
  sessionIdleMs: config.SESSION_IDLE_HOURS * 3_600_000,
  housekeeping: true,
  scheduler: { pollMs: config.SCHEDULER_POLL_SECONDS * 1000 },
  timeZone: config.SITE_TIME_ZONE,
  mail: config.mail,
  metrics: config.metrics,
  webhooks: {
    secretsKey: config.SECRETS_KEY,
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE === '1' || config.WEBHOOKS_ALLOW_PRIVATE === 'true',
    pollMs: config.WEBHOOKS_POLL_SECONDS * 1000,
  },
  timeouts: { headersMs: config.HEADERS_TIMEOUT_SECONDS * 1000, keepAliveMs: config.KEEP_ALIVE_SECONDS * 1000 },
  logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
});

const backups = config.BACKUP_EVERY
  ? scheduleBackups({
      ...config,
      files,
      dir: config.backupDir,
      siteVersion: SITE_VERSION,
      everyMs: config.BACKUP_EVERY,
      keep: config.BACKUP_KEEP,
      log: app.log,
    })
  : undefined;

/**
 * Stops cleanly: no new connections (a request arriving on an open one is answered 503), the requests in flight
 * answered, the write-ahead log folded into the database file (SQLite), the database closed, exit 0. A request still running
 * after the bound is abandoned and the exit code says so.
 */
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: finishing the requests in flight');
  const abandon = setTimeout(() => {
    console.error(`Requests were still running ${SHUTDOWN_BOUND_MS / 1000} s after ${signal}: stopping without them.`);
    process.exit(1);
  }, SHUTDOWN_BOUND_MS);
  abandon.unref();
  // For a moment, connections already on their way are still taken and answered 503 (a client or proxy retries
  // that; a reset connection it cannot tell from a crash); then the server stops listening.
  await delay(ACCEPTED_CONNECTION_GRACE_MS);
  await app.close();
  await tracing?.shutdown(); // the spans still buffered are sent
  await backups?.stop(); // a backup under way is finished
  await settleBeforeExit(db);
  await db.destroy();
  releaseDataDir();
  clearTimeout(abandon);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(
  `Site ready on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} in ${Math.round(performance.now() - startedAt)} ms`,
);
