import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchConnectionsOf, prepared } from './index.ts';
import { openSearchConnections, type SearchConnections } from './postgres-search-connections.ts';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from './testing/test-database.ts';

let dir: string;
let database: TestDatabase;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-search-connections-'));
  database = await createTestDatabase(dir);
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Numbers containing a fragment: a LIKE on a parameter, which PostgreSQL otherwise plans for each value (at least the
 * first five times, and then as long as a generic plan looks costlier).
 */
const containing = (fragment: string) =>
  prepared(sql<{ partnumber: string }>`select partnumber
    from (values ('L29479-G01', 'l29479g01'), ('L29479-G02', 'l29479g02'), ('9236M22P01', '9236m22p01')) parts(partnumber, pn_norm)
    where pn_norm like ${`%${fragment}%`} order by partnumber`);

/** How the one connection of `search` has planned the statement `containing` makes. */
async function plansOf(search: SearchConnections) {
  const [plans] = await search.all(
    sql<{ generic_plans: number; custom_plans: number }>`select generic_plans, custom_plans
      from pg_prepared_statements where statement = ${containing('').compile(database.db).sql}`.compile(database.db),
  );
  return { generic: Number(plans?.generic_plans), custom: Number(plans?.custom_plans) };
}

describe.skipIf(!testPostgresUrl())('search connections (PostgreSQL)', () => {
  it('answer as the site’s own connections do, planning each statement once for every value', async () => {
    const search = openSearchConnections(database.target, 1);
    try {
      const fragments = ['29479', 'g01', 'm22', 'nothing', '2', 'l2947', '479g0'];
      for (const fragment of fragments) {
        const statement = containing(fragment);
        expect(await search.all(statement.compile(database.db))).toEqual((await statement.execute(database.db)).rows);
      }
      // Without the setting PostgreSQL plans a LIKE pattern's statement anew each time (custom plans, 1.9 ms a search).
      expect(await plansOf(search)).toEqual({ generic: fragments.length, custom: 0 });
    } finally {
      await search.close();
    }
  });

  it('keep the setting when the database address names options of its own', async () => {
    const address = new URL(database.target);
    address.searchParams.set('options', '-c search_path=public');
    const search = openSearchConnections(address.href, 1);
    try {
      for (const fragment of ['g01', 'm22', '29479', 'l2947', '479g0', '2'])
        await search.all(containing(fragment).compile(database.db));
      expect(await plansOf(search)).toEqual({ generic: 6, custom: 0 });
      const [path] = await search.all(sql<{ search_path: string }>`show search_path`.compile(database.db));
      expect(path?.search_path).toBe('public');
    } finally {
      await search.close();
    }
  });

  it(
    'keep their connection and its plans while no search comes (longer than pg’s 10 s)',
    { timeout: 30_000 },
    async () => {
      const search = openSearchConnections(database.target, 1);
      try {
        const backend = sql<{ pid: number }>`select pg_backend_pid() as pid`.compile(database.db);
        const [before] = await search.all(backend);
        await search.all(containing('g01').compile(database.db));
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        await search.all(containing('m22').compile(database.db));
        expect(await search.all(backend)).toEqual([before]);
        expect(await plansOf(search)).toEqual({ generic: 2, custom: 0 });
      } finally {
        await search.close();
      }
    },
  );

  it('are opened for a PostgreSQL database only, and closed by their user', async () => {
    const search = openSearchConnectionsOf(database.db);
    expect(search).toBeDefined();
    expect(await search!.all(sql<{ one: number }>`select 1 as one`.compile(database.db))).toEqual([{ one: 1 }]);
    await search!.close();
    await expect(search!.all(sql`select 1`.compile(database.db))).rejects.toThrow();
  });
});

describe.skipIf(testPostgresUrl())('search connections (SQLite)', () => {
  it('are none: SQLite searches on a thread of its own', () => {
    expect(openSearchConnectionsOf(database.db)).toBeUndefined();
  });
});
