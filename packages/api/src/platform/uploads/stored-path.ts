// Stored paths are ours: `uploads/` then year/month folders and a random name. Anything else is refused
// before it comes near the filesystem.
const STORED_PATH = /^uploads\/(?:seed|\d{4}\/\d{2})\/[a-z0-9-]+\.webp$/;

/** How every stored image path begins: pages name images below /api/, where the uploads are served. */
export const STORED_PREFIX = 'uploads/';

export const isStoredImagePath = (value: string) => STORED_PATH.test(value);
