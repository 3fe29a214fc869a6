import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunOwnPostgres, startOwnPostgres, type OwnPostgres } from '../testing/own-postgres.ts';
import { COMPILED_ADMIN, REPO_ROOT, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { testPostgresUrl } from '@tp/db/testing';

// The production server on a PostgreSQL server of this file's own, which the tests restart and stop as an operator
// (or a failover) would, while requests keep coming. It runs in the PostgreSQL pass (README, "Tests").

/** How soon after PostgreSQL is back reads and writes must succeed again (issue 33, README "When the database goes away"). */
const BACK_WITHIN_MS = 10_000;

let postgres: OwnPostgres;
let server: ServerProcess;
let auth: Record<string, string>;

beforeAll(async () => {
  if (!testPostgresUrl() || !canRunOwnPostgres()) return;
  postgres = await startOwnPostgres();
  server = await startServerProcess({ env: { DATABASE_URL: postgres.url } });
  const { stdout } = await promisify(execFile)(process.execPath, [COMPILED_ADMIN, 'create-token', '--name', 'load'], {
    cwd: REPO_ROOT,
    env: server.env,
  });
  auth = { authorization: `Bearer ${stdout.trim().split('\n').at(-1)}` };
}, 180_000);

afterAll(async () => {
  await server?.close();
  await postgres?.remove();
});

/** One answer as the client saw it: an HTTP status (and for a 503 its body and Retry-After), or a broken connection. */
interface Seen {
  status: number | 'no answer';
  json?: { statusCode?: number; message?: string };
  retryAfter?: string | null;
  at: number;
}

async function call(path: string, init: RequestInit = {}): Promise<Seen & { body?: unknown }> {
  const at = Date.now();
  try {
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...auth, 'content-type': 'application/json', ...init.headers },
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : undefined;
    return {
      status: response.status,
      json: body as Seen['json'],
      body,
      retryAfter: response.headers.get('retry-after'),
      at,
    };
  } catch {
    return { status: 'no answer', at };
  }
}

describe.runIf(testPostgresUrl() && canRunOwnPostgres())('PostgreSQL restarts and outages under load', () => {
  it('lives through three fast restarts: every answer is HTTP, reads and writes come back within 10 s, no acknowledged write is lost', async () => {
    const seen: Seen[] = [];
    const created: number[] = [];
    let running = true;
    let written = 0;
    const reader = async () => {
      while (running) seen.push(await call('/api/activity?limit=5'));
    };
    const writer = async () => {
      while (running) {
        const answer = await call('/api/category', {
          method: 'POST',
          body: JSON.stringify({ name: `Load ${++written}`, lang: 'EN' }),
        });
        seen.push(answer);
        if (answer.status === 201) created.push((answer.body as { id: number }).id);
      }
    };
    const load = [reader(), reader(), writer(), writer()];

    const recoveries: { read: number; write: number }[] = [];
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await postgres.restart();
      const back = Date.now();
      // The first read and the first write after PostgreSQL answers again.
      const firstSuccess = async (ok: number) => {
        for (;;) {
          const after = seen.filter((answer) => answer.at >= back);
          const hit = after.find((answer) => answer.status === ok);
          if (hit) return hit.at - back;
          if (Date.now() - back > BACK_WITHIN_MS * 3) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      recoveries.push({ read: await firstSuccess(200), write: await firstSuccess(201) });
    }
    running = false;
    await Promise.all(load);

    expect(server.child.exitCode, 'the server process is still running').toBeNull();
    expect(server.child.signalCode).toBeNull();
    for (const recovery of recoveries) {
      expect(recovery.read).toBeLessThanOrEqual(BACK_WITHIN_MS);
      expect(recovery.write).toBeLessThanOrEqual(BACK_WITHIN_MS);
    }
    expect(seen.filter((answer) => answer.status === 'no answer')).toEqual([]);
    const statuses = new Set(seen.map((answer) => answer.status));
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status as number))).toEqual([]);
    for (const answer of seen.filter((each) => each.status === 503)) {
      expect(answer.json).toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('database cannot be reached'),
      });
      expect(answer.retryAfter).toBe('5');
    }
    // Every category the server acknowledged (201) is there.
    const stored = (await call('/api/category')).body as { id: number }[];
    const storedIds = new Set(stored.map((category) => category.id));
    expect(created.length).toBeGreaterThan(10);
    expect(created.filter((id) => !storedIds.has(id))).toEqual([]);
    console.log(
      `${seen.length} answers, ${seen.filter((answer) => answer.status === 503).length} of them 503; back after ${recoveries.map((r) => `${r.read}/${r.write} ms`).join(', ')} (read/write)`,
    );
  }, 120_000);

  // Retried once: on a loaded CI machine it failed once with a 503 where a 200 was due (stop 43; which step is now
  // named). A retry is listed at the end of `npm test` ("Passed on a retry"), so it stays visible.
  it(
    'answers kept pages and reads while PostgreSQL is stopped (marked as such), says 503 with the reason in /api/health and comes back by itself',
    { retry: 1, timeout: 60_000 },
    async () => {
      // Kept once rendered at a settled content version (the writes of the test before move it, read once a second):
      // both answers must be hits in the same round just before PostgreSQL stops, the page's text taken from its hit.
      let pageText = '';
      const bothKept = async () => {
        const page = await fetch(`${server.url}/en/service/1`);
        const read = await fetch(`${server.url}/api/service`);
        expect([page.status, read.status], 'the page and the read before the outage').toEqual([200, 200]);
        pageText = await page.text();
        return [page, read].every((answer) => answer.headers.get('cache-status') === 'turbotech; hit');
      };
      await expect.poll(bothKept, { timeout: 15_000, interval: 300 }).toBe(true);
      await postgres.stop();
      try {
        // Once the server has noticed (its version read each second fails), kept answers say they may be stale.
        await expect
          .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 5000, interval: 200 })
          .toBe(503);
        const kept = await fetch(`${server.url}/en/service/1`);
        expect(kept.status, `a kept page during the outage; the server said:\n${server.stderr()}`).toBe(200);
        expect(kept.headers.get('cache-status')).toMatch(/^turbotech; hit; detail="database unreachable since /);
        const keptText = await kept.text();
        expect(keptText).toContain('<h1');
        const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
        expect(heading(keptText)).toBe(heading(pageText));
        const keptRead = await fetch(`${server.url}/api/service`);
        expect(keptRead.status, 'a kept REST read during the outage').toBe(200);
        expect(keptRead.headers.get('cache-status')).toMatch(/database unreachable/);
        const unkeptPage = await fetch(`${server.url}/en/service/2`);
        expect(unkeptPage.status).toBe(503);
        expect(unkeptPage.headers.get('retry-after')).toBe('5');
        // The typed procedures say it in tRPC's shape, with the same status and message.
        const procedure = await call(`/trpc/activity.list?input=${encodeURIComponent('{}')}`, { method: 'GET' });
        expect(procedure).toMatchObject({ status: 503, retryAfter: '5' });
        expect(procedure.body).toMatchObject({
          error: { message: expect.stringContaining('database cannot be reached'), data: { httpStatus: 503 } },
        });

        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({
          status: 'error',
          db: 'error',
          reason: 'The database cannot be reached',
        });

        const write = await call('/api/category', {
          method: 'POST',
          body: JSON.stringify({ name: 'During the outage', lang: 'EN' }),
        });
        expect(write).toMatchObject({ status: 503, retryAfter: '5', json: { statusCode: 503 } });
        expect(server.child.exitCode).toBeNull();
      } finally {
        await postgres.start();
      }
      const back = Date.now();
      await expect
        .poll(async () => (await fetch(`${server.url}/api/health`)).status, {
          timeout: BACK_WITHIN_MS,
          interval: 200,
          message: 'health once PostgreSQL is back',
        })
        .toBe(200);
      console.log(`health 200 again ${Date.now() - back} ms after PostgreSQL was started`);
      expect(
        (
          await call('/api/category', {
            method: 'POST',
            body: JSON.stringify({ name: 'After the outage', lang: 'EN' }),
          })
        ).status,
      ).toBe(201);
    },
  );
});
