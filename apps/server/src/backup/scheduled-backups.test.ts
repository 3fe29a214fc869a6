import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { scheduleBackups } from './scheduled-backups.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('writes a backup each period while the server runs, keeps the newest BACKUP_KEEP and finishes the one under way on stop', async () => {
  const dir = path.join(t.dataDir, 'backups');
  const logged: string[] = [];
  const log = {
    info: (_fields: unknown, message: string) => logged.push(message),
    error: (_fields: unknown, message: string) => logged.push(message),
  };
  // The test's database: the SQLite file, or its PostgreSQL database when the suite runs on one (as config.database is).
  const database = { databaseFile: path.join(t.dataDir, 'site.db'), database: t.databaseTarget };
  const backups = scheduleBackups({
    dataDir: t.dataDir,
    ...database,
    dir,
    siteVersion: 'test',
    everyMs: 150,
    keep: 2,
    log: log as never,
  });
  while (logged.length < 4) await new Promise((resolve) => setTimeout(resolve, 50));
  await backups.stop();
  const files = fs.readdirSync(dir);
  expect(files).toHaveLength(2);
  for (const file of files) expect(file).toMatch(/^site-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
  expect(logged.every((message) => message === 'scheduled backup written')).toBe(true);
  // On either engine the archive holds the manifest and a SQLite copy of the site's rows.
  const unpacked = fs.mkdtempSync(path.join(t.dataDir, 'unpacked-'));
  await tar.extract({ file: path.join(dir, files.sort().at(-1)!), cwd: unpacked });
  expect(fs.readdirSync(unpacked).sort()).toEqual(['manifest.json', 'site.db']);
  const copy = new Database(path.join(unpacked, 'site.db'), { readonly: true });
  expect(copy.prepare('select login from users').all()).toEqual([{ login: 'admin' }]);
  copy.close();
  const count = logged.length;
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(logged).toHaveLength(count); // stopped: no more backups
});

it('reads BACKUP_EVERY as minutes, hours or days and refuses anything else', () => {
  expect(loadConfig({ BACKUP_EVERY: '24h' }).BACKUP_EVERY).toBe(86_400_000);
  expect(loadConfig({ BACKUP_EVERY: '30m' }).BACKUP_EVERY).toBe(1_800_000);
  expect(loadConfig({}).BACKUP_EVERY).toBeUndefined();
  expect(loadConfig({ DATA_DIR: '/srv/site' }).backupDir).toBe('/srv/site/backups');
  expect(() => loadConfig({ BACKUP_EVERY: 'daily' })).toThrow(
    /BACKUP_EVERY must be a number of minutes, hours or days/,
  );
  expect(() => loadConfig({ BACKUP_EVERY: '0m' })).toThrow(/at least 1m/);
});
