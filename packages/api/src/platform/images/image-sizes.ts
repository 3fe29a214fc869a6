import { IMAGE_WIDTHS, type ImageWidth } from '@tp/schemas';
import type { FileStore } from '../files/file-store.ts';
import { loadSharp } from '../heavy-modules.ts';
import { isStoredImagePath } from '../uploads/stored-path.ts';

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);

/**
 * The key of a stored image at a width: beside the image (`name.w800.webp`, a name no stored path can have), so it
 * goes with the image into backups and out with it when the image is deleted.
 */
const sizedKey = (storedPath: string, width: ImageWidth) => storedPath.replace(/\.webp$/, `.w${width}.webp`);

/** Every key of a stored image's sizes, whether made yet or not. */
export const sizedKeys = (storedPath: string) => IMAGE_WIDTHS.map((width) => sizedKey(storedPath, width));

const making = new Map<string, Promise<boolean>>();

/**
 * The key of a stored image at a width, made from the image on first request (never wider than the image itself) and
 * kept: stored names are never reused, so it never goes stale. Null when the path is not a stored image or the image
 * is gone (a size left behind by then is removed). Concurrent requests for the same size wait for one conversion.
 */
export async function sizedImageKey(files: FileStore, storedPath: string, width: ImageWidth): Promise<string | null> {
  if (!isStoredImagePath(storedPath)) return null;
  const sized = sizedKey(storedPath, width);
  if (!(await files.has(storedPath))) {
    await files.remove([sized]);
    return null;
  }
  if (await files.has(sized)) return sized;
  let made = making.get(sized);
  if (!made) {
    made = makeSized(files, storedPath, sized, width).finally(() => making.delete(sized));
    making.set(sized, made);
  }
  return (await made) ? sized : null;
}

/** False when the image went while its size was being made. */
async function makeSized(files: FileStore, storedPath: string, sized: string, width: ImageWidth): Promise<boolean> {
  const original = await files.read(storedPath);
  if (!original) return false;
  const sharp = await loadSharp();
  await files.put(
    sized,
    await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
  return true;
}
