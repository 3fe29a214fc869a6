import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isFileKey, listAll, type FileStore } from '@tp/api';
import { FILE_FOLDERS } from './manifest.ts';

// A site on S3 storage backs up and restores its bucket's objects as a directory site does its folders: in the
// archive they are the same `uploads/…` and `private/…` entries, so a backup restores on either kind of storage.

/**
 * Copies every object of the site's bucket into `into/uploads/…` and `into/private/…`, each file dated as the site
 * dated the object: a retired picture keeps the day it was retired (history's clean-up counts from it), as a folder
 * site's archive keeps its files' times.
 */
export async function downloadBucket(files: FileStore, into: string): Promise<void> {
  for (const folder of FILE_FOLDERS) {
    // Only private files carry a date of the site's (one more request an object); pictures are dated as written.
    for (const { key, dated } of await listAll(files, `${folder}/`, { dated: folder === 'private' })) {
      const opened = await files.open(key);
      if (!opened) continue; // removed since it was listed: the copied database no longer names it
      const target = path.join(into, ...key.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(opened.stream, fs.createWriteStream(target));
      fs.utimesSync(target, dated, dated);
    }
  }
}

/** Every file below a folder of an unpacked archive, by key (`uploads/2026/11/x.webp`). */
function keysUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isFileKey); // what a bucket can hold under the site's keys: a stray file stays out
}

/**
 * Puts an unpacked archive's files into the bucket beside what is there. `commit` then removes the objects the backup
 * does not have (the restore is complete); `rollback` removes the ones it added (the restore failed: the bucket is
 * as it was, since stored names are never reused and an object of the same name has the same bytes).
 */
export async function restoreIntoBucket(files: FileStore, staging: string) {
  const before = new Set<string>();
  for (const folder of FILE_FOLDERS) for (const { key } of await listAll(files, `${folder}/`)) before.add(key);
  const restored = FILE_FOLDERS.flatMap((folder) => keysUnder(staging, folder));
  const added: string[] = [];
  try {
    for (const key of restored) {
      const file = path.join(staging, ...key.split('/'));
      await files.put(key, fs.readFileSync(file), { dated: fs.statSync(file).mtime });
      if (!before.has(key)) added.push(key);
    }
  } catch (error) {
    await files.remove(added);
    throw error;
  }
  const kept = new Set(restored);
  return {
    files: restored.length,
    commit: () => files.remove([...before].filter((key) => !kept.has(key))),
    rollback: () => files.remove(added),
  };
}
