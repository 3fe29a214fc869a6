import type { CompiledQuery } from 'kysely';
import { newPool } from './postgres-db.ts';
import { nameOf } from './prepared-statements.ts';

// Search statements on connections of their own (issue 37, on PostgreSQL): each search is one parts statement of six
// tiers and one titles statement, and PostgreSQL planned them for every search: 1.9 ms of planning against 0.6 ms of
// running for a full part number on 100,000 parts. PostgreSQL keeps a generic plan of a prepared statement only when
// its estimated cost is no higher than the plans made for each value, which a LIKE pattern of unknown value never is,
// so these connections tell it to use the generic plan always (plan_cache_mode): planned once per connection, then
// 0.03 ms. The generic plans read the same indexes (bench/results/search-plans-postgres.txt). Only the search
// statements run here: every other statement keeps its plan made for its values, on the site's own pool.

/** Connections of each server for search statements, beside the pool's ten (README, "More than one server"). */
export const SEARCH_CONNECTIONS = 4;

/**
 * How many statement texts are prepared (and their plans kept on each connection): a search's text differs by its
 * number of words, and a visitor could send every number from 1 to 50 in turn. The usual ones (one to a few words,
 * both joins, three languages, results and suggestions) come first; the rest run unprepared, still on a generic plan.
 */
const PREPARED_TEXTS = 100;

/** Runs search statements on a server's own connections to PostgreSQL, each prepared once per connection. */
export interface SearchConnections {
  all<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

/** Opens (lazily, on the first statement) the search connections to the database at `url`. */
export function openSearchConnections(url: string, connections = SEARCH_CONNECTIONS): SearchConnections {
  // Kept while idle (pg's default closes them after 10 s): a new connection would plan every statement again.
  const pool = newPool(url, connections, { idleTimeoutMillis: 0 });
  // Set on each new connection before its first statement (a client runs its queries in turn), not as a startup
  // option: `options=` in DATABASE_URL would replace that, and some poolers refuse startup options.
  pool.on('connect', (client) => {
    client.query('set plan_cache_mode = force_generic_plan').catch(() => undefined);
  });
  // A connection the server closes while idle emits `error` on the pool, and unheard that ends the process. The site's
  // own pool says when PostgreSQL is away (postgres-db.ts); a statement sent meanwhile fails as any other would.
  pool.on('error', () => undefined);
  const prepared = new Set<string>();
  return {
    async all<Row>(query: CompiledQuery<Row>) {
      const values = [...query.parameters];
      if (!prepared.has(query.sql) && prepared.size < PREPARED_TEXTS) prepared.add(query.sql);
      const result = await pool.query(
        prepared.has(query.sql) ? { name: nameOf(query.sql), text: query.sql, values } : { text: query.sql, values },
      );
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}
