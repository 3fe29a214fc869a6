import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_ADMIN, REPO_ROOT, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { testPostgresUrl } from '@tp/db/testing';

// The production server on its SQLite file, killed without warning (kill -9: a power cut, the OOM killer) while twenty
// clients write: what it acknowledged is in the file, and the file is whole. (On PostgreSQL the database server
// keeps what it acknowledged; its restarts are database-outage.test.ts.)

const onSqlite = !testPostgresUrl();
let server: ServerProcess;
let auth: Record<string, string>;

beforeAll(async () => {
  if (!onSqlite) return;
  server = await startServerProcess();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [COMPILED_ADMIN, 'create-token', '--name', 'writers'],
    { cwd: REPO_ROOT, env: server.env },
  );
  auth = { authorization: `Bearer ${stdout.trim().split('\n').at(-1)}`, 'content-type': 'application/json' };
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe.runIf(onSqlite)('kill -9 under writes', () => {
  it('loses no acknowledged write and leaves a file that passes integrity_check', async () => {
    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (id: number) => {
      for (let n = 0; !killed; n++) {
        try {
          const response = await fetch(`${server.url}/api/category`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ name: `Writer ${id} #${n}`, lang: 'EN' }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          // the connection broke with the process: that write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 20 }, (_, id) => writer(id));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    killed = true;
    await Promise.all(writers);

    const file = new Database(path.join(server.dataDir, 'site.db'));
    try {
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(file.prepare('select id from categories').pluck().all() as number[]);
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      console.log(
        `${acknowledged.length} writes acknowledged before kill -9, all of them in the file; ${stored.size} rows stored`,
      );
    } finally {
      file.close();
    }
  }, 60_000);
});
