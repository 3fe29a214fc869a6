import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import nodeFlags from '../../apps/server/node-flags.json' with { type: 'json' };

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMPILED_SERVER = path.join(ROOT, 'apps/server/dist/main.js');
export const REFERENCE_SERVER = path.join(ROOT, 'bench/reference-server.mjs');

/** Whether `taskset` can pin processes to cores here (Linux with util-linux). */
export const canPin = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Keeps this process (the load generator) on one core, so the server under load has the other to itself. */
export function pinThisProcess(core: number) {
  if (canPin) execFileSync('taskset', ['-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts a script with `node` (pinned to a core where taskset exists) on a data directory: the site with its
 * production flags (apps/server/node-flags.json, as `npm start` and the README's production command), the reference bare.
 */
export function startNode(
  script: string,
  options: {
    port: number;
    dataDir: string;
    core?: number;
    env?: NodeJS.ProcessEnv;
    /** More of node's own options (`--cpu-prof`, which NODE_OPTIONS does not take). */
    nodeOptions?: string[];
  },
): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'bench-password',
    ...options.env,
  };
  const command = [
    process.execPath,
    ...(script === COMPILED_SERVER ? nodeFlags : []),
    ...(options.nodeOptions ?? []),
    script,
  ];
  // taskset executes node in its own process: the child's pid is node's, for reading its memory.
  const [file, ...args] =
    canPin && options.core !== undefined ? ['taskset', '-c', String(options.core), ...command] : command;
  return spawn(file!, args, { cwd: ROOT, env, stdio: 'ignore' });
}

/** Resolves once the server answers `/api/health`. */
export async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server at ${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stops a server and waits for its exit. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory in bytes (Linux), or undefined elsewhere. */
export function residentBytes(pid: number | undefined): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the server when its bundle is missing (under a second). */
export function ensureServerBuild() {
  if (!fs.existsSync(COMPILED_SERVER))
    execFileSync(process.execPath, [path.join(ROOT, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
}

/** The CPU time a process has used (user and system, its threads included), in seconds: Linux's /proc. */
export function cpuSeconds(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields (the 12th and 13th after the command), in ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
