import { sql, type RawBuilder } from 'kysely';
import { engineOf, type Db } from './create-db.ts';

/**
 * SQL that differs between the engines, for the few places outside migrations and the search repository that need
 * it. Each names what it does, not which engine it is for.
 */

/** The operator of a case-insensitive LIKE: SQLite's `like` already is (for ASCII), PostgreSQL's is `ilike`. */
export const likeIgnoringCase = (db: Db): RawBuilder<unknown> => (engineOf(db) === 'postgres' ? sql`ilike` : sql`like`);

/**
 * Makes the rest of a transaction wait for any other transaction that took the same key, until it ends: a count and
 * the insert that depends on it (sign-in attempts) cannot interleave. SQLite runs one writing transaction at a time
 * anyway; PostgreSQL gets a transaction-scoped advisory lock.
 */
export async function serializeOn(trx: Db, key: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
