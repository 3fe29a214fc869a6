import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '@tp/api';
import { engineOf } from '@tp/db';
import { BackupFailed, createBackup } from '../backup/backup.ts';
import { filesUnder } from '@tp/api/testing';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cvApplicationBody, multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// A disk that is full, for real: the uploads live on a 2 MB tmpfs of this file's own (mounting needs root, which CI
// has), and SQLite's own SQLITE_FULL comes from a database that may not grow (`max_page_count`).

const isRoot = process.getuid?.() === 0;
let mountPoint: string;
let t: TestApp;
let auth: Record<string, string>;
const log = logLines();

beforeAll(async () => {
  if (!isRoot) return;
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint]);
  t = await createTestApp({
    uploadsDir: path.join(mountPoint, 'uploads'),
    privateDir: path.join(mountPoint, 'private'),
    logger: { level: 'warn', stream: log.stream },
  });
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t?.close();
  if (mountPoint) {
    execFileSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
});

/** A photo-like picture (noise compresses badly): several hundred KB as WebP. */
const noisyPicture = () => {
  const pixels = Buffer.alloc(900 * 900 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: 900, height: 900, channels: 3 } })
    .png()
    .toBuffer();
};

const upload = async (url: string, field: string, data: Buffer, fields: Record<string, string> = {}) => {
  const body = multipartBody(fields, [{ field, filename: 'photo.png', type: 'image/png', data }]);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
};

describe.runIf(isRoot)('storage full', () => {
  it('answers an upload that no longer fits 507 with a storage message, leaves no file and keeps the record; it works again once space is freed', async () => {
    const created = await upload('/api/service', 'images', await pngImage(), {
      title_en: 'Borescope inspection',
      text_en: '<p>Every 4,000 h</p>',
    });
    expect(created.statusCode).toBe(201);
    const service = created.json<{ id: number; images: string[] }>();
    const filesBefore = filesUnder(mountPoint);

    // Fill the disk up to 40 KB.
    const { bavail, bsize } = fs.statfsSync(mountPoint);
    const filler = path.join(mountPoint, 'filler');
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 40 * 1024)));
    const photo = await noisyPicture();

    const refused = await upload(`/api/service/${service.id}/image/add`, 'image', photo);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ statusCode: 507, error: 'Insufficient Storage', message: STORAGE_FULL });
    // An operator learns of it from the log: one warning for the refused write, naming the procedure and the cause.
    expect(log.lines.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({
        msg: 'procedure service.addImage failed: storage full',
        err: expect.objectContaining({ code: 'ENOSPC' }),
      }),
    ]);
    expect(filesUnder(mountPoint).filter((file) => file !== 'filler')).toEqual(filesBefore);
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${service.id}` })).json().images).toEqual(
      service.images,
    );

    fs.rmSync(filler);
    const added = await upload(`/api/service/${service.id}/image/add`, 'image', photo);
    expect(added.statusCode).toBe(200);
    expect(added.json().images).toHaveLength(2);
    expect(filesUnder(mountPoint)).toHaveLength(filesBefore.length + 1);
  });

  it('answers a picture size and a job application that find the disk full 507, leaving no file and no row', async () => {
    const created = await upload('/api/service', 'images', await pngImage(800, 600), {
      title_en: 'Vibration analysis',
      text_en: '<p>On site</p>',
    });
    const image = created.json<{ images: string[] }>().images[0]!;
    const filesBefore = filesUnder(mountPoint);
    const applications = async () => (await t.db.selectFrom('cv_applications').select('id').execute()).length;
    const applicationsBefore = await applications();

    const filler = path.join(mountPoint, 'filler');
    const { bavail, bsize } = fs.statfsSync(mountPoint);
    fs.writeFileSync(filler, Buffer.alloc(bavail * bsize));
    const sizedAddress = `/api/uploads/sized/480/${image.slice('uploads/'.length)}`;
    const sized = await t.app.inject({ method: 'GET', url: sizedAddress });
    expect(sized.statusCode).toBe(507);
    expect(sized.json()).toMatchObject({ statusCode: 507, message: STORAGE_FULL });
    const cvBody = cvApplicationBody(await t.ticket());
    const cv = await t.app.inject({ method: 'POST', url: '/api/cv', payload: cvBody.payload, headers: cvBody.headers });
    expect(cv.statusCode).toBe(507);
    expect(cv.json()).toMatchObject({ statusCode: 507, message: STORAGE_FULL });
    expect(filesUnder(mountPoint).filter((file) => file !== 'filler')).toEqual(filesBefore);
    expect(await applications()).toBe(applicationsBefore);

    fs.rmSync(filler);
    expect((await t.app.inject({ method: 'GET', url: sizedAddress })).statusCode).toBe(200);
  });

  it('answers 507 when SQLite may not grow (SQLITE_FULL) and changes no row; the same write works once it may', async (context) => {
    if (engineOf(t.db) !== 'sqlite') return context.skip();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'Turbines', lang: 'EN' },
    });
    expect(created.statusCode).toBe(201);
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(t.db)).rows[0]!.page_count;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(t.db);
    const longName = 'Hot section parts '.repeat(6);
    const many = Array.from({ length: 2000 }, (_, i) => ({ name: `${longName}${i}`, lang: 'EN' }));
    const create = (category: { name: string; lang: string }) =>
      t.app.inject({ method: 'POST', url: '/api/category', headers: auth, payload: category });
    let refused = await create(many[0]!);
    for (const category of many.slice(1)) {
      if (refused.statusCode !== 201) break;
      refused = await create(category);
    }
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ statusCode: 507, message: STORAGE_FULL });
    const rowsWhenFull = (await t.app.inject({ method: 'GET', url: '/api/category' })).json<unknown[]>().length;
    await sql.raw('pragma max_page_count = 1073741823').execute(t.db);
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'After', lang: 'EN' },
    });
    expect(retried.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/category' })).json<unknown[]>()).toHaveLength(
      rowsWhenFull + 1,
    );
  });

  it('removes a backup archive that does not fit and says why; the next backup with room is whole', async () => {
    const tiny = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-tiny-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', tiny]);
    try {
      const options = {
        dataDir: t.dataDir,
        uploadsDir: path.join(mountPoint, 'uploads'),
        databaseFile: path.join(t.dataDir, 'site.db'),
        database: t.databaseTarget,
        dir: tiny,
        siteVersion: 'test',
        now: new Date(),
      };
      const refused = createBackup({ ...options, file: path.join(tiny, 'site.tar.gz') });
      await expect(refused).rejects.toThrow(BackupFailed);
      await expect(refused).rejects.toThrow(/No space left for the backup in .*: the partial archive was removed/);
      expect(fs.readdirSync(tiny)).toEqual([]);
      expect(fs.readdirSync(t.dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);

      const written = await createBackup({ ...options, file: path.join(t.dataDir, 'roomy.tar.gz') });
      expect(written.bytes).toBeGreaterThan(64 * 1024);
    } finally {
      execFileSync('umount', [tiny]);
      fs.rmSync(tiny, { recursive: true, force: true });
    }
  });
});
