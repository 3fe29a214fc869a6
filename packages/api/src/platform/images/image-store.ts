import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '@tp/schemas';
import type { FileLike } from '../uploads/form-data-input.ts';
import { loadSharp } from '../heavy-modules.ts';
import type { AfterCommit } from '../../trpc/context.ts';
import { PRIVATE_PREFIX, type FileStore } from '../files/file-store.ts';
import { sizedKeys } from './image-sizes.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { isStoredImagePath, STORED_PREFIX } from '../uploads/stored-path.ts';

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
 * Stores checked images as `uploads/YYYY/MM/<random>.webp` (the stored paths pages name below /api/).
 * All are checked before any is written, so a bad file among good ones leaves nothing behind.
 */
export async function storeImages(files: FileStore, images: FileLike[], now: Date): Promise<string[]> {
  const encoded: Buffer[] = [];
  for (const image of images) encoded.push(await reencode(await readUpload(image, IMAGE_MAX_BYTES)));
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const stored: string[] = [];
  try {
    for (const bytes of encoded) {
      const key = `${STORED_PREFIX}${folder}/${randomBytes(12).toString('hex')}.webp`;
      await files.put(key, bytes);
      stored.push(key);
    }
  } catch (error) {
    await deleteImageFiles(files, stored);
    throw error;
  }
  return stored;
}

/** Removes stored images with their sizes; paths that are not ours are ignored, missing files are fine. */
export async function deleteImageFiles(files: FileStore, storedPaths: (string | null | undefined)[]): Promise<void> {
  const ours = storedPaths.filter((each): each is string => !!each && isStoredImagePath(each));
  await files.remove(ours.flatMap((key) => [key, ...sizedKeys(key)]));
}

/** Where a site's files are, and its clock: a retired picture is dated by it. */
export interface FilePlaces {
  files: FileStore;
  now?: () => Date;
  /** Inside a management call's one transaction: file work waits until it commits (Context's afterCommit). */
  afterCommit?: AfterCommit;
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
    await deleteImageFiles(places.files, stored);
    throw error;
  }
  await retireOnceCommitted(places, outcome.unusedFiles ?? []);
  return outcome.result;
}

/**
 * Pictures no longer shown (deleted, replaced, their record deleted) are kept here, out of public reach, for as long
 * as the content history may bring them back (history retention); the daily housekeeping removes older ones.
 */
export const RETIRED_IMAGES_PREFIX = `${PRIVATE_PREFIX}retired-images/`;

const retiredKeyOf = (storedPath: string) => RETIRED_IMAGES_PREFIX + storedPath.slice(STORED_PREFIX.length);

/**
 * Takes pictures out of the public uploads into the retired folder (their sizes are made again if they come back).
 * The retired copy is dated now, which is what the housekeeping's retention counts from. A picture that cannot be
 * moved is deleted, as before there was a history: it is never left public.
 */
export async function retireImageFiles(places: FilePlaces, storedPaths: (string | null | undefined)[]): Promise<void> {
  const underWay = retiringIn(places.files);
  await Promise.all(
    storedPaths.map(async (storedPath) => {
      if (!storedPath || !isStoredImagePath(storedPath)) return;
      const retired = (async () => {
        try {
          await places.files.move(storedPath, retiredKeyOf(storedPath), { dated: places.now?.() ?? new Date() });
        } catch {
          await places.files.remove([storedPath]).catch(() => undefined);
        }
        await places.files.remove(sizedKeys(storedPath)).catch(() => undefined);
      })();
      underWay.set(storedPath, retired);
      await retired;
      if (underWay.get(storedPath) === retired) underWay.delete(storedPath);
    }),
  );
}

/**
 * Pictures this process is retiring, per store. A retire runs after its change committed, so a restore may come in
 * between and find the picture still in the uploads: it waits for the retire and brings the picture back instead of
 * counting it as shown while it is being moved away. (Across servers the window stays: seconds on a slow bucket.)
 */
const retiringByStore = new WeakMap<FileStore, Map<string, Promise<void>>>();
function retiringIn(files: FileStore) {
  let underWay = retiringByStore.get(files);
  if (!underWay) retiringByStore.set(files, (underWay = new Map<string, Promise<void>>()));
  return underWay;
}

/**
 * Retires pictures a change stopped showing once the change commits: a bucket's copy and delete do not hold the
 * database meanwhile, and a change rolled back keeps its pictures. Outside a management call's one transaction, now.
 */
export async function retireOnceCommitted(places: FilePlaces, storedPaths: (string | null | undefined)[]) {
  if (places.afterCommit) places.afterCommit(() => retireImageFiles(places, storedPaths));
  else await retireImageFiles(places, storedPaths);
}

/**
 * Brings retired pictures back into the uploads, for a restore: answers the paths that are shown again (already in
 * the uploads, or brought back), leaving out the ones whose files are gone (past retention, or never ours).
 */
export async function reviveImageFiles(places: FilePlaces, storedPaths: string[]): Promise<string[]> {
  const revived = await Promise.all(
    storedPaths.map(async (storedPath) => {
      if (!isStoredImagePath(storedPath)) return false;
      await retiringIn(places.files).get(storedPath);
      if (await places.files.has(storedPath)) return true;
      // A move is a copy and a delete on S3: if the delete failed, the picture is back all the same.
      return places.files
        .move(retiredKeyOf(storedPath), storedPath)
        .catch(() => places.files.has(storedPath).catch(() => false));
    }),
  );
  return storedPaths.filter((_path, index) => revived[index]);
}
