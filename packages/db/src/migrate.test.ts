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
    await new Migrator({ db, provider: { getMigrations: async () => ({ [first]: migrations[first]! }) } }).migrateToLatest();
    await db.insertInto('captcha_challenges').values({ id: 'old', answer: 'Ab3dE5', created_at: 'x', expires_at: 'y' } as never).execute();

    const result = await migrateToLatest(db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual(Object.keys(migrations).sort().slice(1).map((name) => [name, 'Success']));
    expect(await db.selectFrom('captcha_challenges').select(['id', 'ip']).execute()).toEqual([{ id: 'old', ip: '' }]);
  });

  it('open with WAL and foreign keys on', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrate-'));
    db = createDb(path.join(dir, 'site.db'));
    await migrateToLatest(db);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]!.journal_mode).toBe('wal');
    await expect(
      db.insertInto('spare_parts').values({ group_id: 999, partnumber: 'X', description_de: '', description_en: '', description_ru: '', subst_part: '', quantity: 0, created_at: '', updated_at: '' }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
