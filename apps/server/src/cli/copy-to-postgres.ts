import fs from 'node:fs';
import {
  copyDatabase,
  createDb,
  inSnapshot,
  isPostgresUrl,
  migrateToLatest,
  tablesWithRows,
  type CopiedRows,
  type Db,
} from '@tp/db';
import { describePostgres } from '../backup/restore-into-postgres.ts';
import { serversUsing } from '../data-dir-lock.ts';

/** A copy refused before anything was written: the message says why. */
export class CopyRefused extends Error {}

export interface CopyToPostgresOptions {
  dataDir: string;
  /** The SQLite file of the site in DATA_DIR. */
  databaseFile: string;
  /** The PostgreSQL database to fill (`--to`, else DATABASE_URL). */
  to: string | undefined;
}

async function openMigrated(target: string, describe: string): Promise<Db> {
  const db = createDb(target);
  try {
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw new CopyRefused(`Could not open ${describe}: ${(error as Error).message}. Nothing was copied.`);
  }
}

/**
 * Moves a SQLite site's rows into an empty PostgreSQL database, for a site that grows to more than one server:
 * both brought to this version's schema, then every row copied in one transaction (all or nothing) from one
 * snapshot of the file. Refused while a server runs on DATA_DIR (its later writes would be left behind) and when
 * the target has any row. The uploaded files stay in DATA_DIR, and the SQLite file is left as it was.
 */
export async function copyToPostgres(
  options: CopyToPostgresOptions,
): Promise<{ /** The database filled, as it may be printed. */ target: string; copied: CopiedRows }> {
  if (!options.to) {
    throw new CopyRefused(
      'copy-to-postgres needs the PostgreSQL database to fill: --to postgres://user:password@host:5432/name, or DATABASE_URL set to it.',
    );
  }
  if (!isPostgresUrl(options.to))
    throw new CopyRefused('copy-to-postgres copies into PostgreSQL only: the target must be a postgres:// address.');
  const target = describePostgres(options.to);
  if (!fs.existsSync(options.databaseFile)) {
    throw new CopyRefused(
      `There is no SQLite site at ${options.databaseFile}: nothing to copy (DATA_DIR names the directory of the site to copy).`,
    );
  }
  const running = serversUsing(options.dataDir);
  if (running.length > 0) {
    throw new CopyRefused(
      `A server is running on ${options.dataDir} (process ${running.join(', ')}): stop it first, or what it writes after the copy stays behind. Nothing was copied.`,
    );
  }

  const source = await openMigrated(options.databaseFile, options.databaseFile);
  try {
    const into = await openMigrated(options.to, `the ${target}`);
    try {
      const copied = await into.transaction().execute(async (trx) => {
        const filled = await tablesWithRows(trx);
        if (filled.length > 0) {
          throw new CopyRefused(
            `The ${target} already has content (rows in ${filled.join(', ')}): copy-to-postgres fills only an empty database. Nothing was copied.`,
          );
        }
        return inSnapshot(source, (snapshot) => copyDatabase(snapshot, trx));
      });
      return { target, copied };
    } finally {
      await into.destroy();
    }
  } finally {
    await source.destroy();
  }
}
