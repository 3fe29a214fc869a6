import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tp/db/testing';
import { createSharedHitCounter } from './shared-hit-counter.ts';

// Two counters on one database stand for two servers: each counts in memory, and they learn each other's hits when
// they share (once a second in production; here when the test says, with `flush`).
let dataDir: string;
let database: TestDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-hits-'));
  database = await createTestDatabase(dataDir);
});
afterEach(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = new Date('2026-11-27T10:00:05Z');
const rows = () =>
  database.db.selectFrom('rate_limit_hits').select(['address', 'minute', 'hits']).orderBy('address').execute();

describe('the shared hit counter', () => {
  it('counts in memory without writing, and shares the count in one statement', async () => {
    const server = createSharedHitCounter(database.db, { shareEveryMs: 60_000 });
    for (let i = 1; i <= 5; i++) expect(server.hit('search', '203.0.113.7', at)).toBe(i);
    expect(server.hit('search', '203.0.113.8', at)).toBe(1);
    expect(await rows()).toEqual([]);
    await server.flush();
    const minute = Math.floor(at.getTime() / 60_000);
    expect(await rows()).toEqual([
      { address: '203.0.113.7', minute, hits: 5 },
      { address: '203.0.113.8', minute, hits: 1 },
    ]);
  });

  it('adds up two servers: each sees the other’s hits once both have shared', async () => {
    const a = createSharedHitCounter(database.db, { shareEveryMs: 60_000 });
    const b = createSharedHitCounter(database.db, { shareEveryMs: 60_000 });
    for (let i = 0; i < 150; i++) a.hit('search', '198.51.100.1', at);
    for (let i = 0; i < 100; i++) b.hit('search', '198.51.100.1', at);
    await a.flush();
    await b.flush();
    // B learnt A's 150 when it shared; A learns B's 100 when it next shares, a second late at most.
    expect(b.hit('search', '198.51.100.1', at)).toBe(251);
    expect(a.hit('search', '198.51.100.1', at)).toBe(151);
    await a.flush();
    expect(a.hit('search', '198.51.100.1', at)).toBe(252);
    // A new minute counts from nothing, and the windows that ended leave the table when shared.
    const later = new Date(at.getTime() + 2 * 60_000);
    expect(a.hit('search', '198.51.100.1', later)).toBe(1);
    await a.flush();
    expect((await rows()).map((row) => row.hits)).toEqual([1]);
  });

  it('keeps the hits it could not share (the database away) for the next round', async () => {
    const server = createSharedHitCounter(database.db, { shareEveryMs: 60_000 });
    server.hit('search', '192.0.2.1', at);
    server.hit('search', '192.0.2.1', at);
    await database.db.schema.alterTable('rate_limit_hits').renameTo('rate_limit_hits_away').execute();
    await expect(server.flush()).rejects.toThrow();
    expect(server.hit('search', '192.0.2.1', at)).toBe(3);
    await database.db.schema.alterTable('rate_limit_hits_away').renameTo('rate_limit_hits').execute();
    await server.flush();
    expect((await rows()).map((row) => row.hits)).toEqual([3]);
  });
});
