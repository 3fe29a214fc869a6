import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createS3FileStore, listAll, type FileStore } from '@tp/api';
import { newTestBucket } from '@tp/api/testing';
import { downloadBucket, restoreIntoBucket } from './bucket-files.ts';

// A site on S3 storage: its backup holds the bucket's objects as `uploads/…` and `private/…` entries, and a restore
// puts them back, removing what the backup does not have only once the restore is complete (on s3rver).
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bucket-files-'));
  dirs.push(dir);
  return dir;
};
const keysOf = async (files: FileStore) =>
  [...(await listAll(files, 'uploads/')), ...(await listAll(files, 'private/'))].map((file) => file.key).sort();
const textOf = async (files: FileStore, key: string) => (await files.read(key))?.toString();

async function bucketWith(objects: Record<string, string>) {
  const files = await createS3FileStore(await newTestBucket());
  for (const [key, text] of Object.entries(objects)) await files.put(key, Buffer.from(text));
  return files;
}

describe('A bucket in a backup', () => {
  it('is copied object by object into the archive’s folders', async () => {
    const files = await bucketWith({ 'uploads/2026/11/a.webp': 'picture', 'private/cv/b.pdf': 'cv' });
    const staging = tempDir();
    await downloadBucket(files, staging);
    expect(fs.readFileSync(path.join(staging, 'uploads/2026/11/a.webp'), 'utf8')).toBe('picture');
    expect(fs.readFileSync(path.join(staging, 'private/cv/b.pdf'), 'utf8')).toBe('cv');
  });

  it('comes back on restore; what the backup lacks goes only when the restore commits', async () => {
    const backup = await bucketWith({ 'uploads/2026/11/a.webp': 'picture', 'private/cv/b.pdf': 'cv' });
    const staging = tempDir();
    await downloadBucket(backup, staging);
    const site = await bucketWith({ 'uploads/2026/11/later.webp': 'uploaded after the backup' });

    const restore = await restoreIntoBucket(site, staging);
    expect(restore.files).toBe(2);
    // Until the database is in place both are there: a failure now leaves the site's own objects whole.
    expect(await keysOf(site)).toEqual(['private/cv/b.pdf', 'uploads/2026/11/a.webp', 'uploads/2026/11/later.webp']);
    await restore.commit();
    expect(await keysOf(site)).toEqual(['private/cv/b.pdf', 'uploads/2026/11/a.webp']);
    expect(await textOf(site, 'uploads/2026/11/a.webp')).toBe('picture');
  });

  it('keeps the day a picture was retired, into the archive and back into a bucket', async () => {
    const retiredOn = new Date('2025-03-01T10:00:00Z');
    const backup = await createS3FileStore(await newTestBucket());
    await backup.put('private/retired-images/2025/03/a.webp', Buffer.from('retired'), { dated: retiredOn });
    const staging = tempDir();
    await downloadBucket(backup, staging);
    expect(fs.statSync(path.join(staging, 'private/retired-images/2025/03/a.webp')).mtime).toEqual(retiredOn);

    const site = await createS3FileStore(await newTestBucket());
    await (await restoreIntoBucket(site, staging)).commit();
    const [restored] = await listAll(site, 'private/', { dated: true });
    expect(restored).toMatchObject({ key: 'private/retired-images/2025/03/a.webp', dated: retiredOn });
  });

  it('is taken out again when the restore fails, leaving the bucket as it was', async () => {
    const backup = await bucketWith({ 'uploads/2026/11/a.webp': 'picture', 'uploads/2026/11/kept.webp': 'same' });
    const staging = tempDir();
    await downloadBucket(backup, staging);
    const site = await bucketWith({ 'uploads/2026/11/kept.webp': 'same', 'private/cv/own.pdf': 'the site’s' });

    const restore = await restoreIntoBucket(site, staging);
    await restore.rollback();
    expect(await keysOf(site)).toEqual(['private/cv/own.pdf', 'uploads/2026/11/kept.webp']);
    expect(await textOf(site, 'private/cv/own.pdf')).toBe('the site’s');
  });
});
