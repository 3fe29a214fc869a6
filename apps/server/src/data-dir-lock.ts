import fs from 'node:fs';
import path from 'node:path';

/** Where each running server notes itself: one file per process, named by its pid. */
const runDir = (dataDir: string) => path.join(dataDir, 'run');
const markFile = (dataDir: string, pid: number) => path.join(runDir(dataDir), `server-${pid}.json`);

/** Whether a process with this pid runs and is a Node process (a pid left by a crash may since belong to another program). */
function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user; only "no such process" means it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const executable = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0] ?? '';
    return path.basename(executable).includes('node');
  } catch {
    return true; // no /proc here: a live pid is taken at its word
  }
}

/**
 * Notes that this process serves from `dataDir` until it stops: `restore` refuses to replace the data under a
 * running server. Returns the function that removes the note (called on a clean stop; a crash leaves a note whose
 * process is gone, which the check ignores and removes).
 */
export function markDataDirInUse(dataDir: string): () => void {
  fs.mkdirSync(runDir(dataDir), { recursive: true });
  const file = markFile(dataDir, process.pid);
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, started_at: new Date().toISOString() }));
  return () => fs.rmSync(file, { force: true });
}

/** The pids of the servers that use `dataDir` now; notes left by processes that are gone are removed. */
export function serversUsing(dataDir: string): number[] {
  let names: string[];
  try {
    names = fs.readdirSync(runDir(dataDir));
  } catch {
    return [];
  }
  const running: number[] = [];
  for (const name of names) {
    const pid = Number(/^server-(\d+)\.json$/.exec(name)?.[1]);
    if (!pid) continue;
    if (pid !== process.pid && isNodeProcess(pid)) running.push(pid);
    else if (pid !== process.pid) fs.rmSync(path.join(runDir(dataDir), name), { force: true });
  }
  return running;
}
