import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * Opens (or creates) the SQLite file. WAL lets readers run beside the one writer; foreign keys enforce the
 * cascades the schema declares; the busy timeout waits out a concurrent writer instead of failing.
 * This is the one SQLite-specific seam: a PostgreSQL dialect would be chosen here.
 */
export function createDb(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
