// Public reads of the built server beside a bare Fastify + better-sqlite3 server (bench/reference-server.mjs) that
// reads the same database file with prepared statements and answers the same JSON: the practical limit of this
// stack. Four servers run side by side: the site and the reference on the seeded content, and both again on 100× the
// content (1,200 services, 2,000 spare groups, 100,000 parts). The site runs with its production flags
// (apps/server/node-flags.json), the reference bare. Servers live on core 0 and only one is under load at a time;
// the load generator (autocannon, 10 connections, in this process) has core 1, where taskset exists. Each read is
// driven in 3 rounds that pass over all four servers in turn after a warm-up, so the machine's changing load falls on
// all alike; figures are the medians of the rounds, peak RSS the largest resident memory seen under load. tRPC reads
// are those the web app sends (httpBatchLink) and are held against the reference's REST read of the same data.
// Run: npm run bench:server   (BENCH_SECONDS=n sets each round's length; results: bench/results/server.txt)
import { deepStrictEqual } from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { partNumberKey } from '@tp/schemas';
import { CONNECTIONS, drive as driveFor, megabytes, summary, type Figures } from './support/load.ts';
import {
  COMPILED_SERVER,
  REFERENCE_SERVER,
  canPin,
  ensureServerBuild,
  pinThisProcess,
  startNode,
  stop,
  waitForHealth,
} from './support/processes.ts';

// Every request asks for a compressed answer, as browsers, `fetch` and crawlers do; both servers get the same.
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const drive = (url: string, pid: number | undefined, seconds = SECONDS) => driveFor(url, pid, seconds, CLIENT_HEADERS);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const SITE_PORT = 3960;
const TARGETS = { rest: 0.8, trpc: 0.7, p99: 10, rssMb: 120, growth: 0.2 };

/** Grows the content to 1,200 services, 2,000 spare groups and 100,000 parts (about 100× the demo's), straight into the file. */
function growContent(file: string) {
  const db = new Database(file);
  const now = new Date().toISOString();
  const count = (table: string) =>
    (db.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count;
  const [services, groups, parts] = [count('services'), count('spare_groups'), count('spare_parts')];
  db.transaction(() => {
    const addService = db.prepare(
      `insert into services (title_de, title_en, title_ru, text_de, text_en, text_ru, position, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let n = services; n < 1200; n++)
      addService.run(
        `Leistung ${n}`,
        `Service ${n}`,
        `Услуга ${n}`,
        '<p>Text</p>',
        '<p>Text</p>',
        '<p>Текст</p>',
        n,
        now,
        now,
      );
    const addGroup = db.prepare(
      `insert into spare_groups (title_de, title_en, title_ru, text_de, text_en, text_ru, position, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const groupIds: number[] = [];
    for (let n = groups; n < 2000; n++)
      groupIds.push(
        Number(addGroup.run(`Gruppe ${n}`, `Group ${n}`, `Группа ${n}`, '', '', '', n, now, now).lastInsertRowid),
      );
    const addPart = db.prepare(
      `insert into spare_parts (group_id, partnumber, pn_norm, description_de, description_en, description_ru, subst_part, quantity, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let n = parts; n < 100_000; n++) {
      const partnumber = `BM${String(n).padStart(6, '0')}P01`;
      addPart.run(
        groupIds[n % groupIds.length],
        partnumber,
        partNumberKey(partnumber),
        `Laufschaufel ${n % 17}`,
        `Rotor blade ${n % 17}`,
        `Лопатка ${n % 17}`,
        '',
        n % 40,
        now,
        now,
      );
    }
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

/** A site server and its reference on one data directory (both on core 0; only one is under load at a time). */
async function startPair(dataDir: string, port: number) {
  const site = { origin: `http://127.0.0.1:${port}`, child: startNode(COMPILED_SERVER, { port, dataDir, core: 0 }) };
  const reference = {
    origin: `http://127.0.0.1:${port + 1}`,
    child: startNode(REFERENCE_SERVER, { port: port + 1, dataDir, core: 0 }),
  };
  await Promise.all([waitForHealth(site.origin, site.child), waitForHealth(reference.origin, reference.child)]);
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  const serviceId = (db.prepare('select id from services order by id limit 1').get() as { id: number }).id;
  db.close();
  const batch = (procedure: string, input: unknown) =>
    `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
  const reads: Read[] = [
    { name: 'REST navbar', site: '/api/component/navbar', reference: '/api/component/navbar', kind: 'rest' },
    { name: 'REST service', site: `/api/service/${serviceId}`, reference: `/api/service/${serviceId}`, kind: 'rest' },
    { name: 'tRPC navbar', site: batch('navbar.get', undefined), reference: '/api/component/navbar', kind: 'trpc' },
    {
      name: 'tRPC service',
      site: batch('service.byId', { id: serviceId }),
      reference: `/api/service/${serviceId}`,
      kind: 'trpc',
    },
  ];
  // The reference must answer what the site answers, or the comparison means nothing.
  for (const read of reads) {
    const [mine, theirs] = await Promise.all([
      fetch(site.origin + read.site).then((response) => response.json()),
      fetch(reference.origin + read.reference).then((response) => response.json()),
    ]);
    deepStrictEqual(
      read.kind === 'trpc' ? (mine as [{ result: { data: unknown } }])[0].result.data : mine,
      theirs,
      `${read.name}: the reference answers other JSON`,
    );
  }
  return { site, reference, reads, stop: () => Promise.all([stop(site.child), stop(reference.child)]) };
}

type Pair = Awaited<ReturnType<typeof startPair>>;

/**
 * Drives every read on both data sets. The four servers run side by side and each round loads them one after
 * another (small site, small reference, large site, large reference), so a change in the machine's load falls on
 * all four alike and the ratios hold.
 */
async function measure(pairs: Pair[]) {
  type Result = { read: Read; site: Figures; reference: Figures };
  const results: Result[][] = pairs.map(() => []);
  for (const index of pairs[0]!.reads.keys()) {
    const runs = pairs.map(() => ({ site: [] as Figures[], reference: [] as Figures[] }));
    for (const pair of pairs) {
      await drive(pair.site.origin + pair.reads[index]!.site, pair.site.child.pid, 1); // warm-up: the hot paths compile
      await drive(pair.reference.origin + pair.reads[index]!.reference, pair.reference.child.pid, 1);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [which, pair] of pairs.entries()) {
        runs[which]!.site.push(await drive(pair.site.origin + pair.reads[index]!.site, pair.site.child.pid));
        runs[which]!.reference.push(
          await drive(pair.reference.origin + pair.reads[index]!.reference, pair.reference.child.pid),
        );
      }
    }
    pairs.forEach((pair, which) =>
      results[which]!.push({
        read: pair.reads[index]!,
        site: summary(runs[which]!.site),
        reference: summary(runs[which]!.reference),
      }),
    );
  }
  return results;
}

function print(label: string, results: { read: Read; site: Figures; reference: Figures }[]) {
  console.log(`\n${label}`);
  console.log(
    `  ${'read'.padEnd(13)} ${'site req/s'.padStart(10)} ${'reference'.padStart(10)} ${'ratio'.padStart(6)}  ${'site p50/p99'.padStart(13)} ${'ref p50/p99'.padStart(12)}  ${'site RSS'.padStart(8)} ${'ref RSS'.padStart(8)}`,
  );
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
const smallSizes = ['services', 'spare_groups', 'spare_parts'].map(
  (table) => (small.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count,
);
small.close();
const largeSizes = growContent(path.join(largeDir, 'site.db'));

console.log(
  `Public reads: ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds interleaved over the four servers, medians; Node ${process.version}, ${os.cpus().length} cores`,
);
console.log(
  `Requests send accept-encoding: ${CLIENT_HEADERS['accept-encoding']} (as browsers and fetch do); the reference sends every answer uncompressed.`,
);
console.log(
  canPin
    ? 'Servers on core 0 (one under load at a time), load generator on core 1 (taskset).'
    : 'taskset not found: processes are not pinned.',
);
const pairs = [await startPair(smallDir, SITE_PORT), await startPair(largeDir, SITE_PORT + 2)];
let measured: Awaited<ReturnType<typeof measure>>;
try {
  measured = await measure(pairs);
} finally {
  await Promise.all(pairs.map((pair) => pair.stop()));
  for (const dir of [smallDir, largeDir]) fs.rmSync(dir, { recursive: true, force: true });
}
const [smallRuns, largeRuns] = measured;
print(`Seeded site (${smallSizes[0]} services, ${smallSizes[1]} spare groups, ${smallSizes[2]} parts)`, smallRuns!);
print(
  `100× content (${largeSizes.services} services, ${largeSizes.groups} spare groups, ${largeSizes.parts} parts)`,
  largeRuns!,
);

// The verdict against the issue's targets.
console.log('\nTargets');
for (const { read, site, reference } of smallRuns!) {
  const ratio = site.perSecond / reference.perSecond;
  const wanted = read.kind === 'rest' ? TARGETS.rest : TARGETS.trpc;
  console.log(
    `  ${read.name.padEnd(13)} ratio ${ratio.toFixed(2)}× (≥ ${wanted}) ${ratio >= wanted ? 'met' : 'NOT met'}; p99 ${site.p99} ms (≤ ${TARGETS.p99}) ${site.p99 <= TARGETS.p99 ? 'met' : 'NOT met'}; peak RSS ${megabytes(site.peakRss)} (≤ ${TARGETS.rssMb}) ${site.peakRss <= TARGETS.rssMb * 1024 * 1024 ? 'met' : 'NOT met'}`,
  );
}
for (const [index, { read, site }] of largeRuns!.entries()) {
  const change = site.perSecond / smallRuns![index]!.site.perSecond - 1;
  // The menu of 1,200 services and 2,000 groups is itself 100× larger: its answer grows with the content by nature.
  const note = read.name.endsWith('navbar') ? ' (its answer is 100× larger: 290 KB instead of 3 KB)' : '';
  console.log(
    `  ${read.name.padEnd(13)} with 100× content: ${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} % throughput (within ±${TARGETS.growth * 100} %) ${Math.abs(change) <= TARGETS.growth ? 'met' : 'NOT met'}${note}`,
  );
}
