import path from 'node:path';

// Stored paths are ours: `uploads/` then year/month folders and a random name. Anything else is refused
// before it comes near the filesystem.
const STORED_PATH = /^uploads\/(?:seed|\d{4}\/\d{2})\/[a-z0-9-]+\.webp$/;

/** How every stored image path begins: pages name images below /api/, where the upload directory is served. */
export const STORED_PREFIX = 'uploads/';

export const isStoredImagePath = (value: string) => STORED_PATH.test(value);

/**
 * The file of a stored image path in the upload directory (UPLOADS_DIR), or null when the path is not one the store
 * could have written.
 */
export function storedImageFile(uploadsDir: string, storedPath: string): string | null {
  if (!isStoredImagePath(storedPath)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, storedPath.slice(STORED_PREFIX.length));
  return file.startsWith(root + path.sep) ? file : null;
}
