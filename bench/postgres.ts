// The same public reads of the built server on its two engines, side by side in one run: SQLite (the file in
// DATA_DIR, the default) and PostgreSQL (DATABASE_URL). Both servers seed the same demo content on their first start,
// run with their production flags on core 0 (one under load at a time; PostgreSQL itself is not pinned) and are
// driven by autocannon (10 connections) on core 1, in 3 interleaved rounds after a warm-up; figures are medians.
// Navbar and service are read twice: as visitors read them (answered from the read cache once warm, on either
// engine), and with an Authorization header, which the read cache never answers, so that every request asks the
// database: there the engines differ.
// Run: npm run bench:postgres   (BENCH_POSTGRES_URL names a PostgreSQL server on which a scratch database is made and
// dropped: postgres://tp:tp@127.0.0.1:5432/postgres by default; results: bench/results/postgres.txt)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, drive, megabytes, summary, type Figures } from './support/load.ts';
import {
  COMPILED_SERVER,
  canPin,
  ensureServerBuild,
  pinThisProcess,
  startNode,
  stop,
  waitForHealth,
} from './support/processes.ts';
import { scratchDatabase } from './support/scratch-postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;

/** Any Authorization header makes a public read skip the read cache (an unknown token reads as a visitor). */
const FRESH = { authorization: 'Bearer benchmark' };

ensureServerBuild();
pinThisProcess(1);
const scratch = await scratchDatabase();
const postgresUrl = scratch.url;
const dirs = [
  fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-sqlite-')),
  fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-pg-')),
] as const;
const engines = [
  {
    name: 'SQLite',
    origin: 'http://127.0.0.1:3970',
    child: startNode(COMPILED_SERVER, { port: 3970, dataDir: dirs[0], core: 0 }),
  },
  {
    name: 'PostgreSQL',
    origin: 'http://127.0.0.1:3971',
    child: startNode(COMPILED_SERVER, { port: 3971, dataDir: dirs[1], core: 0, env: { DATABASE_URL: postgresUrl } }),
  },
];
try {
  // The first starts migrate and seed (drawing the demo pictures): up to a few minutes.
  await Promise.all(engines.map((engine) => waitForHealth(engine.origin, engine.child, 300_000)));
  const [{ id: serviceId }] = (await (await fetch(`${engines[0]!.origin}/api/service`)).json()) as [{ id: number }];
  const reads: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'REST navbar', path: '/api/component/navbar' },
    { name: 'REST service', path: `/api/service/${serviceId}` },
    {
      name: 'tRPC navbar',
      path: `/trpc/navbar.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: undefined }))}`,
    },
    {
      name: 'tRPC service',
      path: `/trpc/service.byId?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id: serviceId } }))}`,
    },
    { name: 'navbar, db', path: '/api/component/navbar', headers: FRESH },
    { name: 'service, db', path: `/api/service/${serviceId}`, headers: FRESH },
  ];
  // Both must answer the same, or the comparison means nothing.
  for (const read of reads) {
    const [sqlite, postgres] = await Promise.all(
      engines.map(async (engine) => (await fetch(engine.origin + read.path, { headers: read.headers })).text()),
    );
    if (sqlite !== postgres) throw new Error(`${read.name}: the engines answer differently`);
  }
  console.log(
    `Public reads on each engine: ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds interleaved, medians; Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log(
    canPin
      ? 'Servers on core 0 (one under load at a time), load generator on core 1 (taskset); PostgreSQL not pinned.'
      : 'taskset not found: processes are not pinned.',
  );
  console.log(
    `  ${'read'.padEnd(13)} ${'SQLite req/s'.padStart(12)} ${'PostgreSQL'.padStart(11)} ${'ratio'.padStart(6)}  ${'SQLite p50/p99'.padStart(15)} ${'PG p50/p99'.padStart(13)}  ${'SQLite RSS'.padStart(10)} ${'PG RSS'.padStart(7)}`,
  );
  for (const read of reads) {
    const runs = engines.map(() => [] as Figures[]);
    for (const engine of engines) await drive(engine.origin + read.path, engine.child.pid, 1, read.headers); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, engine] of engines.entries())
        runs[index]!.push(await drive(engine.origin + read.path, engine.child.pid, SECONDS, read.headers));
    }
    const [sqlite, postgres] = runs.map(summary) as [Figures, Figures];
    console.log(
      `  ${read.name.padEnd(13)} ${sqlite.perSecond.toFixed(0).padStart(12)} ${postgres.perSecond.toFixed(0).padStart(11)} ${(postgres.perSecond / sqlite.perSecond).toFixed(2).padStart(5)}×  ` +
        `${`${sqlite.p50}/${sqlite.p99} ms`.padStart(15)} ${`${postgres.p50}/${postgres.p99} ms`.padStart(13)}  ${megabytes(sqlite.peakRss).padStart(10)} ${megabytes(postgres.peakRss).padStart(7)}` +
        (sqlite.failures + postgres.failures ? `   ${sqlite.failures + postgres.failures} FAILED` : ''),
    );
  }
} finally {
  await Promise.all(engines.map((engine) => stop(engine.child)));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await scratch.drop();
}
