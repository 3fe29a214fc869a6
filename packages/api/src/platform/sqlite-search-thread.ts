import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { SearchReader } from '../trpc/context.ts';

// Searches on a thread of their own (issue 37, point 3). better-sqlite3 runs each statement on the thread that asks,
// so every search used to hold the event loop for a millisecond or two, and the pages and reads queued behind it
// (the navbar's p99 beside searches was 14× its p99 alone in bench:search). A worker thread with its own read-only
// connection to the same file (WAL lets readers run beside the writer) runs the search statements instead; the
// operating system shares the core between it and the event loop, which goes on answering meanwhile (4.2× with it,
// bench/results/search.txt). Statements are compiled by Kysely on the event loop, as everywhere, and sent as SQL
// text with their parameters; the thread keeps each compiled statement, as sqlite-db.ts does.

/**
 * The thread's nice value (the event loop's is 0): while both want the core, the event loop gets about nine tenths of
 * it, so pages and reads are answered before the next search statement runs. bench:search, server on one core: the
 * navbar's p99 beside new part-number searches 3.8× its p99 alone → 1.1–1.2×, new part numbers' own p99 36 → 18–19 ms,
 * their rate 1,672 → 1,342–1,536/s (nice 5: 2.3×, 29 ms, 1,702/s). On a machine where the thread has a core to
 * itself, nothing changes. bench/results/search.txt.
 */
export const SEARCH_THREAD_NICE = 10;

/** The thread's code: plain CommonJS, evaluated as it is (no file to find beside the bundle). */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
// The event loop first: on Linux a thread has a priority of its own (its id from /proc/thread-self). Elsewhere the
// thread runs at the process's priority.
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 100) statements.clear();
      statements.set(sql, (statement = db.prepare(sql)));
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

interface Waiting {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** A reader of the SQLite file at `file` on a worker thread, started now; `close()` ends it. */
export function createSqliteSearchThread(file: string): SearchReader {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { driver, file, nice: SEARCH_THREAD_NICE } });
  // The thread never keeps the process alive: a server stops as it did without it.
  worker.unref();
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let ended: Error | undefined;
  const failAll = (error: Error) => {
    ended = error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) entry?.reject(new Error(error));
    else entry?.resolve(rows ?? []);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('The search thread has stopped')));
  return {
    all<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
      if (ended) return Promise.reject(ended);
      const id = next++;
      return new Promise<Row[]>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
