import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FileStore } from '../platform/files/file-store.ts';
import { testBucketKeys } from './s3-test-server.ts';

/** Every file under `{dataDir}/uploads` (or another folder), relative to dataDir: what a request left on disk. */
export function filesUnder(dataDir: string, folder = 'uploads'): string[] {
  const root = path.join(dataDir, folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((entry) => path.join(folder, entry))
    .filter((entry) => fs.statSync(path.join(dataDir, entry)).isFile())
    .sort();
}

/**
 * Every name a test site's store holds, by key, sorted: what the store's own list leaves out too (a half-written
 * `.part` file, a readiness probe, another program's object). What a failed request must not leave behind.
 */
export async function everythingStored(files: FileStore): Promise<string[]> {
  const inBucket = await testBucketKeys(files);
  if (inBucket) return inBucket;
  if (!files.folders) throw new Error(`Not a test site's store: ${files.description}`);
  return Object.entries(files.folders)
    .flatMap(([top, dir]) => filesUnder(dir, '').map((file) => `${top}/${file.split(path.sep).join('/')}`))
    .sort();
}

/**
 * Every file a store holds under `uploads/` (or `private/`), by key, sorted: what a request left behind, in a folder
 * or a bucket alike (filesUnder's form), half-written and hidden files included, which the store's own list skips.
 */
export async function storedFiles(files: FileStore, folder: 'uploads' | 'private' = 'uploads'): Promise<string[]> {
  return (await everythingStored(files)).filter((key) => key.startsWith(`${folder}/`));
}

/** A real PNG picture of the given size. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3d6a99' } })
    .png()
    .toBuffer();

/** A form as the adapters hand it to a procedure: its text fields, and its files under their field names. */
export function formData(
  fields: Record<string, string | number>,
  files: { field: string; data: Buffer; name?: string; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  for (const file of files)
    form.append(
      file.field,
      new File([new Uint8Array(file.data)], file.name ?? 'picture.png', { type: file.type ?? 'image/png' }),
    );
  return form;
}
