import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { filesUnder } from '@tp/api/testing';
import { createTestDatabase, type TestDatabase } from '@tp/db/testing';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

// With UPLOADS_DIR and PRIVATE_DIR on a shared mount (several servers), the files live outside DATA_DIR: a backup
// takes them from there, and a restore puts the backup's there, replacing what was there.
let root: string;
let database: TestDatabase;
beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-file-places-'));
  fs.mkdirSync(path.join(root, 'data'));
  database = await createTestDatabase(path.join(root, 'data'));
  await database.db.destroy();
});
afterEach(async () => {
  await database.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

it('backs up the files of UPLOADS_DIR and PRIVATE_DIR and restores them there, leaving DATA_DIR without them', async () => {
  const site = {
    dataDir: path.join(root, 'data'),
    uploadsDir: path.join(root, 'shared', 'uploads'),
    privateDir: path.join(root, 'shared', 'private'),
    databaseFile: path.join(root, 'data', 'site.db'),
    database: database.target,
  };
  write(path.join(site.uploadsDir, '2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.webp'), 'picture');
  write(path.join(site.privateDir, 'cv/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf'), 'cv');
  const backup = await createBackup({
    ...site,
    dir: path.join(root, 'backups'),
    siteVersion: 'test',
    now: new Date('2026-11-24T10:00:00.000Z'),
  });
  expect(backup.files).toBe(3); // the database, the picture, the CV

  // Changed after the backup: a new picture, a removed CV.
  write(path.join(site.uploadsDir, '2026/11/cccccccccccccccccccccccc.webp'), 'later');
  fs.rmSync(path.join(site.privateDir, 'cv'), { recursive: true });
  await restoreBackup({ ...site, file: backup.file, now: new Date('2026-11-24T11:00:00.000Z') });

  const shared = path.join(root, 'shared');
  expect(filesUnder(shared, 'uploads')).toEqual(['uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.webp']);
  expect(filesUnder(shared, 'private')).toEqual(['private/cv/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf']);
  expect(fs.readdirSync(site.dataDir).filter((name) => name === 'uploads' || name === 'private')).toEqual([]);
  expect(fs.readdirSync(path.join(root, 'shared')).sort()).toEqual(['private', 'uploads']); // nothing left aside
});
