// What metrics and tracing cost a busy server: the REST navbar read, kept and compressed as browsers get it, on servers
// that differ only in that: none (as before), metrics on (METRICS_TOKEN) with /metrics scraped every 15 s (a common
// Prometheus scrape interval; its default is a minute), the same scraped every second (the worst case: a scrape costs
// the server about 5 ms of its core, and more under load), and tracing on besides (OTEL_EXPORTER_OTLP_ENDPOINT: every
// request's spans exported in batches to a collector stand-in in this process that answers 200). They run on copies of one seeded data
// directory, with their production flags, all on core 0, and are driven at the same time (autocannon, 10 connections
// each, in this process on core 1): they share the core and whatever else the machine does meanwhile. Taking turns
// instead, a round's throughput moved by ±30 % with this machine's other tenants, more than the cost to measure.
// Each server's figure is held against the plain server's of the same round; the verdict is the median of those
// ratios for requests served per second of the server's own CPU time (/proc/<pid>/stat), the throughput it would
// reach with a core to itself.
// Run: npm run bench:observability   (BENCH_SECONDS=n, BENCH_ROUNDS=n; results: bench/results/observability.txt)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mainThreadProfile, profilerClock, shareOfBusyTime, type Frame } from './support/cpu-profile.ts';
import { CONNECTIONS, drive, median, megabytes, summary, type Figures } from './support/load.ts';
import {
  COMPILED_SERVER,
  canPin,
  cpuSeconds,
  ensureServerBuild,
  pinThisProcess,
  startNode,
  stop,
  waitForHealth,
} from './support/processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const FIRST_PORT = 3970;
const TOKEN = 'bench-metrics-token-0123456789abcdef';
const COLLECTOR_PORT = 3969;
/** The issue's bound: metrics on, tracing off, within 5 % of the plain server's throughput. */
const WITHIN = 0.05;
const READ = '/api/component/navbar';
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface Variant {
  name: string;
  env: NodeJS.ProcessEnv;
  /** How often /metrics is scraped, as Prometheus would, from start to end of the measurement. */
  scrapeEveryMs?: number;
}

const VARIANTS: Variant[] = [
  { name: 'plain (no metrics, no tracing)', env: {} },
  // The same again: how far two identical servers differ in this run, the yardstick of the others' differences.
  { name: 'plain again', env: {} },
  { name: 'metrics on, tracing off', env: { METRICS_TOKEN: TOKEN }, scrapeEveryMs: 15_000 },
  { name: 'metrics scraped every second', env: { METRICS_TOKEN: TOKEN }, scrapeEveryMs: 1000 },
  {
    name: 'metrics and tracing on',
    env: { METRICS_TOKEN: TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}` },
    scrapeEveryMs: 15_000,
  },
];

/** The collector stand-in: takes the spans (OTLP/HTTP) and answers as a collector does; counts what it got. */
let spanBatches = 0;
const collector = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    spanBatches++;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, '127.0.0.1', resolve));

ensureServerBuild();
pinThisProcess(1);
const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-observability-'));
const seeding = startNode(COMPILED_SERVER, { port: FIRST_PORT, dataDir: seedDir });
await waitForHealth(`http://127.0.0.1:${FIRST_PORT}`, seeding);
await stop(seeding);

const servers = await Promise.all(
  VARIANTS.map(async (variant, index) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-observability-'));
    fs.copyFileSync(path.join(seedDir, 'site.db'), path.join(dataDir, 'site.db'));
    const port = FIRST_PORT + 1 + index;
    const child = startNode(COMPILED_SERVER, { port, dataDir, core: 0, env: { LOG_LEVEL: 'warn', ...variant.env } });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, child);
    return { variant, origin, child, dataDir, runs: [] as (Figures & { perCpuSecond: number })[] };
  }),
);

/** Drives one server; adds its requests per CPU second. */
async function driveOne(server: (typeof servers)[number], seconds: number) {
  const cpuBefore = cpuSeconds(server.child.pid);
  const figures = await drive(server.origin + READ, server.child.pid, seconds, CLIENT_HEADERS);
  return { ...figures, perCpuSecond: (figures.perSecond * seconds) / (cpuSeconds(server.child.pid) - cpuBefore) };
}

/** Scrapes each server that has metrics at its interval until stopped. */
function startScraping() {
  const timers = servers.flatMap((server) => {
    if (!server.variant.scrapeEveryMs) return [];
    const scrape = () =>
      void fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((answer) =>
        answer.text(),
      );
    return [setInterval(scrape, server.variant.scrapeEveryMs)];
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}

console.log(
  `REST navbar (${READ}), ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds all servers at once on one core, medians; Node ${process.version}, ${os.cpus().length} cores`,
);
console.log(
  canPin ? 'Servers on core 0, load generator on core 1 (taskset).' : 'taskset not found: processes are not pinned.',
);
try {
  for (const server of servers) await driveOne(server, 2); // warm-up: the hot paths compile
  const metricsOn = servers.find((server) => server.variant.name.startsWith('metrics on'))!;
  const metricsAnswer = await fetch(`${metricsOn.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  if (!(await metricsAnswer.text()).includes('http_requests_total'))
    throw new Error('the metrics server serves no metrics');
  const stopScraping = startScraping();
  for (let round = 0; round < ROUNDS; round++) {
    // All at once on their shared core: whatever else the machine does meanwhile slows each of them alike. The load
    // generator starts them in a rotated order: the one started first was served faster (by 10-18 %, whichever it was).
    const order = servers.map((_, step) => (round + step) % servers.length);
    const runs = await Promise.all(order.map((index) => driveOne(servers[index]!, SECONDS)));
    runs.forEach((run, step) => servers[order[step]!]!.runs.push(run));
  }
  stopScraping();
} finally {
  await Promise.all(servers.map((server) => stop(server.child)));
  collector.close();
  for (const dir of servers.map((server) => server.dataDir)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The same load on a plain and on a metrics server, one after the other and each alone on core 0, under V8's
 * sampling profiler: the share of each one's busy time spent in what metrics add (the request counting hook, the read
 * caches' counters, prom-client, its garbage-collection observer). The plain server's share is the attribution's own
 * error (frames of those names it runs without metrics).
 */
const isMetricsFrame = (frame: Frame) =>
  frame.functionName === 'countRequest' ||
  frame.functionName === 'cacheLooked' ||
  frame.url.includes('/prom-client/') ||
  (frame.functionName === 'observerCallback' && frame.url.includes('perf'));
async function profiledShare(variant: Variant, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-observability-'));
  const profiles = path.join(dataDir, 'profiles');
  fs.copyFileSync(path.join(seedDir, 'site.db'), path.join(dataDir, 'site.db'));
  try {
    const child = startNode(COMPILED_SERVER, {
      port,
      dataDir,
      core: 0,
      env: { LOG_LEVEL: 'warn', ...variant.env },
      nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, child);
    await drive(origin + READ, child.pid, 2, CLIENT_HEADERS); // warm-up
    if (variant.scrapeEveryMs) await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const from = profilerClock();
    const figures = await drive(origin + READ, child.pid, PROFILE_SECONDS, CLIENT_HEADERS);
    const window = { from, to: profilerClock() };
    await stop(child);
    return {
      ...shareOfBusyTime(mainThreadProfile(profiles, child.pid!), isMetricsFrame, window),
      perSecond: figures.perSecond,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const PROFILE_SECONDS = 10;
const profiled = {
  plain: await profiledShare(VARIANTS[0]!, FIRST_PORT + 20),
  metrics: await profiledShare(VARIANTS[2]!, FIRST_PORT + 21),
};
fs.rmSync(seedDir, { recursive: true, force: true });

const plain = servers[0]!.runs;
/** A server's figure over the plain server's, round by round. */
const ratiosOf = (runs: typeof plain, figure: 'perSecond' | 'perCpuSecond') =>
  runs.map((run, round) => run[figure] / plain[round]![figure]);
console.log(
  `\n  ${'server'.padEnd(32)} ${'req/s'.padStart(7)} ${'vs plain'.padStart(9)}  ${'req/CPU s'.padStart(9)} ${'vs plain'.padStart(9)}  ${'p50/p99'.padStart(9)}  ${'peak RSS'.padStart(8)}`,
);
for (const server of servers) {
  const figures = summary(server.runs);
  const perCpuSecond = median(server.runs.map((run) => run.perCpuSecond));
  console.log(
    `  ${server.variant.name.padEnd(32)} ${figures.perSecond.toFixed(0).padStart(7)} ${`${median(ratiosOf(server.runs, 'perSecond')).toFixed(3)}×`.padStart(9)}  ${perCpuSecond.toFixed(0).padStart(9)} ${`${median(ratiosOf(server.runs, 'perCpuSecond')).toFixed(3)}×`.padStart(9)}  ${`${figures.p50}/${figures.p99} ms`.padStart(9)}  ${megabytes(figures.peakRss).padStart(8)}` +
      (figures.failures ? `   ${figures.failures} FAILED` : ''),
  );
}
console.log('\nRatios to plain per round (first line req/s, second requests per CPU second):');
for (const server of servers.slice(1))
  console.log(
    `  ${server.variant.name.padEnd(32)} ${ratiosOf(server.runs, 'perSecond')
      .map((ratio) => ratio.toFixed(2))
      .join(' ')}\n  ${''.padEnd(32)} ${ratiosOf(server.runs, 'perCpuSecond')
      .map((ratio) => ratio.toFixed(2))
      .join(' ')}`,
  );
const verdictRuns = servers.find((server) => server.variant.name.startsWith('metrics on'))!.runs;
const [throughput, perCpu] = [
  median(ratiosOf(verdictRuns, 'perSecond')),
  median(ratiosOf(verdictRuns, 'perCpuSecond')),
];
console.log(`\nThe tracing server sent ${spanBatches} batches of spans to the collector stand-in.`);
const profiledCost = profiled.metrics.share - profiled.plain.share;
console.log(
  `\nCPU profiles, ${PROFILE_SECONDS} s of the same load on each server alone (V8's sampler): what metrics add takes ` +
    `${(profiled.metrics.share * 100).toFixed(2)} % of the metrics server's busy time (${profiled.metrics.busyMs.toFixed(0)} ms busy, ` +
    `${profiled.metrics.perSecond.toFixed(0)} req/s); frames of the same names in the plain server: ` +
    `${(profiled.plain.share * 100).toFixed(2)} % (${profiled.plain.busyMs.toFixed(0)} ms busy, ${profiled.plain.perSecond.toFixed(0)} req/s).`,
);
console.log(
  `Target by the profile: metrics on, tracing off within ${WITHIN * 100} % of plain: ${(profiledCost * 100).toFixed(2)} % of the CPU ${profiledCost <= WITHIN ? 'met' : 'NOT met'}`,
);
console.log(
  `\nTarget: metrics on, tracing off within ${WITHIN * 100} % of plain: requests per CPU second ${((perCpu - 1) * 100).toFixed(1)} % ${perCpu >= 1 - WITHIN ? 'met' : 'NOT met'} (req/s ${((throughput - 1) * 100).toFixed(1)} %)`,
);
