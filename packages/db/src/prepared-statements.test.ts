import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf, prepared } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let dir: string;
let database: TestDatabase;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-prepared-'));
  database = await createTestDatabase(dir);
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('prepared statements', () => {
  it('answer as the statement does, with its parameters, on either engine', async () => {
    for (const value of [2, 3]) {
      const { rows } = await prepared(sql<{ doubled: number }>`select ${value} * 2 as doubled`).execute(database.db);
      expect(rows.map((row) => Number(row.doubled))).toEqual([value * 2]);
    }
  });

  it('are prepared once per connection on PostgreSQL and run again by name; other statements are not', async () => {
    if (engineOf(database.db) !== 'postgres') return;
    const statements = await database.db.connection().execute(async (connection) => {
      for (const value of [1, 2, 3]) await prepared(sql`select ${value} + 1 as next`).execute(connection);
      await sql`select 1 + ${1} as plain`.execute(connection);
      return (
        await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
          select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(connection)
      ).rows;
    });
    // (The first test's statement may have been prepared on this connection too.)
    expect(statements.every((row) => row.statement.startsWith('/* prepared */ '))).toBe(true);
    const next = statements.find((row) => row.statement === '/* prepared */ select $1 + 1 as next');
    expect(Number(next?.generic_plans) + Number(next?.custom_plans)).toBe(3);
  });
});
