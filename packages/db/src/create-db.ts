import type { Kysely, KyselyPlugin } from 'kysely';
import { openPostgres, type DatabaseReachability, type PoolUse } from './postgres-db.ts';
import { openSearchConnections, type SearchConnections } from './postgres-search-connections.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-db.ts';

export type Db = Kysely<Database>;

/** A PostgreSQL connection address (`postgres://user:password@host:5432/name`), as DATABASE_URL gives it. */
export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/**
 * Opens the site's database: a `postgres://` address opens a PostgreSQL pool, anything else is the path of the SQLite
 * file (created if missing). Code that must differ by engine uses a named seam of engine-sql.ts; only migrations and
 * those seams ask `engineOf(db)` themselves.
 */
export function createDb(target: string): Db {
  if (isPostgresUrl(target)) {
    const opened = openPostgres(target);
    contentVersions.set(opened.db, opened.contentVersion);
    reachabilities.set(opened.db, opened.reachability);
    poolUses.set(opened.db, opened.poolUse);
    searchConnections.set(opened.db, () => openSearchConnections(target));
    return opened.db;
  }
  const opened = openSqlite(target);
  contentVersions.set(opened.db, opened.contentVersion);
  if (target !== ':memory:') sqliteFiles.set(opened.db, target);
  return opened.db;
}

const sqliteFiles = new WeakMap<Db, string>();

/** The file of a SQLite database, for another connection to it (the search thread); undefined on PostgreSQL. */
export const sqliteFileOf = (db: Db): string | undefined => sqliteFiles.get(db);

const searchConnections = new WeakMap<Db, () => SearchConnections>();

/**
 * New connections to a PostgreSQL database for search statements only, planned once (postgres-search-connections.ts);
 * undefined on SQLite, whose searches have a thread of their own (the api package's sqlite-search-thread.ts).
 */
export const openSearchConnectionsOf = (db: Db): SearchConnections | undefined => searchConnections.get(db)?.();

const contentVersions = new WeakMap<Db, () => string>();
const reachabilities = new WeakMap<Db, () => DatabaseReachability>();
const poolUses = new WeakMap<Db, () => PoolUse>();

/** How the connection pool is used, for the server's metrics; undefined on SQLite (one connection, no pool). */
export const poolUseOf = (db: Db): PoolUse | undefined => poolUses.get(db)?.();

/**
 * Whether the database answered when last asked (PostgreSQL: by the content-version read each second, or a connection
 * that broke since). A SQLite file is on this server's own disk: always reachable.
 */
export const databaseReachability = (db: Db): DatabaseReachability => reachabilities.get(db)?.() ?? { reachable: true };

/** Which engine a database (or a transaction on it) runs on: the one check, kept with the migrations (engine.ts). */
export { engineOf, type Engine } from '@tp/migrations';

/**
 * A value that changes whenever public content does, read in a microsecond: caches of public answers compare it on
 * every request. Writes visitors cause (captcha challenges, search limits, requests) leave it alone, so they do not
 * empty the caches. On PostgreSQL it changes within a second of a write through another server (postgres-db.ts).
 */
export function databaseVersion(db: Db): string {
  const read = contentVersions.get(db);
  if (!read) throw new Error('databaseVersion: this database was not opened by createDb');
  return read();
}

/**
 * The database with a plugin added (the server's query spans when tracing is on), as the same database to everything
 * that asks about it: its file, content version, reachability and pool are those of `db`.
 */
export function withPlugin(db: Db, plugin: KyselyPlugin): Db {
  const added = db.withPlugin(plugin);
  for (const known of [sqliteFiles, searchConnections, contentVersions, reachabilities, poolUses] as WeakMap<
    Db,
    unknown
  >[])
    if (known.has(db)) known.set(added, known.get(db));
  return added;
}
