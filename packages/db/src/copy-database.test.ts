import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPIED_TABLES, copyDatabase, inSnapshot, schemaTables } from './copy-database.ts';
import { createDb, isPostgresUrl, type Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

// The copy that moves a SQLite site into PostgreSQL, and that backs up and restores a PostgreSQL site: every row of
// every table, ids kept, on real SQLite files and, when the suite has one, a real PostgreSQL server.

const postgresServer =
  process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const quickImage = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#123' } })
    .webp()
    .toBuffer();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-copy-'));
const opened: Db[] = [];
const createdDatabases: string[] = [];

/** A migrated SQLite file of its own. */
async function sqliteDatabase(): Promise<Db> {
  const db = createDb(path.join(dir, `${crypto.randomBytes(4).toString('hex')}.db`));
  opened.push(db);
  await migrateToLatest(db);
  return db;
}

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database of its own on the suite's server, migrated; dropped after the tests. */
async function postgresDatabase(): Promise<Db> {
  const name = `tp_copy_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  createdDatabases.push(name);
  const url = new URL(postgresServer!);
  url.pathname = `/${name}`;
  const db = createDb(url.href);
  opened.push(db);
  await migrateToLatest(db);
  return db;
}

/** Every row of every listed table, in key order: what two databases must agree on. */
async function everyRow(db: Db) {
  const tables: Record<string, unknown[]> = {};
  for (const { name, key } of COPIED_TABLES) {
    let query = db.selectFrom(name).selectAll();
    for (const column of key) query = query.orderBy(sql.ref(column));
    tables[name] = await query.execute();
  }
  return tables;
}

const copyInto = (source: Db, target: Db) =>
  inSnapshot(source, (snapshot) => target.transaction().execute((trx) => copyDatabase(snapshot, trx)));
const newCategoryId = async (db: Db) =>
  (
    await db
      .insertInto('categories')
      .values({ name: 'New after the copy', lang: 'EN', created_at: 'now' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** The id the site would give its next row of a table: past every id it handed out, deleted rows' too. */
const nextIdOf = async (db: Db, table: string) =>
  (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db)).rows[0]!.seq + 1;

/** Tables of the migrated schema the copy is meant to pass over: Kysely's bookkeeping and SQLite's FTS5 indexes. */
const notCopied = (table: string) => table.startsWith('kysely_migration') || table.includes('_search');

let site: Db;
const PARTS = 6000;
beforeAll(async () => {
  site = await sqliteDatabase();
  await seedIfEmpty(site, { dataDir: dir, now: new Date('2026-11-22T09:00:00.000Z'), renderImage: quickImage });
  // Beyond the seed: enough parts that a table takes several reads and inserts, rows of the tables visitors write,
  // and ids handed out to rows since deleted (the copy must not hand them out again).
  const group = (await site.selectFrom('spare_groups').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await site.transaction().execute(async (trx) => {
    for (let n = 0; n < PARTS; n += 500) {
      const parts = Array.from({ length: 500 }, (_, i) => ({
        group_id: group,
        partnumber: `BULK-${n + i}`,
        pn_norm: `bulk${n + i}`,
        subst_part: '',
        subst_norm: '',
        quantity: i,
        description_de: `Teil ${n + i}`,
        description_en: `Part ${n + i}`,
        description_ru: `Деталь ${n + i}`,
        created_at: 'x',
        updated_at: 'x',
      }));
      await trx.insertInto('spare_parts').values(parts).execute();
    }
  });
  await site
    .insertInto('users')
    .values({ login: 'admin', password_hash: 'hash', role: 'owner', created_at: 'x', updated_at: 'x' })
    .execute();
  const request = await site
    .insertInto('requests')
    .values({
      reference: 'TR-2026-00001',
      name: 'N',
      email: 'n@example.com',
      company: 'C',
      text: 'T',
      lang: 'en',
      created_at: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await site
    .insertInto('request_lines')
    .values({ request_id: request.id, position: 0, partnumber: 'BULK-1', description: 'Part 1', quantity: 2, found: 1 })
    .execute();
  await site
    .insertInto('rate_limit_hits')
    .values([
      { bucket: 'search', address: '::1', minute: 5, hits: 3 },
      { bucket: 'search', address: '10.0.0.1', minute: 5, hits: 1 },
    ])
    .execute();
  await site.insertInto('captcha_tickets').values({ ticket_hash: 'abc', created_at: 'x', expires_at: 'y' }).execute();
  const deleted = await newCategoryId(site);
  await site.deleteFrom('categories').where('id', '=', deleted).execute();
  await site.updateTable('settings').set({ phone: '+49 1' }).execute(); // moves the content version
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((db) => db.destroy().catch(() => undefined)));
  for (const name of createdDatabases) await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the list of copied tables', () => {
  it('is every table of the migrated SQLite schema', async () => {
    const tables = (await schemaTables(await sqliteDatabase())).filter((table) => !notCopied(table));
    expect(tables).toEqual(COPIED_TABLES.map(({ name }) => name).sort());
  });

  it.runIf(postgresServer)('is every table of the migrated PostgreSQL schema', async () => {
    const tables = (await schemaTables(await postgresDatabase())).filter((table) => !notCopied(table));
    expect(tables).toEqual(COPIED_TABLES.map(({ name }) => name).sort());
  });
});

describe('copyDatabase', () => {
  it('copies a SQLite site into another SQLite file: every row, the search indexes, the content version, ids after those used', async () => {
    const copy = await sqliteDatabase();
    const copied = await copyInto(site, copy);
    expect(copied.find((entry) => entry.table === 'spare_parts')!.rows).toBeGreaterThan(PARTS);
    expect(copied.map((entry) => entry.table)).toEqual(COPIED_TABLES.map(({ name }) => name));
    expect(await everyRow(copy)).toEqual(await everyRow(site));
    const found = await sql<{
      rowid: number;
    }>`select rowid from spare_part_numbers_search where spare_part_numbers_search match '"bulk4711"'`.execute(copy);
    expect(found.rows).toHaveLength(1);
    // The next category takes neither a copied id nor the deleted one.
    expect(await newCategoryId(copy)).toBe(await nextIdOf(site, 'categories'));
  });

  it('refuses a target that has rows, or another schema', async () => {
    const filled = await sqliteDatabase();
    await filled.insertInto('captcha_tickets').values({ ticket_hash: 'x', created_at: 'x', expires_at: 'y' }).execute();
    await expect(copyInto(site, filled)).rejects.toThrow(/the target already has rows \(captcha_tickets\)/);
    const unmigrated = createDb(path.join(dir, 'unmigrated.db'));
    opened.push(unmigrated);
    await expect(copyInto(site, unmigrated)).rejects.toThrow(/different schemas/);
  });

  describe.runIf(postgresServer)('on PostgreSQL', () => {
    it('copies SQLite into PostgreSQL and back with every row the same; ids continue after those used', async () => {
      const postgres = await postgresDatabase();
      await copyInto(site, postgres);
      const rows = await everyRow(site);
      expect(await everyRow(postgres)).toEqual(rows);

      const back = await sqliteDatabase();
      await copyInto(postgres, back);
      expect(await everyRow(back)).toEqual(rows);

      const next = await nextIdOf(site, 'categories');
      expect(await newCategoryId(postgres)).toBe(next);
      expect(await newCategoryId(back)).toBe(next);
      const part = {
        group_id: 1,
        partnumber: 'NEW',
        pn_norm: 'new',
        subst_part: '',
        subst_norm: '',
        quantity: 1,
        description_de: '',
        description_en: '',
        description_ru: '',
        created_at: 'x',
        updated_at: 'x',
      };
      const partId = (await postgres.insertInto('spare_parts').values(part).returning('id').executeTakeFirstOrThrow())
        .id;
      expect(partId).toBe(await nextIdOf(site, 'spare_parts'));
    }, 60_000);

    it('copies PostgreSQL into another PostgreSQL database', async () => {
      const first = await postgresDatabase();
      await copyInto(site, first);
      const second = await postgresDatabase();
      await copyInto(first, second);
      expect(await everyRow(second)).toEqual(await everyRow(site));
      expect(await newCategoryId(second)).toBe(await nextIdOf(site, 'categories'));
    }, 60_000);
  });
});
