import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '@tp/api';
import { createDb, migrateToLatest, type Db } from '@tp/db';
import { buildApp } from '../app.ts';
import { createEmptyPostgresDatabase } from '../backup/empty-postgres-database.testing.ts';
import { markDataDirInUse } from '../data-dir-lock.ts';
import { testPostgresUrl } from '@tp/db/testing';

// `npm run admin -- copy-to-postgres` as an operator runs it: a SQLite site in DATA_DIR moved into an empty PostgreSQL
// database. What it refuses needs no PostgreSQL; the copy itself runs when the suite has a server.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const postgresServer = testPostgresUrl();
const NOW = new Date('2026-11-22T09:00:00.000Z');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-copy-cli-'));
const cleanUps: (() => Promise<void>)[] = [];

/** The command line through npm, on a data directory, with DATABASE_URL only when given. */
async function admin(env: { DATA_DIR: string; DATABASE_URL?: string }, ...args: string[]) {
  const { DATABASE_URL: _suiteServer, ...inherited } = process.env;
  return run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: root, env: { ...inherited, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

async function emptyPostgres(): Promise<string> {
  const database = await createEmptyPostgresDatabase(postgresServer!);
  cleanUps.push(() => database.drop());
  return database.url;
}

/** What a visitor reads of a site: its catalogue and an uploaded file. */
async function catalogue(target: string, dataDir: string) {
  const db: Db = createDb(target);
  const app = await buildApp({ db, dataDir });
  try {
    const read = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    return {
      categories: await read('/api/category'),
      products: await read('/api/product'),
      image: await read('/api/uploads/kept.webp'),
    };
  } finally {
    await app.close();
    await db.destroy();
  }
}

let siteDir: string;
beforeAll(async () => {
  // A small site that has run on SQLite: its administrator, a category and product, and an uploaded file.
  siteDir = path.join(work, 'site');
  fs.mkdirSync(path.join(siteDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'uploads', 'kept.webp'), 'an uploaded picture');
  const db = createDb(path.join(siteDir, 'site.db'));
  await migrateToLatest(db);
  await ensureAdminAccount(db, NOW, 'sqlite-site-password');
  const category = await db
    .insertInto('categories')
    .values({ name: 'Aeroderivative', lang: 'EN', created_at: NOW.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({
      category_id: category.id,
      lang: 'EN',
      title: 'LM2500',
      description: '',
      type: '',
      model: 'LM2500',
      power: 24.5,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
  await db.destroy();
}, 60_000);

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run admin -- copy-to-postgres', () => {
  it('refuses without a PostgreSQL target, without a SQLite site, and beside a running server', async () => {
    const noTarget = await admin({ DATA_DIR: siteDir }, 'copy-to-postgres');
    expect(noTarget.code).toBe(1);
    expect(noTarget.stderr).toContain('copy-to-postgres needs the PostgreSQL database to fill: --to postgres://');

    const notPostgres = await admin({ DATA_DIR: siteDir }, 'copy-to-postgres', '--to', path.join(work, 'other.db'));
    expect(notPostgres.code).toBe(1);
    expect(notPostgres.stderr).toContain('the target must be a postgres:// address');

    const emptyDir = path.join(work, 'no-site');
    const noSite = await admin(
      { DATA_DIR: emptyDir, DATABASE_URL: 'postgres://tp:tp@127.0.0.1:1/nowhere' },
      'copy-to-postgres',
    );
    expect(noSite.code).toBe(1);
    expect(noSite.stderr).toContain(`There is no SQLite site at ${path.join(emptyDir, 'site.db')}`);

    const release = markDataDirInUse(siteDir);
    try {
      const running = await admin(
        { DATA_DIR: siteDir },
        'copy-to-postgres',
        '--to',
        'postgres://tp:tp@127.0.0.1:1/nowhere',
      );
      expect(running.code).toBe(1);
      expect(running.stderr).toMatch(
        /A server is running on .* stop it first, or what it writes after the copy stays behind\. Nothing was copied\./,
      );
    } finally {
      release();
    }
  }, 120_000);

  describe.runIf(postgresServer)('on PostgreSQL', () => {
    it('copies the SQLite site into an empty database, which then reads the same, and refuses to copy into it again', async () => {
      const target = await emptyPostgres();
      const copied = await admin({ DATA_DIR: siteDir }, 'copy-to-postgres', '--to', target);
      expect(copied.stderr).toBe('');
      expect(copied.code).toBe(0);
      const database = `PostgreSQL database ${new URL(target).pathname.slice(1)} on ${new URL(target).host}`;
      expect(copied.stdout).toContain(`Copied the site in ${path.join(siteDir, 'site.db')} into the ${database}:`);
      expect(copied.stdout).toMatch(/^ {2}users +1$/m);
      expect(copied.stdout).toMatch(/^ {2}products +1$/m);
      expect(copied.stdout).toMatch(/^ {2}\d+ rows in all\.$/m);
      expect(copied.stdout).toContain(
        `The files stay where they are (${path.join(siteDir, 'uploads')}, ${path.join(siteDir, 'private')})`,
      );
      expect(copied.stdout).not.toContain(':tp@'); // no password printed
      expect(await catalogue(target, siteDir)).toEqual(await catalogue(path.join(siteDir, 'site.db'), siteDir));

      const again = await admin({ DATA_DIR: siteDir, DATABASE_URL: target }, 'copy-to-postgres');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`The ${database} already has content (rows in users, categories, products`);
      expect(again.stderr).toContain('Nothing was copied.');
    }, 120_000);

    it('takes DATABASE_URL as the target when --to is not given, and refuses a database a server has started on', async () => {
      const target = await emptyPostgres();
      expect((await admin({ DATA_DIR: siteDir, DATABASE_URL: target }, 'copy-to-postgres')).code).toBe(0);

      // A PostgreSQL site that has started once (its administrator created) is not an empty database.
      const started = await emptyPostgres();
      const db = createDb(started);
      try {
        await migrateToLatest(db);
        await ensureAdminAccount(db, NOW, 'postgres-site-password');
      } finally {
        await db.destroy();
      }
      const refused = await admin({ DATA_DIR: siteDir }, 'copy-to-postgres', '--to', started);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already has content \(rows in users\)/);
    }, 120_000);
  });
});
