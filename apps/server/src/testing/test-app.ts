import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createSecretBox, ensureAdminAccount, type FileStore } from '@tp/api';
import type { Db } from '@tp/db';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { DRAWN_SEED_PICTURES_DIR } from '../cli/drawn-seed-pictures-dir.ts';
import { loadSecretsKey } from '../secrets-key.ts';
import { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE } from '@tp/api/testing/constants';
import { hashedTestPassword, storedFiles, testFileStore } from '@tp/api/testing';
import { createTestDatabase } from '@tp/db/testing';

export { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE };

/** A tiny real WebP, so tests that only need seed rows skip drawing the illustrations. */
const quickImage = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#1e3a5f' } })
    .webp()
    .toBuffer();

export interface TestAppOptions {
  seed?: boolean;
  /** The seed's pictures as a first start stores them (1200 × 800 WebP, drawn by the build), not 4 × 3 px: for measuring pages as visitors get them. */
  drawnPictures?: boolean;
  webDir?: string;
  /** Browser tests run on the real clock, as a visitor would; API tests get a fixed one they can move. */
  realClock?: boolean;
  trustProxy?: BuildAppOptions['trustProxy'];
  publicUrl?: string;
  /** False: the browser renders every page (the benchmark's "before"). */
  serverRendering?: boolean;
  /** Tests answer the captcha at once; the one about scripted answers sets the production minimum. */
  captchaMinimumSolveMs?: number;
  /** The log, for the tests that read it; silent otherwise. */
  logger?: BuildAppOptions['logger'];
  /** A mail server to send through (tests run a real one on 127.0.0.1: testing/smtp-test-server.ts). */
  mail?: BuildAppOptions['mail'];
  /**
   * Uploaded images and CV files elsewhere than `{dataDir}/uploads` and `/private` (a small file system of a test's
   * own, say). Without them, on TEST_STORAGE=s3, the site keeps its files in a bucket of its own on the tests' S3 server.
   */
  uploadsDir?: string;
  privateDir?: string;
  /** A file store of the test's own (a bucket with S3_PUBLIC_URL, say), instead of either. */
  files?: FileStore;
  timeouts?: BuildAppOptions['timeouts'];
  /** Searches on a worker thread, as the server runs them on SQLite (the tests that ask for it). */
  searchThread?: boolean;
  /** Prometheus metrics at /metrics, for the token or the addresses given. */
  metrics?: BuildAppOptions['metrics'];
  /** Webhooks: receivers on this machine are allowed unless a test says otherwise (they all listen on 127.0.0.1). */
  webhooks?: BuildAppOptions['webhooks'];
  /** OpenTelemetry tracing (a test's in-memory exporter). */
  tracing?: BuildAppOptions['tracing'];
}

/** The built web app (`npm test` builds it first): pages are rendered by the real server bundle. */
export const BUILT_WEB_DIR = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * A whole site on a fresh database (a SQLite file, or a PostgreSQL database when the suite runs on one) and a
 * temporary directory for its files: migrated, with the administrator
 * `admin` / TEST_ADMIN_PASSWORD, a fixed captcha code and a clock the test can move.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-test-'));
  const database = await createTestDatabase(dataDir);
  const db: Db = database.db;
  const files = options.files ?? (await testFileStore(dataDir, options));
  let current = new Date('2026-11-22T09:00:00.000Z');
  const clock = {
    now: () => (options.realClock ? new Date() : new Date(current)),
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  if (options.seed) {
    const { seedIfEmpty, withDrawnPictures } = await import('@tp/db/seed');
    const renderImage = options.drawnPictures ? withDrawnPictures(DRAWN_SEED_PICTURES_DIR) : quickImage;
    await seedIfEmpty(db, { dataDir, now: clock.now(), renderImage, files });
  }
  await ensureAdminAccount(db, clock.now(), TEST_ADMIN_PASSWORD, hashedTestPassword());

  const appOptions: BuildAppOptions = {
    db,
    dataDir,
    now: clock.now,
    captcha: { generateCode: () => TEST_CAPTCHA_CODE, minimumSolveMs: options.captchaMinimumSolveMs ?? 0 },
    webDir: options.webDir,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
    serverRendering: options.serverRendering,
    logger: options.logger,
    mail: options.mail,
    files,
    timeouts: options.timeouts,
    searchThread: options.searchThread,
    metrics: options.metrics,
    webhooks: { allowPrivate: true, ...options.webhooks },
    tracing: options.tracing,
  };
  let app = await buildApp(appOptions);

  /** A fresh captcha ticket, earned the way a browser earns it. */
  async function ticket(): Promise<string> {
    const challenge = await app.inject({ method: 'POST', url: '/api/captcha' });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/captcha/verify',
      payload: { id: challenge.json<{ id: string }>().id, answer: TEST_CAPTCHA_CODE },
    });
    return verified.json<{ ticket: string }>().ticket;
  }

  /** Signs in as the administrator and returns the access token. */
  async function signIn(password = TEST_ADMIN_PASSWORD, login = 'admin'): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login, password, captcha_ticket: await ticket() },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return response.json<{ access_token: string }>().access_token;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function close() {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  /**
   * Stops the server and starts another on the same database, as a restart of the process does: nothing held in
   * memory (the outbox worker, caches) survives. `app` then names the new server.
   */
  async function restart(changes: Partial<Pick<BuildAppOptions, 'mail' | 'searchThread'>> = {}) {
    await app.close();
    app = await buildApp({ ...appOptions, ...changes });
    return app;
  }

  return {
    get app() {
      return app;
    },
    /** A signing secret sealed as the app seals them (its key file in the data directory), for rows a test writes. */
    sealSecret: (secret: string) =>
      createSecretBox(loadSecretsKey(appOptions.webhooks?.secretsKey, dataDir)).seal(secret),
    db,
    /** What createDb opens this test's database from (a second connection, a second server). */
    databaseTarget: database.target,
    dataDir,
    /** The site's files (a folder pair, or a bucket on TEST_STORAGE=s3). */
    files,
    /** What the site keeps under `uploads/` or `private/`, by key. */
    storedFiles: (folder?: 'uploads' | 'private') => storedFiles(files, folder),
    clock,
    ticket,
    signIn,
    bearer,
    close,
    restart,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
