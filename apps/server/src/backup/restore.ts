import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FileStore } from '@tp/api';
import { isPostgresUrl } from '@tp/db';
import { serversUsing } from '../data-dir-lock.ts';
import { moveEntry, placeOf, SQLITE_ENTRIES, type SitePlaces } from './file-places.ts';
import { DATABASE_FILE, FILE_FOLDERS, verifyUnpacked } from './manifest.ts';
import { restoreIntoBucket } from './bucket-files.ts';
import { describePostgres, prepareRestoreIntoPostgres } from './restore-into-postgres.ts';

/** A restore that was refused or failed before the data was touched: the message says why. */
export class RestoreRefused extends Error {}

const exists = (file: string) => fs.existsSync(file);
const isFileFolder = (name: string) => (FILE_FOLDERS as readonly string[]).includes(name);

/** Unpacks only plain files and folders, and nothing outside the target (tar refuses absolute and `..` paths). */
async function unpack(archive: string, into: string) {
  try {
    // tar loads with the first backup or restore, not with every start of the server.
    const tar = await import('tar');
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new RestoreRefused(`${archive} could not be read as a backup (${(error as Error).message}).`);
  }
}

function checkDatabase(file: string) {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`The database in the backup is damaged: ${String(result)}`);
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`The database in the backup cannot be opened: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/** Opens the restore into PostgreSQL; anything that goes wrong here is before a row or file has changed. */
async function preparePostgres(databaseUrl: string, archiveDatabase: string) {
  try {
    return await prepareRestoreIntoPostgres(databaseUrl, archiveDatabase);
  } catch (error) {
    throw new RestoreRefused(
      `The backup could not be prepared for the ${describePostgres(databaseUrl)}: ${(error as Error).message}. Nothing was changed.`,
    );
  }
}

/**
 * Restores a backup into DATA_DIR. Refused while a server uses the directory. Everything is checked before the data
 * is touched (each file against the manifest's checksum, the database's integrity); then the current data is moved
 * aside, the backup's moved in, and the old data removed only once that is complete. A failure on the way moves
 * the old data back. On a PostgreSQL site (`database` a postgres:// address) the archive's rows replace the
 * database's in one transaction, after the files are in; the SQLite file in DATA_DIR, if any, is left alone.
 */
export async function restoreBackup(
  options: SitePlaces & { file: string; now: Date; database?: string; files?: FileStore },
): Promise<{ files: number; createdAt: string }> {
  const archive = path.resolve(options.file);
  if (!exists(archive)) throw new RestoreRefused(`${archive} does not exist.`);
  const running = serversUsing(options.dataDir);
  if (running.length > 0) {
    throw new RestoreRefused(
      `A server is running on ${options.dataDir} (process ${running.join(', ')}): stop it first. Nothing was changed.`,
    );
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(options.dataDir, '.restore-'));
  let postgres: Awaited<ReturnType<typeof preparePostgres>> | undefined;
  try {
    await unpack(archive, staging);
    const { manifest, problems } = verifyUnpacked(staging);
    if (!manifest || problems.length > 0)
      throw new RestoreRefused(`The backup is not whole; nothing was changed:\n  ${problems.join('\n  ')}`);
    checkDatabase(path.join(staging, DATABASE_FILE));
    postgres =
      options.database && isPostgresUrl(options.database)
        ? await preparePostgres(options.database, path.join(staging, DATABASE_FILE))
        : undefined;
    // On PostgreSQL the folders of files are moved; the database is not a file in DATA_DIR. On S3 storage the
    // folders' files go into the bucket instead (bucket-files.ts).
    const bucket = options.files && !options.files.folders ? options.files : undefined;
    const folders = bucket ? [] : FILE_FOLDERS;
    const replaced = postgres ? folders : SQLITE_ENTRIES.filter((name) => !bucket || !isFileFolder(name));
    const restored = postgres ? folders : [DATABASE_FILE, ...folders];

    // What is there goes aside beside itself (on its own mount: a rename), until the backup's is in place.
    const asideOf = (name: string) =>
      `${placeOf(options, name)}.before-restore-${options.now.toISOString().replace(/[:.]/g, '-')}`;
    const movedAside: string[] = [];
    const movedIn: string[] = [];
    let intoBucket: Awaited<ReturnType<typeof restoreIntoBucket>> | undefined;
    try {
      if (bucket) intoBucket = await restoreIntoBucket(bucket, staging);
      for (const name of replaced) {
        if (!exists(placeOf(options, name))) continue;
        fs.renameSync(placeOf(options, name), asideOf(name));
        movedAside.push(name);
      }
      // The database and the folders; not the write-ahead files the integrity check left beside it (it wrote nothing).
      for (const name of restored) {
        if (!exists(path.join(staging, name))) continue;
        moveEntry(path.join(staging, name), placeOf(options, name));
        movedIn.push(name);
      }
      await postgres?.replaceRows();
    } catch (error) {
      await intoBucket?.rollback();
      for (const name of movedIn) fs.rmSync(placeOf(options, name), { recursive: true, force: true });
      for (const name of movedAside) fs.renameSync(asideOf(name), placeOf(options, name));
      throw error;
    }
    for (const name of movedAside) fs.rmSync(asideOf(name), { recursive: true, force: true });
    await intoBucket?.commit();
    return { files: manifest.files.length, createdAt: manifest.created_at };
  } finally {
    await postgres?.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
