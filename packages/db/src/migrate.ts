import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { migrations } from '@tp/migrations';
import type { Db } from './create-db.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const result = await new Migrator({ db, provider }).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
