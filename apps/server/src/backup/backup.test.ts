import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_ADMIN, REPO_ROOT, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { testPostgresUrl } from '@tp/db/testing';
import { createS3FileStore, listAll } from '@tp/api';
import { bucketOfEnv, newTestBucket, s3Env, testsOnS3 } from '@tp/api/testing';
import { createEmptyPostgresDatabase } from './empty-postgres-database.testing.ts';

// Backup and restore as an operator runs them: the compiled server serving and taking writes, the compiled admin
// command line beside it, a restore into a fresh directory and a server started on what it restored. On a PostgreSQL
// run the site's database is PostgreSQL (DATABASE_URL), and each restore goes into a new empty database of its own.
const run = promisify(execFile);
const postgresServer = testPostgresUrl();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-backup-'));
let site: ServerProcess;
let token: string;

/** The compiled admin command line on a data directory, with the site's environment (and so its database) unless told another. */
const adminWith = (env: NodeJS.ProcessEnv, dataDir: string, ...args: string[]) =>
  run(process.execPath, [COMPILED_ADMIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...site.env, ...env, DATA_DIR: dataDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
const admin = (dataDir: string, ...args: string[]) => adminWith({}, dataDir, ...args);
const freshDatabases: { drop(): Promise<void> }[] = [];
/** Where a restore may go besides a fresh directory: nothing on SQLite, a new empty database on PostgreSQL (dropped after the tests). */
async function freshDatabase() {
  if (!postgresServer) return undefined;
  const database = await createEmptyPostgresDatabase(postgresServer);
  freshDatabases.push(database);
  return database;
}
const tablesIn = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select table_name from information_schema.tables where table_schema = 'public'`))
      .rowCount;
  } finally {
    await client.end();
  }
};

const sha256Of = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
const sha256 = (file: string) => sha256Of(fs.readFileSync(file));
/** Every file under a folder, by relative path, with its checksum. */
function checksums(root: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(root)) return found;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      found.set(
        path.relative(root, path.join(entry.parentPath, entry.name)),
        sha256(path.join(entry.parentPath, entry.name)),
      );
  }
  return found;
}
/**
 * Every public picture of a site by its path below `uploads/`, with its checksum: from its folder, or on the upload
 * suite's S3 pass from its bucket, read around the server.
 */
async function uploadsOf(env: NodeJS.ProcessEnv, dataDir: string): Promise<Map<string, string>> {
  if (env.STORAGE !== 's3') return checksums(path.join(dataDir, 'uploads'));
  const bucket = await createS3FileStore(bucketOfEnv(env));
  const found = new Map<string, string>();
  for (const { key } of await listAll(bucket, 'uploads/'))
    found.set(key.slice('uploads/'.length), sha256Of((await bucket.read(key))!));
  return found;
}
/** A bucket of its own for a site a test restores into, on the S3 pass; nothing (its data directory) otherwise. */
const freshStorage = async () => (testsOnS3() ? s3Env(await newTestBucket()) : {});

const categoryNames = async (url: string) =>
  ((await (await fetch(`${url}/api/category`)).json()) as { name: string }[]).map((category) => category.name);

beforeAll(async () => {
  site = await startServerProcess();
  const created = await admin(site.dataDir, 'create-token', '--name', 'backup test');
  token = created.stdout.trim().split('\n').at(-1)!;
}, 180_000);
afterAll(async () => {
  await site.close();
  for (const database of freshDatabases) await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up a site that takes writes, and a server started on the restore has every write made before it began', async () => {
    // A script keeps writing through REST the whole time.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const name = `Backup writer ${n}`;
        const response = await fetch(`${site.url}/api/category`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name, lang: 'en' }),
        });
        expect(response.status).toBe(201);
        acknowledged.push(name);
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const archive = path.join(work, 'site.tar.gz');
    const beforeBackup = [...acknowledged];
    const backup = await admin(site.dataDir, 'backup', archive);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await writer;
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(`Backup written: ${archive.replace(/[.]/g, '\\.')} \\(\\d+\\.\\d MB, the database and \\d+ files\\)`),
    );
    expect(duringBackup).toBeGreaterThan(0); // the backup really ran beside the writes

    // Restoring into the running site's directory is refused and changes nothing.
    const namesBefore = await categoryNames(site.url);
    const databaseBefore = postgresServer ? undefined : fs.statSync(path.join(site.dataDir, 'site.db')).ino;
    const refused = await admin(site.dataDir, 'restore', archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/A server is running on .* stop it first\. Nothing was changed\./);
    expect(await categoryNames(site.url)).toEqual(namesBefore);
    if (!postgresServer) expect(fs.statSync(path.join(site.dataDir, 'site.db')).ino).toBe(databaseBefore);

    // Into a fresh directory: every file back with its checksum, a sound database, a site that serves the writes.
    const freshDir = path.join(work, 'restored');
    const freshDb = await freshDatabase();
    const freshEnv = { ...(freshDb ? { DATABASE_URL: freshDb.url } : {}), ...(await freshStorage()) };
    const restored = await adminWith(freshEnv, freshDir, 'restore', archive);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored the backup of .* into .*restored \(the database and \d+ files\)\./);
    const originalUploads = await uploadsOf(site.env, site.dataDir);
    expect(originalUploads.size).toBeGreaterThan(5);
    expect(await uploadsOf({ ...site.env, ...freshEnv }, freshDir)).toEqual(originalUploads);
    // What the site holds comes back; an empty folder (the readiness check makes both) holds nothing to restore.
    const holdsSomething = (entry: string) =>
      fs.existsSync(entry) && (fs.statSync(entry).isFile() || fs.readdirSync(entry, { recursive: true }).length > 0);
    expect(fs.readdirSync(freshDir).sort()).toEqual(
      ['private', 'site.db', 'uploads'].filter((name) => holdsSomething(path.join(site.dataDir, name))).sort(),
    );
    if (!postgresServer) {
      const db = new Database(path.join(freshDir, 'site.db'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }

    const second = await startServerProcess({ dataDir: freshDir, env: freshEnv });
    try {
      const names = await categoryNames(second.url);
      for (const name of beforeBackup) expect(names).toContain(name);
      const image = [...originalUploads.keys()][0]!;
      const served = await fetch(`${second.url}/api/uploads/${image.split(path.sep).join('/')}`);
      expect(served.status).toBe(200);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('refuses a backup whose files do not match their checksums, and changes nothing', async () => {
    const archive = path.join(work, 'checked.tar.gz');
    expect((await admin(site.dataDir, 'backup', archive)).code).toBe(0);
    // Someone edits a file inside the archive.
    const unpacked = path.join(work, 'tampered');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const image = [...checksums(path.join(unpacked, 'uploads')).keys()][0]!;
    fs.appendFileSync(path.join(unpacked, 'uploads', image), 'changed');
    const tampered = path.join(work, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, fs.readdirSync(unpacked));

    const target = path.join(work, 'target');
    fs.mkdirSync(path.join(target, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target, 'uploads', 'kept.webp'), 'the data before');
    const targetDb = await freshDatabase();
    const targetEnv = { ...(targetDb ? { DATABASE_URL: targetDb.url } : {}), ...(await freshStorage()) };
    // On the S3 pass the target's bucket holds a picture too, which a refused restore leaves alone.
    const targetBucket = testsOnS3() ? await createS3FileStore(bucketOfEnv(targetEnv)) : undefined;
    await targetBucket?.put('uploads/2026/11/kept.webp', Buffer.from('the bucket before'));
    const refused = await adminWith(targetEnv, target, 'restore', tampered);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`uploads/${image.split(path.sep).join('/')} does not match its checksum`);
    expect(fs.readdirSync(target)).toEqual(['uploads']);
    expect(fs.readFileSync(path.join(target, 'uploads', 'kept.webp'), 'utf8')).toBe('the data before');
    if (targetBucket)
      expect(await uploadsOf(targetEnv, target)).toEqual(
        new Map([['2026/11/kept.webp', sha256Of('the bucket before')]]),
      );

    const notABackup = path.join(work, 'not-a-backup.tar.gz');
    fs.writeFileSync(notABackup, 'plain text');
    const unreadable = await adminWith(targetEnv, target, 'restore', notABackup);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/could not be read as a backup/);
    expect(fs.readdirSync(target)).toEqual(['uploads']);
    if (targetDb) expect(await tablesIn(targetDb.url)).toBe(0); // the database was not even migrated
  }, 120_000);
});
