import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partSearchKeys } from '@tp/schemas';
import { compactPartSearchIndexes, engineOf } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// After an import of thousands of parts the search indexes are merged (FTS5 segments on SQLite, GIN pending lists
// and the planner's statistics on PostgreSQL), and every part is still found through them.

let dir: string;
let database: TestDatabase;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-engine-sql-'));
  database = await createTestDatabase(dir);
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('compactPartSearchIndexes', () => {
  it('merges the part indexes after 2,000 parts in two transactions, and every part stays findable', async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const group = await db
      .insertInto('spare_groups')
      .values({
        title_de: 'G',
        title_en: 'G',
        title_ru: 'G',
        text_de: '',
        text_en: '',
        text_ru: '',
        position: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const start of [0, 1000]) {
      const parts = Array.from({ length: 1000 }, (_, index) => {
        const part = {
          group_id: group.id,
          partnumber: `CP${String(start + index).padStart(5, '0')}X`,
          subst_part: '',
          description_de: 'Dichtring',
          description_en: 'Seal ring',
          description_ru: 'Уплотнительное кольцо',
          quantity: 1,
          created_at: now,
          updated_at: now,
        };
        return { ...part, ...partSearchKeys(part) };
      });
      await db.transaction().execute((trx) => trx.insertInto('spare_parts').values(parts).execute());
    }
    await compactPartSearchIndexes(db);

    const found =
      engineOf(db) === 'postgres'
        ? await sql<{ count: string }>`select count(*) from spare_parts where pn_norm like ${'%01234%'}`.execute(db)
        : await sql<{
            count: number;
          }>`select count(*) as count from spare_part_numbers_search where spare_part_numbers_search match ${'"01234"'}`.execute(
            db,
          );
    expect(Number(found.rows[0]!.count)).toBe(1);
    if (engineOf(db) === 'postgres') {
      // The planner knows the table's size now (pg_class.reltuples is -1 until a table is first analysed).
      const { rows } = await sql<{
        reltuples: number;
      }>`select reltuples from pg_class where relname = 'spare_parts'`.execute(db);
      expect(rows[0]!.reltuples).toBe(2000);
      // Nothing is left in the GIN pending lists: merging again moves no page.
      for (const index of ['spare_part_numbers_search', 'spare_part_descriptions_search']) {
        const again = await sql<{ pages: string }>`select gin_clean_pending_list(${index}::regclass) as pages`.execute(
          db,
        );
        expect(Number(again.rows[0]!.pages), index).toBe(0);
      }
    } else {
      // The merged index passes FTS5's own check (it throws when the index and the table disagree).
      const { rows } = await sql<{
        integrity: unknown;
      }>`insert into spare_part_numbers_search(spare_part_numbers_search, rank) values ('integrity-check', 1)`.execute(
        db,
      );
      expect(rows).toEqual([]);
    }
  });
});
