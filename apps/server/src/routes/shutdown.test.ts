import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 180_000);
afterAll(() => server.close());

type Outcome = { status: number } | { error: string };

/** One request on a connection of its own: answered, or refused at the door (never dropped once accepted). */
function get(urlPath: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(`${server.url}${urlPath}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** An inquiry whose body arrives in two parts, the second when `finish` is called: a request in flight. */
function slowPost() {
  const body = JSON.stringify({
    name: 'Slow client',
    email: 'slow@example.com',
    company: 'Slow GmbH',
    text: 'x'.repeat(2000),
  });
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const request = http.request(`${server.url}/api/request`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  request.write(body.slice(0, 100), () => started());
  return { started: startedPromise, answer, finish: () => setTimeout(() => request.end(body.slice(100)), 1000) };
}

describe('stopping the server', () => {
  it('answers every request it accepted during a burst of reads, exits 0 within 10 s and leaves a clean database', async () => {
    // Three requests in flight when the signal comes: their headers are sent first (so the server has read them
    // before the burst, however busy the machine), their bodies arrive in full a second after the signal.
    const inFlight = [0, 1, 2].map(() => slowPost());
    await Promise.all(inFlight.map((request) => request.started));
    const outcomes: Outcome[] = [];
    let running = true;
    // Ten readers, each asking again as soon as it has an answer: pages and API reads.
    const readers = Array.from({ length: 10 }, async (_, reader) => {
      for (let n = 0; running; n++)
        outcomes.push(await get(n % 2 ? `/api/spare/1?r=${reader}` : `/en/service/1?r=${reader}`));
    });
    // The signal comes once the readers are well under way (at least 1.5 s and 21 answers: a busy machine is slower).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect.poll(() => outcomes.length, { timeout: 15_000, interval: 100 }).toBeGreaterThan(20);
    const signalled = Date.now();
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    for (const request of inFlight) request.finish(); // the rest of their bodies, a second later
    const code = await exit;
    const stoppedIn = Date.now() - signalled;
    running = false;
    await Promise.all(readers);

    expect(await Promise.all(inFlight.map((request) => request.answer))).toEqual([403, 403, 403]);
    expect(code).toBe(0);
    expect(stoppedIn).toBeLessThan(10_000);
    // A request is answered, or refused at the door once the server stops listening. A connection still in the
    // kernel's queue at that instant (never read by the server) is reset: at most the one each reader had open.
    const failures = outcomes.filter((outcome) => 'error' in outcome);
    expect(
      failures.filter(
        (outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED' && outcome.error !== 'ECONNRESET',
      ),
    ).toEqual([]);
    expect(
      failures.filter((outcome) => 'error' in outcome && outcome.error === 'ECONNRESET').length,
    ).toBeLessThanOrEqual(10);
    const statuses = new Set(outcomes.flatMap((outcome) => ('status' in outcome ? [outcome.status] : [])));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);

    const databaseUrl = server.env.DATABASE_URL;
    if (databaseUrl) {
      // PostgreSQL: the server closed every connection it had to its database. Only clients count: an autovacuum
      // worker visiting the fresh database is PostgreSQL's own.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const left = await client.query(
        `select count(*)::int as count from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      await client.end();
      expect(left.rows[0]).toEqual({ count: 0 });
      return;
    }
    // SQLite: the write-ahead log was folded into the file and emptied; the file is whole.
    const wal = path.join(server.dataDir, 'site.db-wal');
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 60_000);
});
