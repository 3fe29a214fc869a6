import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { IMAGE_WIDTHS, type ImageWidth } from '@tp/schemas';
import { loadSharp } from '../heavy-modules.ts';
import { storedImageFile } from '../uploads/stored-path.ts';

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);

/**
 * The file of a stored image at a width: beside the image (`name.w800.webp`, a name no stored path can have), so it
 * goes with the image into backups and out with it when the image is deleted.
 */
const sizedFile = (file: string, width: ImageWidth) => file.replace(/\.webp$/, `.w${width}.webp`);

/** Every file of a stored image's sizes, whether made yet or not. */
export const sizedFiles = (file: string) => IMAGE_WIDTHS.map((width) => sizedFile(file, width));

const making = new Map<string, Promise<void>>();
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * A stored image at a width, made from the image on first request (never wider than the image itself) and kept:
 * stored names are never reused, so it never goes stale. Null when the path is not a stored image or the image is
 * gone (a size left behind by then is removed). Concurrent requests for the same size wait for one conversion.
 */
export async function sizedImageFile(
  uploadsDir: string,
  storedPath: string,
  width: ImageWidth,
): Promise<string | null> {
  const file = storedImageFile(uploadsDir, storedPath);
  if (!file) return null;
  const sized = sizedFile(file, width);
  if (!(await exists(file))) {
    await fs.rm(sized, { force: true });
    return null;
  }
  if (await exists(sized)) return sized;
  let made = making.get(sized);
  if (!made) {
    made = makeSized(file, sized, width).finally(() => making.delete(sized));
    making.set(sized, made);
  }
  await made;
  return sized;
}

async function makeSized(file: string, sized: string, width: ImageWidth) {
  const sharp = await loadSharp();
  const bytes = await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  // Written whole under another name and renamed: another server sharing the directory never reads half a file.
  const partial = `${sized}.${randomBytes(6).toString('hex')}.part`;
  try {
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, sized);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}
