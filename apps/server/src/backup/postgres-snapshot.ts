import fs from 'node:fs';
import { sql } from 'kysely';
import { copyDatabase, createDb, inSnapshot, migrateToMatch } from '@tp/db';

/**
 * Writes a PostgreSQL site's rows into a new SQLite file, the database of a backup archive: the same format a SQLite
 * site's backup has, so either restores into either. Every row is read in one REPEATABLE READ transaction, a
 * consistent snapshot while the site goes on taking writes. The file gets the schema of the migrations the database
 * has run (not newer: a backup leaves the live database as it is).
 */
export async function writePostgresSnapshot(databaseUrl: string, file: string): Promise<void> {
  const source = createDb(databaseUrl);
  try {
    const copy = createDb(file);
    try {
      await inSnapshot(source, async (snapshot) => {
        await migrateToMatch(copy, snapshot);
        await copy.transaction().execute((trx) => copyDatabase(snapshot, trx));
      });
      // One self-contained file: no write-ahead log beside it for the archive to miss.
      await sql`pragma journal_mode = delete`.execute(copy);
    } finally {
      await copy.destroy();
    }
  } finally {
    await source.destroy();
  }
  for (const sidecar of [`${file}-wal`, `${file}-shm`]) fs.rmSync(sidecar, { force: true });
}
