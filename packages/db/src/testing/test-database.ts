import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrations } from '@tp/migrations';
import { createDb, isPostgresUrl, migrateToLatest, type Db } from '../index.ts';

/** A migrated, empty database for one test, and how to open it again (a second server) and throw it away. */
export interface TestDatabase {
  db: Db;
  /** What createDb opens it from: the SQLite file, or the PostgreSQL address. */
  target: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the suite runs on, when it runs on one (`DATABASE_URL=postgres://…`); else SQLite. */
export const testPostgresUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL;
  return url && isPostgresUrl(url) ? url : undefined;
};

/**
 * A fresh database for a test: a SQLite file in the test's directory, or, when the suite runs on PostgreSQL, a
 * database of its own; both copied from a migrated template (on PostgreSQL a copy takes tens of milliseconds, migrating
 * a hundred times more). The PostgreSQL template is named after the migrations, so a new migration makes a new one.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const file = path.join(dataDir, 'site.db');
    fs.copyFileSync(await migratedSqliteTemplate(), file);
    const db = createDb(file);
    return { db, target: file, drop: () => closeOnce(db) };
  }
  const template = await migratedTemplate(serverUrl);
  const name = `tp_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  const target = databaseUrl(serverUrl, name);
  const db = createDb(target);
  return {
    db,
    target,
    drop: async () => {
      await closeOnce(db);
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Closes the database unless its user already has (a pool ends once). */
const closeOnce = (db: Db) => db.destroy().catch(() => undefined);

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A migrated SQLite file, made once per test process and copied for each test (a copy takes a fraction of a
 * millisecond, migrating tens). It is closed after migrating, so the whole database is in the one file.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-template-'));
    const file = path.join(dir, 'site.db');
    const db = createDb(file);
    await migrateToLatest(db);
    await db.destroy();
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return sqliteTemplate;
}

let template: Promise<string> | undefined;

/** The migrated template of this run's migrations, made once by whichever test process comes first. */
function migratedTemplate(serverUrl: string): Promise<string> {
  // Per role too: only its owner (or a superuser) may copy a database, and one machine may run the suite as several.
  const role = new URL(serverUrl).username || 'default';
  const digest = crypto
    .createHash('sha256')
    .update(role)
    .update(Object.keys(migrations).join('\n'))
    .update(migrationSources())
    .digest('hex');
  const name = `tp_template_${digest.slice(0, 12)}`;
  template ??= onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        await client.query(`create database ${name}`);
        const db = createDb(databaseUrl(serverUrl, name));
        try {
          await migrateToLatest(db);
        } catch (error) {
          await db.destroy();
          await client.query(`drop database ${name} with (force)`);
          throw error;
        }
        await db.destroy();
      }
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return template;
}

/** The migrations' code, so that editing one (while it is being written) makes a new template too. */
function migrationSources(): string {
  return Object.values(migrations)
    .map((migration) => `${migration.up.toString()}${migration.down?.toString() ?? ''}`)
    .join('\n');
}
