import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '@tp/schemas';
import type { FileLike } from '../uploads/form-data-input.ts';
import { loadSharp } from '../heavy-modules.ts';
import { sizedFiles } from './image-sizes.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { STORED_PREFIX, storedImageFile } from '../uploads/stored-path.ts';
import { writeNewFile } from '../uploads/write-new-file.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'tiff', 'heif']);

export const NOT_AN_IMAGE = 'Only images can be uploaded: PNG, JPG, GIF, WebP or AVIF.';

/** Checks by content that the bytes are a raster image (never SVG) and re-encodes them as WebP without metadata. */
async function reencode(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_AN_IMAGE });
  try {
    return await sharp(bytes, { animated: format === 'gif' || format === 'webp', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_AN_IMAGE });
  }
}

/**
 * Writes checked images under `{uploadsDir}/YYYY/MM/` with random names and returns their stored paths
 * (`uploads/YYYY/MM/…`, as pages name them below /api/).
 * All are checked before any is written, so a bad file among good ones leaves nothing behind.
 */
export async function storeImages(uploadsDir: string, files: FileLike[], now: Date): Promise<string[]> {
  const encoded: Buffer[] = [];
  for (const file of files) encoded.push(await reencode(await readUpload(file, IMAGE_MAX_BYTES)));
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  const stored: string[] = [];
  try {
    for (const bytes of encoded) {
      const name = `${folder}/${randomBytes(12).toString('hex')}.webp`;
      await writeNewFile(path.join(uploadsDir, name), bytes);
      stored.push(`${STORED_PREFIX}${name}`);
    }
  } catch (error) {
    await deleteImageFiles(uploadsDir, stored);
    throw error;
  }
  return stored;
}

/** Removes stored image files with their sizes; paths that are not ours are ignored, missing files are fine. */
export async function deleteImageFiles(uploadsDir: string, storedPaths: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    storedPaths.map(async (storedPath) => {
      const file = storedPath ? storedImageFile(uploadsDir, storedPath) : null;
      if (file) await Promise.all([file, ...sizedFiles(file)].map((each) => fs.rm(each, { force: true })));
    }),
  );
}

/**
 * Runs a database change that uses freshly stored files: if it fails, the files are removed again, so a
 * failed write leaves no orphan files. Files the change made unused are removed after it commits.
 */
export async function withStoredFiles<T>(
  uploadsDir: string,
  stored: string[],
  change: () => Promise<{ result: T; unusedFiles?: (string | null)[] }>,
): Promise<T> {
  let outcome: { result: T; unusedFiles?: (string | null)[] };
  try {
    outcome = await change();
  } catch (error) {
    await deleteImageFiles(uploadsDir, stored);
    throw error;
  }
  await deleteImageFiles(uploadsDir, outcome.unusedFiles ?? []);
  return outcome.result;
}
