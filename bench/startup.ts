// Server start to first answer: spawns the real server on a migrated, seeded SQLite file and times
// process start → first 200 from /api/health, beside a bare Fastify server started the same way.
// Run: npm run bench:startup
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const BUDGET_MS = 1500;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-'));
let port = 3900;

async function timeToFirstAnswer(script: string, timeoutMs = 120_000): Promise<number> {
  const currentPort = port++;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, PORT: String(currentPort), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password' },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < timeoutMs) {
      try {
        const response = await fetch(`http://127.0.0.1:${currentPort}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${script} did not answer within ${timeoutMs} ms`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const server = path.join(root, 'apps/server/src/main.ts');
const reference = path.join(root, 'bench/reference-server.ts');

const firstStart = await timeToFirstAnswer(server); // migrates, seeds and draws the pictures
const site: number[] = [];
const bare: number[] = [];
for (let i = 0; i < RUNS; i++) {
  site.push(await timeToFirstAnswer(server));
  bare.push(await timeToFirstAnswer(reference));
}
fs.rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, values: number[]) =>
  `${name.padEnd(44)} ${median(values).toFixed(0).padStart(6)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
console.log(`Server start → first answer from /api/health, median of ${RUNS} (2 cores)`);
console.log(row('site (migrations checked, seeded SQLite file)', site));
console.log(row('reference: bare Fastify, same node + tsx', bare));
console.log(`${'site first start (migrate + seed + draw images)'.padEnd(44)} ${firstStart.toFixed(0).padStart(6)} ms`);
console.log(`budget ${BUDGET_MS} ms: ${median(site) < BUDGET_MS ? 'met' : 'NOT met'}`);
