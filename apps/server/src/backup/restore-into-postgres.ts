import { sql } from 'kysely';
import { copyDatabase, createDb, deleteAllRows, migrateToLatest, type CopiedRows } from '@tp/db';

/** A PostgreSQL address as it may be printed: the database and its server, never the password. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL database ${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'} on ${parsed.host}`;
}

/**
 * Prepares a restore into PostgreSQL: the archive's SQLite database and the target brought to this version's schema
 * (a backup of an older version restores, as a server start would migrate it), so that what could fail before any
 * row changes does. `replaceRows` then swaps every row in one transaction; `close` ends both connections.
 */
export async function prepareRestoreIntoPostgres(databaseUrl: string, archiveDatabase: string) {
  const archive = createDb(archiveDatabase);
  const target = createDb(databaseUrl);
  const close = async () => {
    await Promise.all([archive.destroy(), target.destroy()]);
  };
  try {
    await migrateToLatest(archive);
    await migrateToLatest(target);
  } catch (error) {
    await close();
    throw error;
  }

  /**
   * Replaces every row of the target with the archive's, in one transaction: servers on the database see the old
   * site or the restored one, never a mix, and a failure leaves the old one. The content version ends past both the
   * archive's and the one before, so no server (of another data directory or machine) keeps a page cached before.
   */
  const replaceRows = (): Promise<CopiedRows> =>
    target.transaction().execute(async (trx) => {
      const before = (await trx.selectFrom('content_version').select('value').executeTakeFirst())?.value ?? 0;
      await deleteAllRows(trx);
      const copied = await copyDatabase(archive, trx);
      await trx
        .updateTable('content_version')
        .set({ value: sql<number>`greatest(value, ${before}) + 1` })
        .execute();
      return copied;
    });

  return { replaceRows, close };
}
