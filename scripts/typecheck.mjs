// Type-checks every TypeScript project of the repository (the workspaces with their own settings, the browser tests,
// the examples) side by side, as many at once as there are processors, the largest first so that none is left alone
// at the end. `tsc --noEmit` needs nothing built, so no project waits for another (turbo ran them in dependency
// order, one chain at a time). Prints each failing project's errors; exits 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

const PROJECTS = [
  'apps/web',
  'apps/server',
  'e2e',
  'packages/api',
  'packages/client',
  'examples',
  'packages/db',
  'packages/schemas',
];

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
