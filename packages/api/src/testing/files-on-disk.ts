import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FileStore } from '../platform/files/file-store.ts';
import { everythingStored } from './s3-test-server.ts';

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
