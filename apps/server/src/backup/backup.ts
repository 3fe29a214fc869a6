import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FileStore } from '@tp/api';
import { isPostgresUrl, isStorageFull } from '@tp/db';
import { checksumsOf, FILE_FOLDERS, MANIFEST_FILE, DATABASE_FILE, type Manifest } from './manifest.ts';
import { folderPlaces, type SitePlaces } from './file-places.ts';
import { writePostgresSnapshot } from './postgres-snapshot.ts';
import { downloadBucket } from './bucket-files.ts';

export interface BackupOptions extends SitePlaces {
  /** The site's file store: on STORAGE=s3 the bucket's objects are what the archive's folders hold. */
  files?: FileStore;
  /** The SQLite file the site runs on (when `database` is not a PostgreSQL address). */
  databaseFile: string;
  /** What the site runs on (config.database): a `postgres://` address is backed up from PostgreSQL, anything else from `databaseFile`. */
  database?: string;
  /** Where the archive goes; a file name of the time of the backup in `dir` when omitted. */
  file?: string;
  /** The folder of backups when no file is named (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  siteVersion: string;
  now: Date;
}

/** A backup's file name by its time, sortable: `site-2026-11-24T02-10-00-000Z.tar.gz`. */
export const backupFileName = (now: Date) => `site-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** Copies a folder tree as hard links (a snapshot that takes no space), or as copies where links cannot be made. */
function snapshotTree(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) snapshotTree(source, target);
    else if (entry.isFile()) {
      fs.mkdirSync(to, { recursive: true });
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/**
 * Writes one `.tar.gz` with a consistent copy of the database (SQLite's online backup API, or a SQLite file of a
 * PostgreSQL site's rows read in one snapshot: safe while the site serves and writes), the uploads and the private
 * files (CVs; from the bucket on S3 storage), and a manifest with each file's size and SHA-256. The archive is written under a temporary name and
 * renamed when complete: a backup that exists is whole.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; bytes: number; files: number }> {
  const target = path.resolve(options.file ?? path.join(options.dir, backupFileName(options.now)));
  const staging = fs.mkdtempSync(path.join(options.dataDir, '.backup-'));
  try {
    if (options.database && isPostgresUrl(options.database))
      await writePostgresSnapshot(options.database, path.join(staging, DATABASE_FILE));
    else {
      const source = new Database(options.databaseFile, { fileMustExist: true });
      try {
        // All remaining pages in one step after the first: a writer between steps would make SQLite start over.
        await source.backup(path.join(staging, DATABASE_FILE), {
          progress: ({ remainingPages }) => Math.max(remainingPages, 100),
        });
      } finally {
        source.close();
      }
    }
    // The files after the database: a file the copied database names was written before it (uploads are stored
    // before their rows), so every file it needs is in the archive.
    if (options.files && !options.files.folders) await downloadBucket(options.files, staging);
    else for (const { folder, place } of folderPlaces(options)) snapshotTree(place, path.join(staging, folder));
    const manifest: Manifest = {
      format: 1,
      created_at: options.now.toISOString(),
      site_version: options.siteVersion,
      files: checksumsOf(staging),
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    const entries = [
      MANIFEST_FILE,
      DATABASE_FILE,
      ...FILE_FOLDERS.filter((folder) => fs.existsSync(path.join(staging, folder))),
    ];
    try {
      // tar loads with the first backup or restore, not with every start of the server.
      const tar = await import('tar');
      await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
      fs.renameSync(partial, target);
    } catch (error) {
      // A cut-off archive is no backup: it goes (a full disk gets its room back), and the error says why.
      fs.rmSync(partial, { force: true });
      if (isStorageFull(error))
        throw new BackupFailed(
          `No space left for the backup in ${path.dirname(target)}: the partial archive was removed. Free space there (or set BACKUP_DIR) and try again.`,
          { cause: error },
        );
      throw error;
    }
    return { file: target, bytes: fs.statSync(target).size, files: manifest.files.length };
  } catch (error) {
    // The copy of the database and the files is staged in DATA_DIR first: that disk may be the full one.
    if (isStorageFull(error) && !(error instanceof BackupFailed))
      throw new BackupFailed(
        `No space left in ${options.dataDir} to stage the backup: nothing was written. Free space there and try again.`,
        { cause: error },
      );
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** A backup that could not be written for a reason the operator can act on (a full disk), in words. */
export class BackupFailed extends Error {}

/** Removes the oldest backups in `dir` beyond the newest `keep` (only files this site named). */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs
    .readdirSync(dir)
    .filter((name) => /^site-[\dT-]+Z\.tar\.gz$/.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
