import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, isPostgresUrl, type Db } from '@tp/db';
import { buildApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '@tp/db/testing';
import { softAuthenticator } from '@tp/api/testing';
import { generate } from 'otplib';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let database: TestDatabase;

/** Runs the CLI the way the README says: `npm run admin -- …`, on this test's database (DATABASE_URL on PostgreSQL). */
async function admin(...args: string[]) {
  const { DATABASE_URL: _suiteServer, ...env } = process.env;
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, ...(isPostgresUrl(database.target) ? { DATABASE_URL: database.target } : {}) },
  });
  return stdout.trim().split('\n');
}

async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>, db: Db) => Promise<T>) {
  const db = createDb(database.target);
  const app = await buildApp({ db, dataDir });
  try {
    return await use(app, db);
  } finally {
    await app.close();
    await db.destroy();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-cli-'));
  database = await createTestDatabase(dataDir);
  await database.db.destroy(); // the CLI and each app below open it themselves
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('reset-password sets the password, create-token prints a working token as its last line, and a reset revokes it', async () => {
    const reset = await admin('reset-password', '--password', 'first-password-1');
    expect(reset.join('\n')).toMatch(/Password of "admin" changed/);

    const lines = await admin('create-token', '--name', 'ERP import');
    const token = lines.at(-1)!;
    expect(token).toMatch(/^[\w-]{40,}$/);

    await withApp(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/request',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    const second = await admin('reset-password');
    expect(second.at(-1)).toMatch(/^New password: \S{12,}$/);
    await withApp(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/request',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    });
  }, 60_000);

  it('reset-2fa removes the authenticator app, recovery codes and passkeys of a locked-out user', async () => {
    const token = (await admin('create-token', '--name', 'set-up script')).at(-1)!;
    const headers = { authorization: `Bearer ${token}` };
    await withApp(async (app) => {
      const { secret } = (await app.inject({ method: 'POST', url: '/api/auth/totp', headers })).json<{
        secret: string;
      }>();
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/auth/totp/confirm',
        headers,
        payload: { code: await generate({ secret }) },
      });
      expect(confirmed.json<{ recovery_codes: string[] }>().recovery_codes).toHaveLength(10);
      const device = softAuthenticator({ origin: 'http://localhost:3000', rpId: 'localhost' });
      const options = await app.inject({ method: 'POST', url: '/api/auth/passkeys/registration-options', headers });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/registration',
        headers,
        payload: { response: device.register(options.json()) },
      });
      expect(registered.statusCode, registered.body).toBe(201);
    });
    const reset = await admin('reset-2fa', '--login', 'admin');
    expect(reset.join('\n')).toBe(
      'Removed from "admin": the authenticator app and its recovery codes and 1 passkey; their browser sessions are signed out. They sign in with their password and set up a second factor again.',
    );
    await withApp(async (app, db) => {
      const status = await app.inject({ method: 'GET', url: '/api/auth/two-factor', headers });
      expect(status.json()).toMatchObject({ totp: false, recovery_codes_left: 0, passkeys: 0 });
      expect(await db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
      const user = await db.selectFrom('users').select('totp_secret').where('login', '=', 'admin').executeTakeFirst();
      expect(user).toEqual({ totp_secret: null });
    });
    await expect(admin('reset-2fa', '--login', 'nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('There is no user with the login nobody@example.com.'),
    });
    await expect(admin('reset-2fa')).rejects.toMatchObject({ stderr: expect.stringContaining('--login') });
  }, 60_000);

  it('refuses create-token without a name and a password that is too short', async () => {
    await expect(admin('create-token')).rejects.toMatchObject({ stderr: expect.stringContaining('--name') });
    await expect(admin('reset-password', '--password', 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
  }, 60_000);
});
