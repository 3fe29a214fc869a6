import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, FILE_FOLDERS } from './manifest.ts';

/** Where a site keeps what a backup holds: the data directory, and the two folders of files wherever they are mounted. */
export interface SitePlaces {
  dataDir: string;
  /** UPLOADS_DIR; DATA_DIR/uploads by default. */
  uploadsDir?: string;
  /** PRIVATE_DIR; DATA_DIR/private by default. */
  privateDir?: string;
}

/** Where each entry of an archive (`site.db` and its write-ahead files, `uploads`, `private`) lives on this site. */
export function placeOf(places: SitePlaces, entry: string): string {
  if (entry === 'uploads') return places.uploadsDir ?? path.join(places.dataDir, 'uploads');
  if (entry === 'private') return places.privateDir ?? path.join(places.dataDir, 'private');
  return path.join(places.dataDir, entry);
}

/** The archive's folders of files with their places on this site. */
export const folderPlaces = (places: SitePlaces) =>
  FILE_FOLDERS.map((folder) => ({ folder, place: placeOf(places, folder) }));

/** What a restore replaces on a SQLite site: the database with its write-ahead files (never to be applied to the restored one), and the folders. */
export const SQLITE_ENTRIES = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...FILE_FOLDERS];

/**
 * Moves a file or folder; across file systems (an upload folder on a shared mount, the restore's staging in DATA_DIR)
 * it is copied and the source removed, since a rename cannot cross them.
 */
export function moveEntry(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
    fs.rmSync(from, { recursive: true, force: true });
  }
}
