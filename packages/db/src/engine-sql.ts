import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { engineOf, type Db, type Engine } from './create-db.ts';
import type { Database } from './schema.ts';

/**
 * SQL that differs between the engines, for every place outside migrations that needs it: the seams. Each names what
 * it does, not which engine it is for.
 */

/** The implementation for the engine the database runs on, of a module that has one per engine (search). */
export const forEngine = <T>(db: Db, implementations: Record<Engine, T>): T => implementations[engineOf(db)];

/** The operator of a case-insensitive LIKE: SQLite's `like` already is (for ASCII), PostgreSQL's is `ilike`. */
export const likeIgnoringCase = (db: Db): RawBuilder<unknown> => (engineOf(db) === 'postgres' ? sql`ilike` : sql`like`);

/** The part search indexes SQLite keeps in FTS5 tables (migration 2026-11-24T0400_part_search). */
const PART_TEXT_INDEXES = ['spare_part_numbers_search', 'spare_part_descriptions_search'] as const;

/**
 * Merges the part search indexes after a large write (an import of thousands of parts). FTS5 adds a segment per
 * transaction and merges them only now and then; a query reads every segment, so after ten imports a search read
 * several times the index pages it needs (2–3× slower, bench/results/search.txt): about 0.1 s per 10,000 parts.
 * PostgreSQL's GIN indexes put new entries in a pending list that every search reads through until autovacuum
 * merges it (fastupdate): the list is merged now, and the table's statistics renewed for the planner.
 */
export async function compactPartSearchIndexes(db: Db): Promise<void> {
  if (engineOf(db) === 'postgres') {
    for (const index of PART_TEXT_INDEXES) await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    await sql`analyze spare_parts`.execute(db);
    return;
  }
  for (const index of PART_TEXT_INDEXES)
    await sql`insert into ${sql.table(index)}(${sql.ref(index)}) values ('optimize')`.execute(db);
}

/**
 * Makes the rest of a transaction wait for any other transaction that took the same key, until it ends: a count and
 * the insert that depends on it (sign-in attempts) cannot interleave. SQLite runs one writing transaction at a time
 * anyway; PostgreSQL gets a transaction-scoped advisory lock.
 */
export async function serializeOn(trx: Db, key: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * A select of rows to claim, which other servers' claims skip while this transaction holds them (PostgreSQL's
 * `for update skip locked`); SQLite has one writer at a time, so the rows are the writer's anyway.
 */
export const skippingRowsOthersHold =
  (db: Db) =>
  <Q extends SelectQueryBuilder<Database, keyof Database, object>>(query: Q): Q =>
    engineOf(db) === 'postgres' ? (query.forUpdate().skipLocked() as Q) : query;

/**
 * Runs `work` while no other server on the database runs work under the same key (a session advisory lock on
 * PostgreSQL; on SQLite one server owns the file, so it simply runs).
 */
export async function oneServerAtATime<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Before the process ends: SQLite folds its write-ahead log into the database file, so the file alone is whole. */
export async function settleBeforeExit(db: Db): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}
