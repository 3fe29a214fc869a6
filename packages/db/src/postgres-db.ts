import {
  Kysely,
  PostgresDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { CONTENT_TABLES } from './content-tables.ts';
import { isDatabaseUnavailable } from './database-faults.ts';
import { prepareMarkedStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

/** Connections each server keeps to PostgreSQL; a few servers share a default `max_connections` of 100. */
const POOL_SIZE = 10;

/**
 * How often a server reads the content version another server may have moved. A change made through this server
 * shows at once; one made through another within this bound (stated in the README, "More than one server").
 */
export const CONTENT_VERSION_POLL_MS = 1000;

// int8 (counts, sums) as numbers, as SQLite gives them: counts of rows stay far below 2^53.
const INT8 = 20;

/** Opens a pool on a PostgreSQL database (`postgres://user:password@host:5432/name`). */
export function openPostgres(url: string): {
  db: Kysely<Database>;
  contentVersion: () => string;
  reachability: () => DatabaseReachability;
  poolUse: () => PoolUse;
} {
  const pool = newPool(url, POOL_SIZE);
  const reachability = new Reachability();
  // A connection the server closes (a restart, a failover) emits `error`: on the pool while it is idle, on the client
  // while a request holds it. Unheard, either ends the process. The connection is dropped and replaced on the next
  // query (Kysely releases it, and the pool does not reuse a connection that is no longer queryable).
  pool.on('error', (error) => reachability.lost(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => reachability.lost(error));
    prepareMarkedStatements(client);
  });
  const version = contentVersionFollower(pool, reachability);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [version.plugin] });
  version.follow(db);
  const poolUse = () => ({ size: POOL_SIZE, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, contentVersion: version.read, reachability: () => reachability.state, poolUse };
}

/**
 * A pool of the driver on `url` with int8 read as numbers (and more of pg's pool settings). A connection attempt that
 * hangs (a server starting, a network cut) fails after CONNECT_TIMEOUT_MS, as a 503, not a held request.
 */
export function newPool(url: string, max: number, more: pg.PoolConfig = {}): pg.Pool {
  // Loaded here, not at the top: a site on SQLite never needs the driver, and loading it costs its start ~40 ms.
  const { Pool, types: pgTypes } = createRequire(import.meta.url)('pg') as typeof pg;
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8
        ? (value: string) => Number(value)
        : (pgTypes.getTypeParser(oid, format) as unknown)) as typeof pgTypes.getTypeParser,
  };
  return new Pool({ connectionString: url, max, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...more });
}

/** How a server's PostgreSQL connections are used: at most `size` open, `idle` of them free, `waiting` queries queued. */
export interface PoolUse {
  size: number;
  open: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL's SQLSTATE for a table that does not exist (a database not migrated yet). */
const UNDEFINED_TABLE = '42P01';

/** How long a new connection may take before the query that wanted it fails. */
const CONNECT_TIMEOUT_MS = 5000;

/** Whether the database answers, as the last connection or version read found it. */
export interface DatabaseReachability {
  reachable: boolean;
  /** Why not, in the driver's words; since when. */
  reason?: string;
  since?: Date;
}

/**
 * Follows whether PostgreSQL answers, and says so once in the log when that changes (not once per connection or
 * request: a restart breaks every pooled connection at once).
 */
class Reachability {
  state: DatabaseReachability = { reachable: true };

  lost(error: Error) {
    if (!this.state.reachable) return;
    this.state = { reachable: false, reason: error.message, since: new Date() };
    console.error(
      `PostgreSQL is not reachable: ${error.message} (${(error as { code?: string }).code ?? 'no code'}); answering 503 until it is back`,
    );
  }

  answered() {
    if (this.state.reachable) return;
    const seconds = ((Date.now() - (this.state.since?.getTime() ?? Date.now())) / 1000).toFixed(1);
    this.state = { reachable: true };
    console.error(`PostgreSQL answers again (after ${seconds} s)`);
  }
}

const CONTENT = new Set<string>(CONTENT_TABLES);

/** The table an insert, update or delete writes to; undefined for anything else. */
function writtenTable(node: RootOperationNode): string | undefined {
  const tableName = (table: unknown) => {
    const target = table as { kind: string; table?: { identifier: { name: string } }; node?: unknown };
    if (target?.kind === 'TableNode') return target.table?.identifier.name;
    if (target?.kind === 'AliasNode') return tableName(target.node);
    return undefined;
  };
  if (node.kind === 'InsertQueryNode') return tableName(node.into);
  if (node.kind === 'UpdateQueryNode') return tableName(node.table);
  if (node.kind === 'DeleteQueryNode') return tableName(node.from.froms[0]);
  return undefined;
}

/**
 * The content version on PostgreSQL. Triggers move `content_version` on every write to public content (migration
 * `2026-11-24T0400_part_search`), from any server; each server reads it once a second in the background, so that
 * reading it stays free on the request path. A write through this server to a content table moves its own part
 * of the version at once, so its administrator never sees a cached page from before their change.
 */
function contentVersionFollower(pool: pg.Pool, reachability: Reachability) {
  let shared = 'unread';
  // Any other failed read (a statement cut short while PostgreSQL shuts down, say) keeps the version: emptying the
  // caches then would drop the kept pages just when they are all a visitor can get. Said once until a read succeeds.
  let told = false;
  const unexpected = (error: Error & { code?: string }) => {
    if (!told) console.error(`Reading the content version failed (${error.code ?? 'no code'}): ${error.message}`);
    told = true;
  };
  let local = 0;
  let poll = () => undefined as unknown;
  /** Starts following; reads go through Kysely, so that its destroy() ends the pool (and so this) in any case. */
  const follow = (db: Kysely<Database>) => {
    // Reads run side by side (one per write, one a second); an answer older than one already taken is dropped, or
    // the version would step back and forth, and each step empties the caches.
    let started = 0;
    let taken = 0;
    poll = () => {
      const read = ++started;
      return sql<{ value: number }>`select value from content_version`.execute(db).then(
        (result) => {
          if (read < taken) return;
          taken = read;
          shared = String(result.rows[0]?.value ?? 'none');
          told = false;
          reachability.answered();
        },
        (error: Error & { code?: string }) => {
          if (pool.ending || pool.ended) return; // closing down: a read cut short is no news
          // While the database is away nobody can change the content: what the caches keep stays true and is served
          // (README, "When the database or the disk goes away"); the version read after its return decides.
          if (isDatabaseUnavailable(error)) reachability.lost(error);
          else if (error.code === UNDEFINED_TABLE)
            shared = 'unread'; // not migrated yet: nothing is kept
          else unexpected(error);
        },
      );
    };
    const timer = setInterval(() => (pool.ended ? clearInterval(timer) : void poll()), CONTENT_VERSION_POLL_MS);
    timer.unref();
    void poll();
  };

  const writes = new WeakSet<QueryId>();
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs) {
      const table = writtenTable(args.node);
      if (table && CONTENT.has(table)) writes.add(args.queryId);
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(args.queryId)) {
        local++;
        void poll();
      }
      return args.result;
    },
  };
  return { plugin, follow, read: () => `${shared}.${local}` };
}
