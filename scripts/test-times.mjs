// The times of CI's steps: `.ci/run` names a file in CI_TIMES_FILE and writes a line per step (install, typecheck,
// lint); `npm test` adds its own (build, each pass) and prints them all with CI's total before its last line.
import fs from 'node:fs';

const timesFile = process.env.CI_TIMES_FILE;

/** Runs `work` (synchronous) and notes its wall time under `name` when CI asks for the times. */
export function timed(name, work) {
  const started = Date.now();
  try {
    return work();
  } finally {
    if (timesFile) fs.appendFileSync(timesFile, `${name}\t${Math.round((Date.now() - started) / 1000)}\n`);
  }
}

/** Prints CI's steps and its total so far (from CI_STARTED_AT, seconds since the epoch), when CI asks for them. */
export function printCiTimes() {
  if (!timesFile || !fs.existsSync(timesFile)) return;
  const steps = fs
    .readFileSync(timesFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  const load = fs.existsSync('/proc/loadavg')
    ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
    : 'unknown';
  console.log(`\nCI steps (seconds), load average now ${load}:`);
  for (const [name, seconds] of steps) console.log(`  ${seconds.padStart(5)}  ${name}`);
  const startedAt = Number(process.env.CI_STARTED_AT);
  if (startedAt)
    console.log(
      `  ${String(Math.round(Date.now() / 1000 - startedAt)).padStart(5)}  CI in all (${((Date.now() / 1000 - startedAt) / 60).toFixed(1)} minutes)`,
    );
}
