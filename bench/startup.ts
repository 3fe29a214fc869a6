// Server start to first answer: starts the built server (`node` with its production flags) on a migrated, seeded
// SQLite file and times process start → first 200 from /api/health, beside the bare Fastify + better-sqlite3
// reference (bench/reference-server.mjs) started the same way.
// Run: npm run bench:startup
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER, REFERENCE_SERVER, ensureServerBuild, startNode, stop } from './support/processes.ts';

const RUNS = 5;
const BUDGET_MS = 1000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-'));
let port = 3900;

async function timeToFirstAnswer(script: string, timeoutMs = 120_000): Promise<number> {
  const currentPort = port++;
  const started = performance.now();
  const child = startNode(script, { port: currentPort, dataDir, env: { LOG_LEVEL: 'silent' } });
  try {
    while (performance.now() - started < timeoutMs) {
      if (
        await fetch(`http://127.0.0.1:${currentPort}/api/health`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${script} did not answer within ${timeoutMs} ms`);
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

ensureServerBuild();
const firstStart = await timeToFirstAnswer(COMPILED_SERVER); // migrates, seeds and draws the pictures
const site: number[] = [];
const bare: number[] = [];
for (let i = 0; i < RUNS; i++) {
  site.push(await timeToFirstAnswer(COMPILED_SERVER));
  bare.push(await timeToFirstAnswer(REFERENCE_SERVER));
}
fs.rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, values: number[]) =>
  `${name.padEnd(52)} ${median(values).toFixed(0).padStart(6)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
console.log(
  `Server start → first answer from /api/health, median of ${RUNS} (Node ${process.version}, ${os.cpus().length} cores)`,
);
console.log(row('site: node apps/server/dist/main.js, seeded SQLite file', site));
console.log(row('reference: bare Fastify + better-sqlite3, same node', bare));
console.log(`${'site first start (migrate + seed + draw images)'.padEnd(52)} ${firstStart.toFixed(0).padStart(6)} ms`);
console.log(
  `second start ≤ ${BUDGET_MS} ms: ${median(site) <= BUDGET_MS ? 'met' : 'NOT met'} (${(median(site) / median(bare)).toFixed(1)}× the reference)`,
);
