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
 * failed write leaves no orphan files. Files the change made unused (a picture deleted or replaced, a record deleted)
 * are retired after it commits: out of the public uploads, kept for the content history to bring back.
 */
export async function withStoredFiles<T>(
  places: FilePlaces,
  stored: string[],
  change: () => Promise<{ result: T; unusedFiles?: (string | null)[] }>,
): Promise<T> {
  let outcome: { result: T; unusedFiles?: (string | null)[] };
  try {
    outcome = await change();
  } catch (error) {
    await deleteImageFiles(places.uploadsDir, stored);
    throw error;
  }
  await retireImageFiles(places, outcome.unusedFiles ?? []);
  return outcome.result;
}

/** Where a site's files are: public pictures, and the private folder that also keeps the retired ones. */
export interface FilePlaces {
  uploadsDir: string;
  privateDir: string;
  /** The site's clock: a retired picture is dated by it. */
  now?: () => Date;
}

/**
 * Pictures no longer shown (deleted, replaced, their record deleted) are kept here, out of public reach, for as long
 * as the content history may bring them back (history retention); the daily housekeeping removes older ones.
 */
export const retiredImagesDir = (privateDir: string) => path.join(privateDir, 'retired-images');

const retiredFileOf = (places: FilePlaces, file: string) =>
  path.join(retiredImagesDir(places.privateDir), path.relative(path.resolve(places.uploadsDir), file));

/** Moves a file, across file systems too (the private folder may be elsewhere than the uploads). */
async function moveFile(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.copyFile(from, to);
    await fs.rm(from, { force: true });
  }
}

/**
 * Takes pictures out of the public uploads into the retired folder (their sizes are made again if they come back).
 * The retired copy is dated now, which is what the housekeeping's retention counts from. A picture that cannot be
 * moved is deleted, as before there was a history: it is never left public.
 */
export async function retireImageFiles(places: FilePlaces, storedPaths: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    storedPaths.map(async (storedPath) => {
      const file = storedPath ? storedImageFile(places.uploadsDir, storedPath) : null;
      if (!file) return;
      const retired = retiredFileOf(places, file);
      try {
        await moveFile(file, retired);
        const now = places.now?.() ?? new Date();
        await fs.utimes(retired, now, now);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') await fs.rm(file, { force: true });
      }
      await Promise.all(sizedFiles(file).map((each) => fs.rm(each, { force: true })));
    }),
  );
}

/**
 * Brings retired pictures back into the uploads, for a restore: answers the paths that are shown again (already in
 * the uploads, or brought back), leaving out the ones whose files are gone (past retention, or never ours).
 */
export async function reviveImageFiles(places: FilePlaces, storedPaths: string[]): Promise<string[]> {
  const revived = await Promise.all(
    storedPaths.map(async (storedPath) => {
      const file = storedImageFile(places.uploadsDir, storedPath);
      if (!file) return false;
      if (await exists(file)) return true;
      try {
        await moveFile(retiredFileOf(places, file), file);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return storedPaths.filter((_path, index) => revived[index]);
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
