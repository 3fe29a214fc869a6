import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Opens (or creates) the SQLite file. WAL lets readers run beside the one writer; foreign keys enforce the
 * cascades the schema declares; the busy timeout waits out a concurrent writer instead of failing.
 */
export function openSqlite(file: string): { db: Kysely<Database>; contentVersion: () => string } {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: beginningImmediately(keepingFailedTransactionsError(withStatementCache(sqlite))),
    }),
  });
  return { db, contentVersion: contentVersionReader(sqlite) };
}

/**
 * Reads the counter that triggers move on every write to a content table (migration `2026-11-24T0400_part_search`),
 * from this process, the admin CLI or another server on the same file. Before the migration has run (the first
 * start migrates after opening) nothing is cached: every read is its own version.
 */
function contentVersionReader(sqlite: SQLite.Database): () => string {
  let statement: SQLite.Statement | null = null;
  let unversioned = 0;
  return () => {
    try {
      statement ??= sqlite.prepare('select value from content_version').pluck();
      return String(statement.get());
    } catch {
      statement = null;
      return `unversioned-${++unversioned}`;
    }
  };
}

/**
 * Kysely begins a transaction with a plain (deferred) `begin`: it reads first and asks for the write lock at its
 * first write. If another connection (a second server, the admin CLI) committed a write in between, SQLite cannot
 * let it write on its older snapshot and fails at once with "database is locked", whatever the busy timeout: a
 * scheduled publish failed so with two servers on one file. `begin immediate` takes the write lock at the start,
 * waiting out another writer within the busy timeout, so a transaction's reads and writes see one state.
 */
function beginningImmediately(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = (source: string) => prepare(source === 'begin' ? 'begin immediate' : source);
  return sqlite;
}

/** What Kysely's `rollback` runs when SQLite has rolled the transaction back already: nothing. */
const ROLLED_BACK_ALREADY = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) };

/**
 * On some errors (a full disk, SQLITE_FULL; out of memory; some I/O errors) SQLite rolls the whole transaction back
 * itself. Kysely then runs `rollback`, which fails with "cannot rollback - no transaction is active", and that error
 * replaces the one that mattered: a full disk was answered 500 instead of 507. A `rollback` outside a transaction
 * does nothing instead, so the statement's own error is the one thrown.
 */
function keepingFailedTransactionsError(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) =>
    source === 'rollback' && !sqlite.inTransaction
      ? (ROLLED_BACK_ALREADY as unknown as SQLite.Statement)
      : prepare(source)) as SQLite.Database['prepare'];
  return sqlite;
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
