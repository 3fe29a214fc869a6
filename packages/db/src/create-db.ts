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
  const ownChanges = sqlite.prepare('select total_changes()').pluck();
  const othersCommits = sqlite.prepare('pragma data_version').pluck();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  changeCounters.set(db, () => `${String(ownChanges.get())}:${String(othersCommits.get())}`);
  return db;
}

const changeCounters = new WeakMap<Db, () => string>();

/**
 * A value that changes whenever the database does, read in a microsecond: this connection's `total_changes()`
 * counts its own writes, `PRAGMA data_version` moves when another connection commits (the admin CLI, a restore, a
 * second server on the same file). Caches of public answers compare it on every request.
 */
export function databaseVersion(db: Db): string {
  const read = changeCounters.get(db);
  if (!read) throw new Error('databaseVersion: this database was not opened by createDb');
  return read();
}

/** How many compiled statements are kept: every query the site runs, with room to spare. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles a statement on every `prepare()`: parsing and
 * planning cost more than a small read itself. Compiled statements are kept by their SQL text (Kysely's parameters
 * are bound separately, so the texts repeat), the least recently used dropped beyond the bound. A statement still
 * being iterated (a streamed query) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const kept = statements.get(source);
    if (kept && !kept.busy) {
      statements.delete(source);
      statements.set(source, kept);
      return kept;
    }
    const statement = prepare(source);
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
}
