import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodeFlags from '../../node-flags.json' with { type: 'json' };
import { createTestDatabase, testPostgresUrl } from '@tp/db/testing';
import { newTestBucket, s3Env, testsOnS3 } from '@tp/api/testing';

const serverDir = path.resolve(import.meta.dirname, '../..');
export const REPO_ROOT = path.resolve(serverDir, '../..');
export const COMPILED_SERVER = path.join(serverDir, 'dist/main.js');
export const COMPILED_ADMIN = path.join(serverDir, 'dist/admin.js');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** The environment it runs with, for the admin command line on the same data. */
  env: NodeJS.ProcessEnv;
  /** The end of what it wrote to stderr (its own console.error lines; the request log is off), to name a failure's cause. */
  stderr(): string;
  /** Stops it (if it still runs) and removes its data (and its PostgreSQL database, when it was given one). */
  close(): Promise<void>;
}

/** How much of a server's stderr a test keeps (its end). */
const STDERR_KEPT = 16_384;

/** A port nobody listens on now, as the system hands one out: test files run side by side and must not pick the same. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The production server in a process of its own, as the README's production command runs it (`node` with the flags of
 * node-flags.json) (compiled first when
 * there is no build), on a fresh data directory; resolves once `/api/health` answers. Its memory, signals and exit
 * code are its own.
 */
export async function startServerProcess(
  options: {
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    /** An existing data directory (a restored one); a fresh one otherwise. */ dataDir?: string;
  } = {},
): Promise<ServerProcess> {
  if (!fs.existsSync(COMPILED_SERVER))
    execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], { stdio: 'ignore' });
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tp-server-'));
  const port = await freePort();
  // On a PostgreSQL run each server gets a database of its own (as each gets a data directory), unless told which.
  const database = testPostgresUrl() && !options.env?.DATABASE_URL ? await createTestDatabase(dataDir) : undefined;
  await database?.db.destroy();
  // On the upload suite's S3 pass each server gets a bucket of its own too, unless told which storage.
  const storage = testsOnS3() && !options.env?.STORAGE ? s3Env(await newTestBucket()) : {};
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'process-test-password',
    ...(database ? { DATABASE_URL: database.target } : {}),
    ...storage,
    ...options.env,
  };
  const child = spawn(process.execPath, [...nodeFlags, COMPILED_SERVER], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_KEPT)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  while (
    !(await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    url,
    dataDir,
    env,
    stderr: () => stderr,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
