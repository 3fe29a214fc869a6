import path from 'node:path';

// Stored paths are ours: `uploads/` then year/month folders and a random name. Anything else is refused
// before it comes near the filesystem.
const STORED_PATH = /^uploads\/(?:seed|\d{4}\/\d{2})\/[a-z0-9-]+\.webp$/;

export const isStoredImagePath = (value: string) => STORED_PATH.test(value);

/** The file of a stored image path, or null when the path is not one the store could have written. */
export function storedImageFile(dataDir: string, storedPath: string): string | null {
  if (!isStoredImagePath(storedPath)) return null;
  const root = path.resolve(dataDir, 'uploads');
  const file = path.resolve(dataDir, storedPath);
  return file.startsWith(root + path.sep) ? file : null;
}
