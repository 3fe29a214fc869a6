import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '@tp/migrations';
import { createDb, type Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

let dir: string;
let db: Db;
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('bring a database of the first release up to date without losing its rows', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrate-'));
    db = createDb(path.join(dir, 'site.db'));
    const first = Object.keys(migrations).sort()[0]!;
    await new Migrator({
      db,
      provider: { getMigrations: async () => ({ [first]: migrations[first]! }) },
    }).migrateToLatest();
    await db
      .insertInto('captcha_challenges')
      .values({ id: 'old', answer: 'Ab3dE5', created_at: 'x', expires_at: 'y' } as never)
      .execute();

    const result = await migrateToLatest(db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations)
        .sort()
        .slice(1)
        .map((name) => [name, 'Success']),
    );
    expect(await db.selectFrom('captcha_challenges').select(['id', 'ip']).execute()).toEqual([{ id: 'old', ip: '' }]);
  });

  it('fold the part numbers of existing parts for search, and index them', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrate-'));
    db = createDb(path.join(dir, 'site.db'));
    const before = Object.keys(migrations)
      .sort()
      .filter((name) => name < '2026-11-24T0400_part_search');
    await new Migrator({
      db,
      provider: { getMigrations: async () => Object.fromEntries(before.map((name) => [name, migrations[name]!])) },
    }).migrateToLatest();
    await sql`insert into spare_groups (title_en, created_at, updated_at) values ('LM6000', 'x', 'x')`.execute(db);
    await sql`insert into spare_parts (group_id, partnumber, subst_part, description_ru, created_at, updated_at) values (1, 'L29479-G01', '9236 M71.P09', 'Форсунка', 'x', 'x')`.execute(
      db,
    );

    await migrateToLatest(db);
    expect(await db.selectFrom('spare_parts').select(['pn_norm', 'subst_norm']).execute()).toEqual([
      { pn_norm: 'l29479g01', subst_norm: '9236m71p09' },
    ]);
    const byNumber = await sql<{
      rowid: number;
    }>`select rowid from spare_part_numbers_search where spare_part_numbers_search match '"29479g0"'`.execute(db);
    const byWord = await sql<{
      rowid: number;
    }>`select rowid from spare_part_descriptions_search where spare_part_descriptions_search match '"форсунк"'`.execute(
      db,
    );
    expect([byNumber.rows, byWord.rows]).toEqual([[{ rowid: 1 }], [{ rowid: 1 }]]);
  });

  it("keep a site's address and footer line as its German ones, and give them back on the way down", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrate-'));
    db = createDb(path.join(dir, 'site.db'));
    const name = '2026-11-26T1800_settings_languages';
    const before = Object.keys(migrations)
      .sort()
      .filter((other) => other < name);
    const upTo = (names: string[]) =>
      new Migrator({
        db,
        provider: { getMigrations: async () => Object.fromEntries(names.map((other) => [other, migrations[other]!])) },
      });
    await upTo(before).migrateToLatest();
    await sql`insert into settings (id, phone, email, address, footer_text, updated_at) values (1, '+49', 'a@b.de', 'Rosdorf', 'Seit 2008.', 'x')`.execute(
      db,
    );
    await upTo([...before, name]).migrateToLatest();
    expect(await sql`select address_de, address_en, footer_text_de, footer_text_ru from settings`.execute(db)).toEqual({
      rows: [{ address_de: 'Rosdorf', address_en: '', footer_text_de: 'Seit 2008.', footer_text_ru: '' }],
    });
    await upTo([...before, name]).migrateDown();
    expect((await sql`select address, footer_text from settings`.execute(db)).rows).toEqual([
      { address: 'Rosdorf', footer_text: 'Seit 2008.' },
    ]);
  });

  it("number an existing site's requests in the order they arrived, per year in Germany, and keep its acknowledgement off", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrate-'));
    db = createDb(path.join(dir, 'site.db'));
    const name = '2026-11-28T0100_request_reference';
    const before = Object.keys(migrations)
      .sort()
      .filter((other) => other < name);
    await new Migrator({
      db,
      provider: { getMigrations: async () => Object.fromEntries(before.map((other) => [other, migrations[other]!])) },
    }).migrateToLatest();
    await sql`insert into settings (id, updated_at) values (1, 'x')`.execute(db);
    for (const created of ['2025-12-31T23:30:00.000Z', '2025-06-01T10:00:00.000Z', '2026-02-01T10:00:00.000Z'])
      await sql`insert into requests (name, email, company, created_at) values ('N', 'n@example.com', 'C', ${created})`.execute(
        db,
      );

    await migrateToLatest(db);
    // The first arrived at half past midnight on 1 January 2026 in Germany.
    expect(await db.selectFrom('requests').select(['id', 'reference']).orderBy('id').execute()).toEqual([
      { id: 1, reference: 'TR-2026-00001' },
      { id: 2, reference: 'TR-2025-00001' },
      { id: 3, reference: 'TR-2026-00002' },
    ]);
    expect(await db.selectFrom('document_numbers').selectAll().orderBy('year').execute()).toEqual([
      { series: 'TR', year: 2025, last: 1 },
      { series: 'TR', year: 2026, last: 2 },
    ]);
    expect(await db.selectFrom('inbox_settings').select(['acknowledge', 'answer_time_ru']).execute()).toEqual([
      { acknowledge: 0, answer_time_ru: '' },
    ]);
  });

  it('open with WAL and foreign keys on', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrate-'));
    db = createDb(path.join(dir, 'site.db'));
    await migrateToLatest(db);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]!.journal_mode).toBe('wal');
    await expect(
      db
        .insertInto('spare_parts')
        .values({
          group_id: 999,
          partnumber: 'X',
          description_de: '',
          description_en: '',
          description_ru: '',
          subst_part: '',
          pn_norm: 'x',
          subst_norm: '',
          quantity: 0,
          created_at: '',
          updated_at: '',
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
