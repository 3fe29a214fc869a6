// Type-checks the repository in three programs, side by side, each with the settings of the code it holds:
// - `apps/web`: the browser's code, with the DOM's and Vite's types and without Node's;
// - `tsconfig.node.json`: the server side (packages, server, migrations, examples), with Node's and without the DOM's;
// - `e2e`: the browser tests, benchmarks and scripts, with both.
// One program per workspace (eight, until session 25) checked the packages again in each that imports them (the API
// five times): 187 s of CPU against about 90 now (bench/results/typecheck.txt). `tsc --noEmit` needs nothing built,
// so no program waits for another. Prints each failing program's errors; exits 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

const PROJECTS = ['apps/web', 'tsconfig.node.json', 'e2e'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
const workers = Array.from({ length: Math.min(os.availableParallelism(), PROJECTS.length) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    if (result.code !== 0) failed.push(result);
  }
});
await Promise.all(workers);
for (const { project, output } of failed) console.log(`\n${project}:\n${output}`);
if (failed.length > 0) {
  console.log(`Type errors in ${failed.map((result) => result.project).join(', ')}`);
  process.exit(1);
}
