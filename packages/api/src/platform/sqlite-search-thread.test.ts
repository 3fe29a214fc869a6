import fs from 'node:fs';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineOf, sqliteFileOf } from '@tp/db';
import { partNumberKey, searchWords } from '@tp/schemas';
import * as repo from '../modules/search/search.repository.ts';
import { formData } from '../testing/files-on-disk.ts';
import { SEARCH_CATALOGUE } from '../testing/search-catalogue.ts';
import { createTestCaller, type TestCaller } from '../testing/test-caller.ts';
import { createSqliteSearchThread, SEARCH_THREAD_NICE } from './sqlite-search-thread.ts';
import type { SearchReader } from '../trpc/context.ts';

// The search thread on a real SQLite file: the same answers as the database's own connection, the writes of that
// connection as soon as they commit, and a clear failure once it is closed. PostgreSQL has no such thread.
let t: TestCaller;
let reader: SearchReader | undefined;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(async () => {
  await reader?.close();
  reader = undefined;
  await t.close();
});

const query = (q: string) => repo.wordsQuery(searchWords(q), partNumberKey(q), 'and');

describe.runIf(process.env.DATABASE_URL === undefined)('the SQLite search thread', () => {
  it.runIf(process.platform === 'linux')('runs at a lower priority than the event loop', async () => {
    const niceOf = (tid: string) =>
      Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const before = new Set(fs.readdirSync('/proc/self/task'));
    reader = createSqliteSearchThread(sqliteFileOf(t.db)!);
    await reader.all(sql`select 1 as one`.compile(t.db)); // the thread is up and has set its priority
    const started = fs.readdirSync('/proc/self/task').filter((tid) => !before.has(tid));
    expect(started.map(niceOf)).toContain(SEARCH_THREAD_NICE);
    expect(niceOf(String(process.pid))).toBeLessThan(SEARCH_THREAD_NICE); // the event loop's own stays as it was
  });

  it('answers as the connection does, sees each committed write, and refuses once closed', async () => {
    expect(engineOf(t.db)).toBe('sqlite');
    const { id: group } = await t.admin.spare.create(formData(SEARCH_CATALOGUE.turbine.titles));
    for (const part of SEARCH_CATALOGUE.turbine.parts) await t.admin.spare.createPart({ id: group, ...part });
    reader = createSqliteSearchThread(sqliteFileOf(t.db)!);
    for (const q of ['L29479-G0', '29479', 'nozzle', 'LM6000']) {
      expect(await repo.parts(t.db, query(q), 'en', 50, reader), q).toEqual(await repo.parts(t.db, query(q), 'en', 50));
      expect(await repo.titles(t.db, query(q), 'ru', 50, reader), q).toEqual(
        await repo.titles(t.db, query(q), 'ru', 50),
      );
    }
    expect((await repo.parts(t.db, query('Q-4711'), 'en', 50, reader)).map((part) => part.partnumber)).toEqual([]);
    await t.admin.spare.createPart({ id: group, partnumber: 'Q-4711', description_en: 'Shim' });
    expect((await repo.parts(t.db, query('Q-4711'), 'en', 50, reader)).map((part) => part.partnumber)).toEqual([
      'Q-4711',
    ]);
    await reader.close();
    await expect(repo.parts(t.db, query('Q-4711'), 'en', 50, reader)).rejects.toThrow('The search thread has stopped');
  });
});
