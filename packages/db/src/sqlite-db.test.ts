import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { isStorageFull } from './database-faults.ts';
import { openSqlite } from './sqlite-db.ts';

// A transaction SQLite rolled back itself (a full disk) fails with the statement's own error, and the connection's
// next transactions still roll back what they wrote when they fail.
let dir: string;
let opened: ReturnType<typeof openSqlite>;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-sqlite-db-'));
  opened = openSqlite(path.join(dir, 'site.db'));
  await sql`create table notes (id integer primary key, text text not null)`.execute(opened.db);
});
afterEach(async () => {
  await opened.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the error of a transaction that SQLite rolled back itself, and rolls back later ones as before', async () => {
  const { db } = opened;
  const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count;
  await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
  const full = await db
    .transaction()
    .execute(async (trx) => {
      for (let row = 0; row < 500; row++)
        await trx
          .insertInto('notes' as never)
          .values({ text: 'x'.repeat(2000) })
          .execute();
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  // Without the guard this was "cannot rollback - no transaction is active".
  expect(isStorageFull(full)).toBe(true);
  expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n).toBe(0);

  await sql.raw('pragma max_page_count = 1073741823').execute(db);
  await expect(
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ text: 'kept only if committed' })
        .execute();
      throw new Error('the call failed');
    }),
  ).rejects.toThrow('the call failed');
  expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n).toBe(0);
});

it('takes the write lock when a transaction begins, so another connection cannot write between its reads and writes', async () => {
  // Another process on the same file (a second server, the admin CLI), impatient: it fails at once when it must wait.
  const other = new SQLite(path.join(dir, 'site.db'));
  other.pragma('busy_timeout = 0');
  try {
    other.prepare(`insert into notes (text) values ('outside')`).run();
    await opened.db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx); // reads only, so far
      // A deferred `begin` would let the other write here, and this transaction's write below would then fail with
      // "database is locked" whatever its busy timeout.
      expect(() => other.prepare(`insert into notes (text) values ('between')`).run()).toThrow(/database is locked/);
      await sql`insert into notes (text) values ('inside')`.execute(trx);
    });
    const texts = other.prepare('select text from notes order by id').pluck().all();
    expect(texts).toEqual(['outside', 'inside']);
  } finally {
    other.close();
  }
});
