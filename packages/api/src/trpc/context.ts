import type { Tracer } from '@opentelemetry/api';
import type { CompiledQuery } from 'kysely';
import type { Db } from '@tp/db';
import type { FileStore } from '../platform/files/file-store.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { Telemetry } from '../platform/telemetry/telemetry.ts';
import type { SecretBox } from '../platform/webhooks/secret-box.ts';
import type { AdminSession } from './session.ts';

/** Options of the captcha module; tests pass a fixed code generator, production never does. */
export interface CaptchaOptions {
  generateCode?: () => string;
  /** The least time between drawing a picture and its answer; tests that answer at once set 0. */
  minimumSolveMs?: number;
}

/** What every request shares: built once by the app. */
export interface AppDeps {
  db: Db;
  /** The current time; tests move it forward to expire tokens and tickets. */
  now: () => Date;
  captcha: CaptchaOptions;
  /**
   * The site's files (STORAGE): public pictures (`uploads/…`, served at /api/uploads/) and private ones (`private/…`:
   * CVs, retired pictures), in UPLOADS_DIR and PRIVATE_DIR or an S3 bucket.
   */
  files: FileStore;
  /** How long activity-log rows are kept (ACTIVITY_RETENTION_DAYS, default 365). */
  activityRetentionDays: number;
  /** How long a browser session lasts without a request (SESSION_IDLE_HOURS; 12 hours unless set). */
  sessionIdleMs?: number;
  /** The site's public origin (PUBLIC_URL), for links the team copies or gets by mail; http://localhost:3000 unless set. */
  siteUrl?: string;
  /** The site's time zone (SITE_TIME_ZONE, Europe/Berlin unless set): times typed without an offset are on its clock. */
  timeZone?: string;
  /** Counts for the limits of hot paths (search) in memory, shared with the other servers once a second. */
  hitCounter: HitCounter;
  /** Mail, when a mail server is configured (SMTP_URL or SMTP_HOST); without it nothing is queued or sent. */
  mail?: MailDeps;
  /**
   * Runs the search statements off the site's own connection: a SQLite server's worker thread
   * (platform/sqlite-search-thread.ts), a PostgreSQL server's search connections (@tp/db). Without it (tests that do
   * not ask, SEARCH_THREAD=off) they run on the database's own connection.
   */
  searchReader?: SearchReader;
  /** The server's metrics (METRICS_TOKEN or METRICS_ALLOW): what visitors sent, search times, failed mails. */
  telemetry?: Telemetry;
  /** Webhooks: how signing secrets are sealed, which receivers are allowed, and the delivering worker's wake. */
  webhooks?: WebhookDeps;
  /** OpenTelemetry's tracer when the server traces (OTEL_EXPORTER_OTLP_ENDPOINT): spans for procedures and what they send. */
  tracer?: Tracer;
}

export interface WebhookDeps {
  /** Seals the signing secrets the database keeps (SECRETS_KEY). */
  secrets: SecretBox;
  /** WEBHOOKS_ALLOW_PRIVATE: receivers on private and loopback addresses allowed (tests, intranets). */
  allowPrivate: boolean;
  /** Tells the delivering worker an event was queued, so it goes out now rather than at the next poll. */
  wake: () => void;
}

/** Reads rows of a compiled statement elsewhere than on the event loop. */
export interface SearchReader {
  all<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

/** A limit's counter (platform/shared-hit-counter.ts): one hit of an address now, answered with its hits this minute. */
export interface HitCounter {
  hit(bucket: string, address: string, now: Date): number;
  /** Shares what is counted but not yet shared (a server that stops, a test that reads the table). */
  flush(): Promise<void>;
}

export interface MailDeps {
  mailer: Mailer;
  /** Tells the outbox worker a mail was queued, so it goes out now rather than at the next poll. */
  wake: () => void;
  /** The site's public origin, for links in mails (PUBLIC_URL). */
  siteUrl: string;
}

/** Queues work for after the current transaction commits; dropped when it rolls back. */
export type AfterCommit = (work: () => Promise<void>) => void;

/** What a procedure's `next()` answers: its result, or its error, which must not commit anything. */
export type CallResult = { ok: true; data: unknown } | { ok: false };

/**
 * The per-request context: the app's dependencies plus who is asking. The two services the procedure tiers need
 * (who is calling, and recording a write) come in it, built by `createContextInner`, so the tiers in `trpc/` never
 * import a module.
 */
export interface Context extends AppDeps {
  ip: string;
  /** The request's id (X-Request-Id, in its log lines), carried into the mails it queues; none for the scheduler. */
  requestId?: string;
  /** The caller's User-Agent, kept with a sign-in to name the session's device. */
  userAgent?: string;
  /** The raw bearer token, checked lazily by the admin tier and by procedures that waive the captcha. */
  bearerToken: string | null;
  /** How the call came: the REST adapter, tRPC (the dashboard, the script client), or the scheduler (no request). */
  via: 'rest' | 'trpc' | 'schedule';
  /**
   * The token of the draft preview link a page is rendered for (server rendering only, from `?preview=`): the public
   * read of a hidden record answers when the link was made for that record. Never set on HTTP calls, whose public
   * answers the read cache shares with every visitor.
   */
  previewToken?: string;
  /** The account behind the bearer token (auth module), looked up once per request; null when there is none. */
  session: () => Promise<AdminSession | null>;
  /** Runs a management write and records it in the activity log in the same transaction (activity module). */
  recordActivity: <Result extends CallResult>(
    admin: AdminSession,
    path: string,
    input: unknown,
    run: (db: Db, afterCommit?: AfterCommit) => Promise<Result>,
  ) => Promise<Result>;
  /**
   * Inside a management call that runs whole in one transaction: work on files to do once it has committed (a picture
   * retired to the private folder), which must not hold the database meanwhile (SQLite has one connection; a bucket
   * may take seconds). Absent elsewhere: do the work at once.
   */
  afterCommit?: AfterCommit;
}

/** Reads the bearer token from an Authorization header value. */
export function bearerTokenFrom(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}
