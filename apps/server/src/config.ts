import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@tp/schemas/site-time';
import type { SmtpSettings } from './mail/smtp-mailer.ts';
import { parseSecretsKey, type S3StoreOptions } from '@tp/api';

export const TRUST_ALL_REFUSED =
  'TRUST_PROXY=true would trust every hop, so any client could pick its own address by sending X-Forwarded-For and escape every per-address limit: ' +
  'set the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one nginx) or their addresses (e.g. TRUST_PROXY=10.0.0.2,10.0.1.0/24)';

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies in front may set X-Forwarded-For: none (`false`, the default), a number of hops, or their
 * addresses and ranges. Never every hop: the left-most entries are written by the client.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0' || value === 'no') return false;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({ code: 'custom', message: TRUST_ALL_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be a number of proxies (1) or their addresses (10.0.0.2,10.0.1.0/24)',
    });
    return z.NEVER;
  });

/** The slow-client bounds when HEADERS_TIMEOUT_SECONDS and KEEP_ALIVE_SECONDS are not set (README, Configure). */
export const DEFAULT_HEADERS_TIMEOUT_SECONDS = 15;
export const DEFAULT_KEEP_ALIVE_SECONDS = 65;

/** Environment variables the server reads, with safe defaults; checked once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Loopback by default; set 0.0.0.0 to listen on every interface (behind a reverse proxy). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded images, served at /api/uploads/; DATA_DIR/uploads by default. With several servers, a directory all of them mount. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** CV files, never served publicly; DATA_DIR/private by default. With several servers, a directory all of them mount. */
  PRIVATE_DIR: z.string().min(1).optional(),
  /** Where uploads are kept: `dir` (UPLOADS_DIR and PRIVATE_DIR, the default) or `s3` (the S3_* settings below). */
  STORAGE: z.enum(['dir', 's3']).default('dir'),
  /** STORAGE=s3: the bucket, its region, and an S3-compatible server's address (MinIO, Ceph…; AWS when unset). */
  S3_BUCKET: z.string().trim().min(3, 'S3_BUCKET must name a bucket').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be an absolute URL, e.g. https://s3.example.com').optional(),
  /** The bucket's credentials; unset, the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** `1`/`true`: the bucket in the path rather than the host name (most servers other than AWS). */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** Where `uploads/` of the bucket is public (a CDN, the bucket's web address): /api/uploads/ redirects there. */
  S3_PUBLIC_URL: z.url('S3_PUBLIC_URL must be an absolute URL, e.g. https://cdn.example.com').optional(),
  /** PostgreSQL instead of the SQLite file in DATA_DIR, for more than one server: postgres://user:password@host:5432/name. */
  DATABASE_URL: z
    .string()
    .refine(
      (value) =>
        URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol) && new URL(value).pathname.length > 1,
      {
        message:
          'DATABASE_URL must look like postgres://user:password@db.example.com:5432/turbotech (special characters in the password %-encoded)',
      },
    )
    .optional(),
  /** The first start creates `admin` with this password; without it a random one is printed once. */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  /** The site's public origin, e.g. https://www.example.com, for absolute links in social tags. */
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL').optional(),
  /** Proxies in front whose X-Forwarded-For is believed, so rate limits see the visitor's address. */
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; defaults to apps/web/dist of this checkout. */
  WEB_DIR: z.string().optional(),
  /** `npm run dev` sets 1: the web app is served from source through Vite, with hot reload. */
  WEB_DEV: z.enum(['0', '1']).default('0'),
  /** `off` lets the browser render every page, as before server rendering: for benchmarks only. */
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  /** `off` renders every page afresh instead of keeping it until the database changes: for benchmarks only. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** `off` runs a SQLite site's searches on the event loop instead of a worker thread: for benchmarks only. */
  SEARCH_THREAD: z.enum(['on', 'off']).default('on'),
  /** Where `admin backup` and scheduled backups write their archives; DATA_DIR/backups by default. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Scheduled backups while the server runs, e.g. `24h`, `30m`, `7d`; none when unset. */
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+(m|h|d)$/, 'BACKUP_EVERY must be a number of minutes, hours or days, such as 30m, 24h or 7d')
    .transform(
      (value) =>
        Number(value.slice(0, -1)) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[value.slice(-1) as 'm' | 'h' | 'd'],
    )
    .refine((ms) => ms >= 60_000, 'BACKUP_EVERY must be at least 1m')
    .optional(),
  /** How long a client may take to send a request's headers before the connection is closed (408): slow clients cost little. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(DEFAULT_HEADERS_TIMEOUT_SECONDS),
  /**
   * How long an idle keep-alive connection stays open. Above the 60 s of nginx's and most load balancers' own idle
   * timeout, so a proxy never sends a request on a connection the server is closing; lower it when clients connect
   * directly.
   */
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(600).default(DEFAULT_KEEP_ALIVE_SECONDS),
  /** A browser session ends after this many hours without a request (it ends after 30 days in any case). */
  SESSION_IDLE_HOURS: z.coerce.number().min(0.1).max(720).default(12),
  /** The site's time zone (an IANA name): times the team schedules without an offset are on its clock. */
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'SITE_TIME_ZONE must be a time zone name such as Europe/Berlin')
    .default(DEFAULT_TIME_ZONE),
  /** How often the server looks for scheduled publishing that is due: a change comes at most this late. */
  SCHEDULER_POLL_SECONDS: z.coerce.number().min(0.2).max(300).default(15),
  /** How long the activity log keeps its rows. */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  /** How many scheduled backups are kept in BACKUP_DIR; older ones are removed. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** The mail server as one URL: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  SMTP_URL: z
    .string()
    .refine(
      (value) =>
        URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) && new URL(value).hostname !== '',
      {
        message:
          'SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465 (special characters in the password %-encoded)',
      },
    )
    .optional(),
  /** …or in parts: */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** `true` for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender of the site's mails, an address of the site's own domain (SPF/DKIM), e.g. website@example.com. */
  MAIL_FROM: z.string().optional(),
  /** The bearer token a Prometheus scraper sends for /metrics (at least 16 characters); with METRICS_ALLOW, either admits. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'METRICS_TOKEN must have at least 16 characters (e.g. openssl rand -hex 32)')
    .optional(),
  /** Addresses and ranges that may read /metrics without the token, e.g. 127.0.0.1,10.0.0.0/8. */
  METRICS_ALLOW: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      message: 'METRICS_ALLOW must list addresses or ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8',
    })
    .optional(),
  /**
   * The key sealing the signing secrets the database keeps (webhooks): 64 hex digits (openssl rand -hex 32). Unset, a
   * key is made once in DATA_DIR/secrets.key; with several servers, set the same key on each.
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => parseSecretsKey(value) !== null, {
      message: 'SECRETS_KEY must be 64 hex digits (openssl rand -hex 32) or the base64 of 32 bytes',
    })
    .optional(),
  /** `1`: webhooks may go to private and loopback addresses (an intranet's CRM, tests); refused otherwise. */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false']).default('0'),
  /**
   * Where traces go (OpenTelemetry OTLP over HTTP, e.g. http://collector:4318): tracing is on only when set. The other
   * standard OTEL_* variables (OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, …) are read by the SDK itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url('OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute URL').optional(),
  /** How often the webhook queue is looked at besides when an event is queued. */
  WEBHOOKS_POLL_SECONDS: z.coerce.number().min(0.2).max(300).default(5),
});

/** The mail settings from the environment: none when no mail server is named; a server without a sender is refused. */
function mailConfig(env: z.infer<typeof envSchema>): { smtp: SmtpSettings; from: string } | string | undefined {
  if (!env.SMTP_URL && !env.SMTP_HOST)
    return env.MAIL_FROM ? 'MAIL_FROM: set SMTP_URL or SMTP_HOST too (the mail server to send through)' : undefined;
  if (
    !env.MAIL_FROM ||
    (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(env.MAIL_FROM.trim()) &&
      !/<[^@\s<>]+@[^@\s<>]+>$/.test(env.MAIL_FROM.trim()))
  ) {
    return 'MAIL_FROM: the sender address is required with a mail server, e.g. website@example.com or "TurboTech <website@example.com>"';
  }
  const smtp: SmtpSettings = env.SMTP_URL
    ? { url: env.SMTP_URL }
    : {
        host: env.SMTP_HOST!,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
      };
  return { smtp, from: env.MAIL_FROM.trim() };
}

/** The bucket from the environment on STORAGE=s3; a bucket without a name, or keys half given, are refused. */
function s3Config(env: z.infer<typeof envSchema>): S3StoreOptions | string | undefined {
  if (env.STORAGE !== 's3') return undefined;
  if (!env.S3_BUCKET) return 'S3_BUCKET: STORAGE=s3 needs the bucket to keep uploads in';
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds credentials itself)';
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: env.S3_PUBLIC_URL,
  };
}

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /** The SQLite file in DATA_DIR (used when DATABASE_URL is unset, and by the SQLite backup). */
  databaseFile: string;
  /** What the server opens: DATABASE_URL, else the SQLite file. */
  database: string;
  uploadsDir: string;
  privateDir: string;
  webDir: string;
  devWebRoot?: string;
  backupDir: string;
  mail?: { smtp: SmtpSettings; from: string };
  /** STORAGE=s3: the bucket and how to reach it; undefined on directory storage. */
  s3?: S3StoreOptions;
  /** Who may read /metrics; undefined (no /metrics) when neither METRICS_TOKEN nor METRICS_ALLOW is set. */
  metrics?: { token?: string; allow?: string[] };
};

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const webDir = path.resolve(parsed.data.WEB_DIR ?? path.join(import.meta.dirname, '../../web/dist'));
  const devWebRoot = parsed.data.WEB_DEV === '1' ? path.resolve(import.meta.dirname, '../../web') : undefined;
  const backupDir = path.resolve(parsed.data.BACKUP_DIR ?? path.join(dataDir, 'backups'));
  const mail = mailConfig(parsed.data);
  if (typeof mail === 'string') throw new Error(`Invalid configuration:\n  ${mail}`);
  const s3 = s3Config(parsed.data);
  if (typeof s3 === 'string') throw new Error(`Invalid configuration:\n  ${s3}`);
  const databaseFile = path.join(dataDir, 'site.db');
  const uploadsDir = path.resolve(parsed.data.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
  const privateDir = path.resolve(parsed.data.PRIVATE_DIR ?? path.join(dataDir, 'private'));
  return {
    ...parsed.data,
    dataDir,
    databaseFile,
    database: parsed.data.DATABASE_URL ?? databaseFile,
    uploadsDir,
    privateDir,
    webDir,
    devWebRoot,
    backupDir,
    mail,
    s3,
    metrics:
      parsed.data.METRICS_TOKEN || parsed.data.METRICS_ALLOW?.length
        ? { token: parsed.data.METRICS_TOKEN, allow: parsed.data.METRICS_ALLOW }
        : undefined,
  };
}

/** The site's version, from the repository's package.json (the same three levels up from src/ and from the compiled dist/). */
export const SITE_VERSION: string = (() => {
  try {
    return (
      (
        JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
          version?: string;
        }
      ).version ?? 'unknown'
    );
  } catch {
    return 'unknown';
  }
})();
