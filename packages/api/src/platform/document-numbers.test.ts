import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, engineOf } from '@tp/db';
import { createTestDatabase, type TestDatabase } from '@tp/db/testing';
import { nextDocumentNumber } from './document-numbers.ts';

let dataDir: string;
let database: TestDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-numbers-'));
  database = await createTestDatabase(dataDir);
});
afterEach(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('document numbers', () => {
  it('count per series and per year of the company (Europe/Berlin), five digits', async () => {
    const { db } = database;
    const next = (series: 'TR' | 'Q', at: string) => nextDocumentNumber(db, series, new Date(at));
    expect(await next('TR', '2026-12-31T12:00:00Z')).toBe('TR-2026-00001');
    expect(await next('TR', '2026-12-31T12:00:01Z')).toBe('TR-2026-00002');
    expect(await next('Q', '2026-12-31T12:00:02Z')).toBe('Q-2026-00001');
    // 23:30 on New Year's Eve in UTC is half past midnight in Germany: the new year's first.
    expect(await next('TR', '2026-12-31T23:30:00Z')).toBe('TR-2027-00001');
    expect(await next('TR', '2026-12-31T22:30:00Z')).toBe('TR-2026-00003');
  });

  it('never gives one number twice to transactions running at once (on PostgreSQL through two pools, as two servers)', async () => {
    // A SQLite file has one server, whose one connection runs its transactions one after the other.
    const other = engineOf(database.db) === 'postgres' ? createDb(database.target) : database.db;
    try {
      const at = new Date('2026-11-27T10:00:00Z');
      const numbers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          (index % 2 ? other : database.db).transaction().execute((trx) => nextDocumentNumber(trx, 'Q', at)),
        ),
      );
      expect(new Set(numbers).size).toBe(40);
      expect([...numbers].sort().at(-1)).toBe('Q-2026-00040');
    } finally {
      if (other !== database.db) await other.destroy();
    }
  });

  it('gives a number back when the transaction that took it fails', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await nextDocumentNumber(trx, 'TR', at);
        throw new Error('the request was not stored');
      }),
    ).rejects.toThrow('not stored');
    expect(await nextDocumentNumber(database.db, 'TR', at)).toBe('TR-2026-00001');
  });
});
