import { Migrator, sql } from 'kysely';
import { migrations, PostgresIdentityPlugin } from '@tp/migrations';
import { engineOf, type Db } from './create-db.ts';

/** The tables of a database as its catalogue lists them (SQLite's internal `sqlite_*` ones left out). */
export async function schemaTables(db: Db): Promise<string[]> {
  const { rows } =
    engineOf(db) === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`.execute(
          db,
        )
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** The migrations a database has run, by name in order; none when it was never migrated. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  // Looked up first: a query on a missing table would abort a PostgreSQL transaction the caller is reading in.
  if (!(await schemaTables(db)).includes('kysely_migration')) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Migrates `target` to the migration `source` stands at, which may be older than the newest: a backup must not
 * migrate the live database it copies, and its copy must have the same tables and columns. Throws when the source
 * was never migrated or was migrated by a newer version of the site.
 */
export async function migrateToMatch(target: Db, source: Db): Promise<void> {
  const applied = await appliedMigrations(source);
  const last = applied.at(-1);
  if (!last)
    throw new Error('The database has no tables yet (it was never migrated): start the server on it once first.');
  const unknown = applied.filter((name) => !Object.hasOwn(migrations, name));
  if (unknown.length > 0)
    throw new Error(
      `The database was migrated by a newer version of the site (${unknown.join(', ')}): use that version.`,
    );
  const migrationDb = engineOf(target) === 'postgres' ? target.withPlugin(new PostgresIdentityPlugin()) : target;
  const result = await new Migrator({ db: migrationDb, provider: { getMigrations: async () => migrations } }).migrateTo(
    last,
  );
  if (result.error) {
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migrating the copy to ${last} failed: ${reason}`, { cause: result.error });
  }
}

/**
 * Runs `read` in one transaction that sees the database as it was when it began, while the site goes on writing:
 * REPEATABLE READ and read-only on PostgreSQL; on SQLite (WAL) a transaction reads one snapshot from its first read.
 */
export function inSnapshot<T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> {
  const transaction =
    engineOf(db) === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction();
  return transaction.execute(read);
}
