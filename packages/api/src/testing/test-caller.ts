import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import type { Db } from '@tp/db';
import { createTestDatabase } from '@tp/db/testing';
import { appRouter } from '../app-router.ts';
import { createContextInner } from '../create-context.ts';
import { createApiToken, DEFAULT_ADMIN_LOGIN } from '../modules/auth/auth.service.ts';
import { storedFiles } from './files-on-disk.ts';
import { testFileStore } from './s3-test-server.ts';
import { createSharedHitCounter } from '../platform/shared-hit-counter.ts';
import { insertApiToken } from '../modules/auth/api-tokens.service.ts';
import type { Role } from '@tp/schemas';
import type { AppDeps, Context } from '../trpc/context.ts';
import { createSecretBox } from '../platform/webhooks/secret-box.ts';
import { TEST_CAPTCHA_CODE } from './test-constants.ts';
import { hashedTestPassword } from './test-password.ts';
import { createCallerFactory, validationIssuesOf } from '../trpc/trpc.ts';

const createCaller = createCallerFactory(appRouter);

export type Caller = ReturnType<typeof createCaller>;

/** A tiny real WebP, so seeded rows need no drawn illustrations. */
const quickImage = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#1e3a5f' } })
    .webp()
    .toBuffer();

/**
 * The app's procedures over a fresh database (a SQLite file, or a PostgreSQL database when the suite runs on one)
 * and a temporary folder for files, called in-process with `createCaller` as the adapters call them: `visitor`
 * without a token, `admin` with an API token of the administrator. Each call gets a context of its own, as each
 * request does. The clock is fixed and moves only when the test says so.
 */
export async function createTestCaller(options: { seed?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-api-test-'));
  const database = await createTestDatabase(dataDir);
  const db: Db = database.db;
  let current = new Date('2026-11-22T09:00:00.000Z');
  const now = () => new Date(current);
  const files = await testFileStore(dataDir);
  if (options.seed) {
    const { seedIfEmpty } = await import('@tp/db/seed');
    await seedIfEmpty(db, { dataDir, now: now(), renderImage: quickImage, files });
  }
  /** A user who signs in with the test password. */
  const insertUser = async (login: string, role: Role) =>
    db
      .insertInto('users')
      .values({
        login,
        password_hash: await hashedTestPassword(),
        role,
        created_at: now().toISOString(),
        updated_at: now().toISOString(),
      })
      .returning(['id', 'login'])
      .executeTakeFirstOrThrow();
  // The first owner, as a site's first start makes it (auth.service's ensureAdminAccount).
  await insertUser(DEFAULT_ADMIN_LOGIN, 'owner');
  const token = await createApiToken(db, now(), 'module tests');

  const deps: AppDeps = {
    db,
    now,
    captcha: { generateCode: () => TEST_CAPTCHA_CODE, minimumSolveMs: 0 },
    files,
    activityRetentionDays: 365,
    hitCounter: createSharedHitCounter(db),
    // Receivers on this machine are refused unless a test allows them, as in production.
    webhooks: { secrets: createSecretBox(randomBytes(32)), allowPrivate: false, wake: () => undefined },
  };
  const contextOf = (request: { ip?: string; authorization?: string; previewToken?: string }) => (): Context =>
    createContextInner(deps, { ...request, ip: request.ip ?? '127.0.0.1' });

  return {
    db,
    deps,
    dataDir,
    files,
    /** What the site keeps under `uploads/` or `private/`, by key (a folder or, on TEST_STORAGE=s3, a bucket). */
    storedFiles: (folder?: 'uploads' | 'private') => storedFiles(files, folder),
    /** Calls as a visitor from `ip` (127.0.0.1 unless said). */
    visitor: (ip?: string) => createCaller(contextOf({ ip })),
    /** Calls as the server does rendering a draft's preview link (`?preview=<token>`) for a visitor. */
    previewer: (previewToken: string) => createCaller(contextOf({ previewToken })),
    /** Calls as the administrator, with an API token. */
    admin: createCaller(contextOf({ authorization: `Bearer ${token}` })),
    /** A fresh captcha ticket, earned as a browser earns it (from 127.0.0.1). */
    async ticket(): Promise<string> {
      const { id } = await createCaller(contextOf({})).captcha.create();
      return (await createCaller(contextOf({})).captcha.verify({ id, answer: TEST_CAPTCHA_CODE })).ticket;
    },
    /**
     * A user of the given role (login `<role>@example.com` unless said), with an API token, and a caller with it;
     * they sign in with the test password.
     */
    async userOf(role: Role, login = `${role}@example.com`) {
      const user = await insertUser(login, role);
      const { token } = await insertApiToken(db, user.id, { name: `${role} script` }, now());
      return { ...user, token, caller: createCaller(contextOf({ authorization: `Bearer ${token}` })) };
    },
    /** Calls with a bearer token (a session of `auth.login`, or an API token). */
    withToken: (token: string) => createCaller(contextOf({ authorization: `Bearer ${token}` })),
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    async close() {
      await deps.hitCounter.flush().catch(() => undefined);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestCaller = Awaited<ReturnType<typeof createTestCaller>>;

/**
 * How a call was refused, as a client reads it: the tRPC code and the message the error formatter sends (the first
 * validation issue's message for bad input). Null when the call succeeded.
 */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string } | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { code: error.code, message: validationIssuesOf(error)?.[0]?.message ?? error.message };
  }
}
