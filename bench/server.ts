// Public reads of the built server beside a bare Fastify + better-sqlite3 server (bench/reference-server.mjs) that
// reads the same database file with prepared statements and answers the same JSON: the practical limit of this
// stack. Both run with plain `node`; the server under load has core 0 to itself and the load generator (autocannon,
// 10 connections, in this process) core 1, where taskset exists. Each read is driven in 3 alternating rounds
// (site, reference, site, …) after a warm-up; figures are the medians of the rounds, peak RSS the largest resident
// memory seen under load. The same reads run again on 100× the content (1,200 services, 2,000 spare groups,
// 100,000 parts). tRPC reads are those the web app sends (httpBatchLink) and are held against the reference's REST read.
// Run: npm run bench:server   (BENCH_SECONDS=n sets each round's length; results: bench/results/server.txt)
import { deepStrictEqual } from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { COMPILED_SERVER, REFERENCE_SERVER, canPin, ensureServerBuild, pinThisProcess, residentBytes, startNode, stop, waitForHealth } from './support/processes.ts';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const SITE_PORT = 3960;
const REFERENCE_PORT = 3961;
const TARGETS = { rest: 0.8, trpc: 0.7, p99: 10, rssMb: 120, growth: 0.2 };

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  peakRss: number;
  failures: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One closed-loop run against a URL, sampling the server's resident memory as it goes. */
async function drive(url: string, pid: number | undefined, seconds = SECONDS): Promise<Figures> {
  let peakRss = residentBytes(pid) ?? 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentBytes(pid) ?? 0)), 50);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  clearInterval(sampler);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, peakRss, failures: result.non2xx + result.errors + result.timeouts };
}

/** The medians of several runs (peak memory: the largest). */
const summary = (runs: Figures[]): Figures => ({
  perSecond: median(runs.map((run) => run.perSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  peakRss: Math.max(...runs.map((run) => run.peakRss)),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
});

/** Grows the content to 1,200 services, 2,000 spare groups and 100,000 parts (about 100× the demo's), straight into the file. */
function growContent(file: string) {
  const db = new Database(file);
  const now = new Date().toISOString();
  const count = (table: string) => (db.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count;
  const [services, groups, parts] = [count('services'), count('spare_groups'), count('spare_parts')];
  db.transaction(() => {
    const addService = db.prepare(`insert into services (title_de, title_en, title_ru, text_de, text_en, text_ru, position, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let n = services; n < 1200; n++) addService.run(`Leistung ${n}`, `Service ${n}`, `Услуга ${n}`, '<p>Text</p>', '<p>Text</p>', '<p>Текст</p>', n, now, now);
    const addGroup = db.prepare(`insert into spare_groups (title_de, title_en, title_ru, text_de, text_en, text_ru, position, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const groupIds: number[] = [];
    for (let n = groups; n < 2000; n++) groupIds.push(Number(addGroup.run(`Gruppe ${n}`, `Group ${n}`, `Группа ${n}`, '', '', '', n, now, now).lastInsertRowid));
    const addPart = db.prepare(`insert into spare_parts (group_id, partnumber, description_de, description_en, description_ru, subst_part, quantity, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let n = parts; n < 100_000; n++) addPart.run(groupIds[n % groupIds.length], `BM${String(n).padStart(6, '0')}P01`, `Laufschaufel ${n % 17}`, `Rotor blade ${n % 17}`, `Лопатка ${n % 17}`, '', n % 40, now, now);
  })();
  const sizes = { services: count('services'), groups: count('spare_groups'), parts: count('spare_parts') };
  db.close();
  return sizes;
}

/** Copies a data directory (the database file and nothing else the reads need). */
function copyData(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-server-'));
  fs.copyFileSync(path.join(from, 'site.db'), path.join(to, 'site.db'));
  return to;
}

interface Read {
  name: string;
  site: string;
  reference: string;
  kind: 'rest' | 'trpc';
}

/** Runs every read against the site and the reference on one data directory; returns the figures per read. */
async function measure(dataDir: string, label: string) {
  const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
  const referenceOrigin = `http://127.0.0.1:${REFERENCE_PORT}`;
  const site = startNode(COMPILED_SERVER, { port: SITE_PORT, dataDir, core: 0 });
  const reference = startNode(REFERENCE_SERVER, { port: REFERENCE_PORT, dataDir, core: 0 });
  try {
    await Promise.all([waitForHealth(siteOrigin, site), waitForHealth(referenceOrigin, reference)]);
    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
    const serviceId = (db.prepare('select id from services order by id limit 1').get() as { id: number }).id;
    db.close();
    const batch = (procedure: string, input: unknown) => `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
    const reads: Read[] = [
      { name: 'REST navbar', site: '/api/component/navbar', reference: '/api/component/navbar', kind: 'rest' },
      { name: 'REST service', site: `/api/service/${serviceId}`, reference: `/api/service/${serviceId}`, kind: 'rest' },
      { name: 'tRPC navbar', site: batch('navbar.get', undefined), reference: '/api/component/navbar', kind: 'trpc' },
      { name: 'tRPC service', site: batch('service.byId', { id: serviceId }), reference: `/api/service/${serviceId}`, kind: 'trpc' },
    ];
    // The reference must answer what the site answers, or the comparison means nothing.
    for (const read of reads) {
      const [mine, theirs] = await Promise.all([fetch(siteOrigin + read.site).then((response) => response.json()), fetch(referenceOrigin + read.reference).then((response) => response.json())]);
      deepStrictEqual(read.kind === 'trpc' ? (mine as [{ result: { data: unknown } }])[0].result.data : mine, theirs, `${read.name}: the reference answers other JSON`);
    }
    const results = [];
    for (const read of reads) {
      await drive(siteOrigin + read.site, site.pid, 1); // warm-up: the hot paths compile
      await drive(referenceOrigin + read.reference, reference.pid, 1);
      const siteRuns: Figures[] = [];
      const referenceRuns: Figures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        siteRuns.push(await drive(siteOrigin + read.site, site.pid));
        referenceRuns.push(await drive(referenceOrigin + read.reference, reference.pid));
      }
      results.push({ read, site: summary(siteRuns), reference: summary(referenceRuns) });
    }
    return { label, results };
  } finally {
    await Promise.all([stop(site), stop(reference)]);
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

function print({ label, results }: Measured) {
  console.log(`\n${label}`);
  console.log(`  ${'read'.padEnd(13)} ${'site req/s'.padStart(10)} ${'reference'.padStart(10)} ${'ratio'.padStart(6)}  ${'site p50/p99'.padStart(13)} ${'ref p50/p99'.padStart(12)}  ${'site RSS'.padStart(8)} ${'ref RSS'.padStart(8)}`);
  for (const { read, site, reference } of results) {
    const ratio = site.perSecond / reference.perSecond;
    console.log(
      `  ${read.name.padEnd(13)} ${site.perSecond.toFixed(0).padStart(10)} ${reference.perSecond.toFixed(0).padStart(10)} ${ratio.toFixed(2).padStart(5)}×  ${`${site.p50}/${site.p99} ms`.padStart(13)} ${`${reference.p50}/${reference.p99} ms`.padStart(12)}  ${megabytes(site.peakRss).padStart(8)} ${megabytes(reference.peakRss).padStart(8)}` +
        (site.failures + reference.failures ? `   ${site.failures + reference.failures} FAILED` : ''),
    );
  }
}

ensureServerBuild();
pinThisProcess(1);
const smallDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-server-'));
// The first start migrates, seeds the demo content and draws its pictures; the benchmark starts it again.
const seeding = startNode(COMPILED_SERVER, { port: SITE_PORT, dataDir: smallDir });
await waitForHealth(`http://127.0.0.1:${SITE_PORT}`, seeding);
await stop(seeding);
const largeDir = copyData(smallDir);
const small = new Database(path.join(smallDir, 'site.db'), { readonly: true });
const smallSizes = ['services', 'spare_groups', 'spare_parts'].map((table) => (small.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count);
small.close();
const largeSizes = growContent(path.join(largeDir, 'site.db'));

console.log(`Public reads: ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} alternating rounds, medians; Node ${process.version}, ${os.cpus().length} cores`);
console.log(canPin ? 'Server under load on core 0, load generator on core 1 (taskset).' : 'taskset not found: processes are not pinned.');
const measured = [
  await measure(smallDir, `Seeded site (${smallSizes[0]} services, ${smallSizes[1]} spare groups, ${smallSizes[2]} parts)`),
  await measure(largeDir, `100× content (${largeSizes.services} services, ${largeSizes.groups} spare groups, ${largeSizes.parts} parts)`),
];
measured.forEach(print);
for (const dir of [smallDir, largeDir]) fs.rmSync(dir, { recursive: true, force: true });

// The verdict against the issue's targets.
const [smallRuns, largeRuns] = measured.map((run) => run.results);
console.log('\nTargets');
for (const { read, site, reference } of smallRuns!) {
  const ratio = site.perSecond / reference.perSecond;
  const wanted = read.kind === 'rest' ? TARGETS.rest : TARGETS.trpc;
  console.log(`  ${read.name.padEnd(13)} ratio ${ratio.toFixed(2)}× (≥ ${wanted}) ${ratio >= wanted ? 'met' : 'NOT met'}; p99 ${site.p99} ms (≤ ${TARGETS.p99}) ${site.p99 <= TARGETS.p99 ? 'met' : 'NOT met'}; peak RSS ${megabytes(site.peakRss)} (≤ ${TARGETS.rssMb}) ${site.peakRss <= TARGETS.rssMb * 1024 * 1024 ? 'met' : 'NOT met'}`);
}
for (const [index, { read, site }] of largeRuns!.entries()) {
  const change = site.perSecond / smallRuns![index]!.site.perSecond - 1;
  console.log(`  ${read.name.padEnd(13)} with 100× content: ${(change * 100).toFixed(0)} % throughput (within ±${TARGETS.growth * 100} %) ${Math.abs(change) <= TARGETS.growth ? 'met' : 'NOT met'}`);
}
