import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchConnectionsOf, prepared } from './index.ts';
import { openSearchConnections } from './postgres-search-connections.ts';
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

describe.skipIf(!testPostgresUrl())('search connections (PostgreSQL)', () => {
  it('answer as the site’s own connections do, planning each statement once for every value', async () => {
    const search = openSearchConnections(database.target, 1);
    try {
      const fragments = ['29479', 'g01', 'm22', 'nothing', '2', 'l2947', '479g0'];
      for (const fragment of fragments) {
        const statement = containing(fragment);
        expect(await search.all(statement.compile(database.db))).toEqual((await statement.execute(database.db)).rows);
      }
      const [plans] = await search.all(
        sql<{ generic_plans: number; custom_plans: number }>`select generic_plans, custom_plans
          from pg_prepared_statements where statement = ${containing('').compile(database.db).sql}`.compile(
          database.db,
        ),
      );
      // Without the setting PostgreSQL plans a LIKE pattern's statement anew each time (custom plans, 1.9 ms a search).
      expect({ generic: Number(plans?.generic_plans), custom: Number(plans?.custom_plans) }).toEqual({
        generic: fragments.length,
        custom: 0,
      });
    } finally {
      await search.close();
    }
  });

  it('are opened for a PostgreSQL database only, and closed by their user', async () => {
    const search = openSearchConnectionsOf(database.db);
    expect(search).toBeDefined();
    expect(await search!.all(sql<{ one: number }>`select 1 as one`.compile(database.db))).toEqual([{ one: 1 }]);
    await search!.close();
    await expect(search!.all(sql`select 1`.compile(database.db))).rejects.toThrow();
  });
});
