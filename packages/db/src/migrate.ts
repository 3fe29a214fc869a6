import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { engineOf, migrations, PostgresIdentityPlugin } from '@tp/migrations';
import { appliedMigrations } from './copy-database-schema.ts';
import type { Db } from './create-db.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to the newest migration; throws with the failing migration's name. On PostgreSQL, servers
 * starting at once migrate once: Kysely's migrator holds an advisory lock (`pg_advisory_lock`) while it runs,
 * and the others find the work done.
 */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrationDb = engineOf(db) === 'postgres' ? db.withPlugin(new PostgresIdentityPlugin()) : db;
  const result = await new Migrator({ db: migrationDb, provider }).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: result.error });
  }
  return result;
}

/** The newest migration this version of the site knows. */
export const NEWEST_MIGRATION = Object.keys(migrations).sort().at(-1)!;

/**
 * Whether the database has run this version's newest migration (false too when it was never migrated); two small
 * catalogue reads, for readiness probes every few seconds. A database that cannot answer throws.
 */
export async function isMigratedToLatest(db: Db): Promise<boolean> {
  return (await appliedMigrations(db)).includes(NEWEST_MIGRATION);
}
