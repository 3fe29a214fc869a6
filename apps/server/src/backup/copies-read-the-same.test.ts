import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, ensureAdminAccount } from '@tp/api';
import { copyDatabase, createDb, inSnapshot, migrateToLatest, type Db } from '@tp/db';
import { PAGE_LINKS } from '@tp/schemas/company';
import { buildApp } from '../app.ts';
import { BUILT_WEB_DIR } from '../testing/test-app.ts';
import { testPostgresUrl } from '@tp/db/testing';
import { createBackup } from './backup.ts';
import { createEmptyPostgresDatabase } from './empty-postgres-database.testing.ts';
import { restoreBackup } from './restore.ts';

// "copy-to-postgres moves the seeded site and a backup restores the copy: every public page reads the same". A seeded
// SQLite site is copied into another database and backed up and restored across the engines; servers on each copy
// answer every public read (the REST reads, the sitemap, the server-rendered pages, the images) as the original does.

const postgresServer = testPostgresUrl();
const SITE = 'https://www.turbotech.example';
const NOW = new Date('2026-11-22T09:00:00.000Z');
const quickImage = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#1e3a5f' } })
    .webp()
    .toBuffer();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-copies-'));
const cleanUps: (() => Promise<void>)[] = [];

/** A server on a database and a data directory, as the site runs (the built web app rendering the pages). */
async function siteOn(target: string, dataDir: string) {
  const db = createDb(target);
  cleanUps.push(() => db.destroy().catch(() => undefined));
  await migrateToLatest(db);
  const app = await buildApp({ db, dataDir, webDir: BUILT_WEB_DIR, publicUrl: SITE, now: () => new Date(NOW) });
  cleanUps.push(() => app.close());
  return { db, app, target };
}
type Site = Awaited<ReturnType<typeof siteOn>>;

/** A new empty PostgreSQL database of this test's own, dropped at the end. */
async function emptyPostgres(): Promise<string> {
  const database = await createEmptyPostgresDatabase(postgresServer!);
  cleanUps.push(() => database.drop());
  return database.url;
}

function dataDirNamed(name: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  return dir;
}

/**
 * What varies between two answers of one server, blanked: a page's script nonce, and the times the page's router
 * and query cache note (the clock of the render, not the site's content).
 */
const steady = (body: string) =>
  body
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(property="csp-nonce" content=)"[^"]*"/g, '$1""')
    .replace(/\b(u|dehydratedAt|dataUpdatedAt|errorUpdatedAt):\d+/g, '$1:0');

/** Every public read of a site by its URL: status, type and body (what varies between two answers blanked). */
async function publicReads({ app, db }: Site): Promise<Map<string, string>> {
  const reads = new Map<string, string>();
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    const type = String(response.headers['content-type']);
    const body = response.rawPayload.toString(type.startsWith('image/') ? 'base64' : 'utf8');
    reads.set(url, `${response.statusCode} ${type}\n${steady(body)}`);
    return response;
  };
  const ids = async (url: string) => (await get(url)).json<{ id: number }[]>().map((row) => row.id);
  for (const url of ['/api/settings', '/api/component/navbar', '/api/category', '/robots.txt']) await get(url);
  for (const id of await ids('/api/service')) await get(`/api/service/${id}`);
  for (const id of await ids('/api/spare')) await get(`/api/spare/${id}`);
  for (const id of await ids('/api/product')) await get(`/api/product/${id}`);
  for (const lang of ['DE', 'EN', 'RU']) await get(`/api/product?lang=${lang}`);
  for (const lang of ['de', 'en', 'ru']) await get(`/api/partner?lang=${lang}`);
  for (const link of PAGE_LINKS) await get(`/api/page/${link}`);
  const sitemap = (await get('/sitemap.xml')).body;
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThan(30);
  for (const page of pages) await get(page);
  for (const { path: image } of await db.selectFrom('images').select('path').orderBy('id').execute())
    await get(`/api/${image}`);
  return reads;
}

/** Adds a category through the REST API, as a script would, and gives its id. */
async function addCategory({ app, db }: Site): Promise<number> {
  const token = await createApiToken(db, NOW, 'copy test');
  const response = await app.inject({
    method: 'POST',
    url: '/api/category',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'After the copy', lang: 'en' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const copyInto = (source: Db, target: Db) =>
  inSnapshot(source, (snapshot) => target.transaction().execute((trx) => copyDatabase(snapshot, trx)));

let original: Site;
let originalDir: string;
let reads: Map<string, string>;
let highestCategoryId: number;
beforeAll(async () => {
  originalDir = dataDirNamed('original');
  const file = path.join(originalDir, 'site.db');
  const db = createDb(file);
  await migrateToLatest(db);
  const { seedIfEmpty } = await import('@tp/db/seed');
  await seedIfEmpty(db, { dataDir: originalDir, now: NOW, renderImage: quickImage });
  await ensureAdminAccount(db, NOW, 'copy-test-password');
  await db.destroy();
  original = await siteOn(file, originalDir);
  reads = await publicReads(original);
  highestCategoryId = (
    await original.db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a copy of a seeded SQLite site', () => {
  it('is compared by reads that are the same twice from one server', async () => {
    expect(reads.size).toBeGreaterThan(100);
    expect(await publicReads(original)).toEqual(reads);
  }, 120_000);

  it('into another SQLite file reads the same, and an insert on it gets a fresh id', async () => {
    const copyDir = dataDirNamed('sqlite-copy');
    fs.cpSync(path.join(originalDir, 'uploads'), path.join(copyDir, 'uploads'), { recursive: true });
    const copy = await siteOn(path.join(copyDir, 'site.db'), copyDir);
    await copyInto(original.db, copy.db);
    expect(await publicReads(copy)).toEqual(reads);
    expect(await addCategory(copy)).toBeGreaterThan(highestCategoryId);
  }, 120_000);

  describe.runIf(postgresServer)('into PostgreSQL', () => {
    let copy: Site;
    it('(what copy-to-postgres does) reads the same from a server on the same DATA_DIR', async () => {
      copy = await siteOn(await emptyPostgres(), originalDir);
      await copyInto(original.db, copy.db);
      expect(await publicReads(copy)).toEqual(reads);
    }, 120_000);

    it('backs up into an archive that restores into another empty PostgreSQL database and into a SQLite site, each reading the same', async () => {
      const archive = path.join(work, 'postgres-site.tar.gz');
      await createBackup({
        dataDir: originalDir,
        databaseFile: path.join(originalDir, 'not-this.db'),
        database: copy.target,
        dir: work,
        file: archive,
        siteVersion: 'test',
        now: NOW,
      });
      const intoPostgresDir = dataDirNamed('restored-postgres');
      const intoPostgres = await emptyPostgres();
      await restoreBackup({ dataDir: intoPostgresDir, database: intoPostgres, file: archive, now: NOW });
      expect(await publicReads(await siteOn(intoPostgres, intoPostgresDir))).toEqual(reads);

      const intoSqliteDir = dataDirNamed('restored-sqlite');
      await restoreBackup({ dataDir: intoSqliteDir, file: archive, now: NOW });
      expect(await publicReads(await siteOn(path.join(intoSqliteDir, 'site.db'), intoSqliteDir))).toEqual(reads);
    }, 120_000);

    it('restores a backup of the SQLite site into PostgreSQL, replacing what the database held', async () => {
      const archive = path.join(work, 'sqlite-site.tar.gz');
      await createBackup({
        dataDir: originalDir,
        databaseFile: path.join(originalDir, 'site.db'),
        dir: work,
        file: archive,
        siteVersion: 'test',
        now: NOW,
      });
      const dir = dataDirNamed('restored-over');
      const target = await emptyPostgres();
      const other = await siteOn(target, dir);
      await ensureAdminAccount(other.db, NOW, 'another-site-password');
      await addCategory(other); // a site that had content of its own
      await restoreBackup({ dataDir: dir, database: target, file: archive, now: NOW });
      expect(await publicReads(await siteOn(target, dir))).toEqual(reads);
    }, 120_000);

    it('gives an insert on the copy a fresh id', async () => {
      expect(await addCategory(copy)).toBeGreaterThan(highestCategoryId);
    });
  });
});
