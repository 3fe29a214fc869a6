import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

/** Debian's PostgreSQL programs (the newest installed version), or undefined where none is installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'pg_ctl')));
}

/** Whether a PostgreSQL server of a test's own can be started here: Debian's programs, and root to run them as `postgres`. */
export const canRunOwnPostgres = () => postgresBin() !== undefined && process.getuid?.() === 0;

export interface OwnPostgres {
  /** `postgres://…` of its one database, owned by the role the site uses. */
  url: string;
  /** `pg_ctl restart -m fast`: every session is ended at once, as an operator's restart or a failover does. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server for one test file, in a directory of its own on a port of its own: a test may restart or stop it
 * without touching the server the rest of the suite runs on. Runs as the `postgres` user (PostgreSQL refuses root).
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-own-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const port = await freePort();
  execFileSync('chown', ['postgres:postgres', dir]);
  const asPostgres = (program: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { stdio: 'pipe', cwd: '/' });
  // While the test's load runs in this process: the event loop must go on.
  const pgCtl = async (args: string[]) => {
    await promisify(execFile)('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, ...args], {
      cwd: '/',
    });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  const start = () => pgCtl(['-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => pgCtl(['-m', 'fast', '-w', 'stop']);
  await start();
  const psql = (sql: string) =>
    asPostgres('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-qtAc', sql]);
  psql("create role site login password 'site'");
  psql('create database site owner site');
  return {
    url: `postgres://site:site@127.0.0.1:${port}/site`,
    restart: () => pgCtl(['-o', options, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', 'restart']),
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
