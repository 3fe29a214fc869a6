// What content history costs (issue 39): the database's growth for 10,000 edits of a 20 KB rich text, before and
// after the daily housekeeping applies the retention (100 revisions per record by default), and how fast a history of
// 100 revisions opens: its list and one revision with its diff, beside a read of the record itself (with a token, so
// the read cache does not answer it) in the same run, sequentially, on the compiled server with its SQLite file.
// Run: npm run bench:history   (BENCH_EDITS: how many edits, 10,000 by default; results: bench/results/history.txt)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '@tp/db';
import { createDirFileStore, pruneHistory } from '@tp/api';
import { COMPILED_SERVER, ROOT, ensureServerBuild, startNode, stop, waitForHealth } from './support/processes.ts';

const EDITS = Number(process.env.BENCH_EDITS ?? 10_000);
const READS = 300;
const port = 3975;
const origin = `http://127.0.0.1:${port}`;

ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-history-'));
const databaseFile = path.join(dataDir, 'site.db');
/** The database's size: its file and write-ahead log. */
const databaseBytes = () =>
  [databaseFile, `${databaseFile}-wal`].reduce(
    (sum, file) => sum + (fs.existsSync(file) ? fs.statSync(file).size : 0),
    0,
  );
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A 20 KB rich text of 66 paragraphs; each edit rewrites one of them, as a person editing a long text does. */
function longText(edit: number): string {
  const paragraphs = Array.from({ length: 66 }, (_, index) => {
    const marker = index === edit % 66 ? `Revision ${edit}.` : `Section ${index + 1}.`;
    return `<p>${marker} The LM2500 gas generator is overhauled to the manufacturer's limits: combustor liners, fuel nozzles, HP turbine blades and vanes are inspected, repaired or replaced with original parts, and every module is tested before it leaves the shop. Documentation follows each part to ${index}.</p>`;
  });
  return paragraphs.join('');
}

async function call(pathname: string, init: RequestInit & { headers: Record<string, string> }) {
  const response = await fetch(`${origin}${pathname}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** Milliseconds of `count` sequential reads of one address: median and p99. */
async function timeReads(pathname: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let read = 0; read < READS + 20; read++) {
    const started = performance.now();
    await call(pathname, { headers });
    if (read >= 20) times.push(performance.now() - started); // the first reads warm up
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]! };
}

const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

let server = startNode(COMPILED_SERVER, { port, dataDir });
try {
  await waitForHealth(origin, server, 300_000);
  const token = execFileSync(
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/admin.js'), 'create-token', '--name', 'bench-history'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .at(-1)!;
  const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [{ id }] = (await call('/api/service', { headers: {} })) as [{ id: number }];
  // Every revision stays while the edits run (the daily housekeeping's first round comes a minute after the start).
  const retention = (keep: { revisions: number; days: number }) =>
    call('/api/settings/history', { method: 'PATCH', headers: admin, body: JSON.stringify(keep) });
  await retention({ revisions: 0, days: 0 });
  await call(`/api/service/${id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ text_en: longText(0) }) });
  await stop(server);
  const before = databaseBytes();
  server = startNode(COMPILED_SERVER, { port, dataDir });
  await waitForHealth(origin, server);

  const started = performance.now();
  for (let edit = 1; edit <= EDITS; edit++)
    await call(`/api/service/${id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ text_en: longText(edit) }),
    });
  const seconds = (performance.now() - started) / 1000;
  const revisions = (await call(`/api/revisions/service/${id}`, { headers: admin })) as { id: number }[];
  say(
    `# Content history: ${EDITS} edits of a ${(longText(1).length / 1024).toFixed(0)} KB text of one service (${new Date().toISOString().slice(0, 10)}, SQLite)`,
  );
  say(`edits: ${(EDITS / seconds).toFixed(0)} per second through PATCH /api/service/{id} (${seconds.toFixed(0)} s)`);
  say(`revisions kept: ${revisions.length}`);

  // Opening a history of 100 revisions (the list, and one revision with its diff to the one before), beside a read of
  // the record itself. Retention keeps 100: the history is cut to it first, as the housekeeping does each day.
  await retention({ revisions: 100, days: 365 });
  await stop(server);
  const grown = databaseBytes();
  const db = createDb(databaseFile);
  const pruned = await pruneHistory(
    {
      db,
      files: createDirFileStore({
        uploadsDir: path.join(dataDir, 'uploads'),
        privateDir: path.join(dataDir, 'private'),
      }),
    },
    new Date(),
  );
  await db.destroy();
  server = startNode(COMPILED_SERVER, { port, dataDir });
  await waitForHealth(origin, server);
  const kept = (await call(`/api/revisions/service/${id}`, { headers: admin })) as { id: number }[];
  const record = await timeReads(`/api/service/${id}`, admin);
  const list = await timeReads(`/api/revisions/service/${id}`, admin);
  const one = await timeReads(`/api/revisions/service/${id}/${kept[50]!.id}`, admin);
  await stop(server);
  const db2 = createDb(databaseFile);
  await sql`vacuum`.execute(db2);
  await db2.destroy();
  const vacuumed = databaseBytes();

  say(
    `database: ${mb(before)} before, ${mb(grown)} after the edits (+${mb(grown - before)}, ${((grown - before) / EDITS / 1024).toFixed(1)} KB per edit)`,
  );
  say(`housekeeping: ${pruned.revisions} revisions removed, ${kept.length} kept; ${mb(vacuumed)} once vacuumed`);
  say(`reads (${READS} one after another, ms)   p50     p99`);
  say(`  the service itself (reference)   ${record.p50.toFixed(1).padStart(6)}  ${record.p99.toFixed(1).padStart(6)}`);
  say(
    `  its history of ${kept.length} revisions     ${list.p50.toFixed(1).padStart(6)}  ${list.p99.toFixed(1).padStart(6)}   (${(list.p99 / record.p99).toFixed(1)}× the reference)`,
  );
  say(
    `  one revision with its diff        ${one.p50.toFixed(1).padStart(6)}  ${one.p99.toFixed(1).padStart(6)}   (${(one.p99 / record.p99).toFixed(1)}× the reference)`,
  );
  const met = Math.max(list.p99, one.p99) <= 50;
  say(`budget: a history of 100 revisions opens at p99 <= 50 ms: ${met ? 'met' : 'NOT met'}`);
  fs.writeFileSync(path.join(ROOT, 'bench/results/history.txt'), `${lines.join('\n')}\n`);
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
