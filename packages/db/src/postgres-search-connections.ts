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

/** Runs search statements on a server's own connections to PostgreSQL, each prepared once per connection. */
export interface SearchConnections {
  all<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

/** Opens (lazily, on the first statement) the search connections to the database at `url`. */
export function openSearchConnections(url: string, connections = SEARCH_CONNECTIONS): SearchConnections {
  const pool = newPool(url, connections, '-c plan_cache_mode=force_generic_plan');
  // A connection the server closes while idle emits `error` on the pool, and unheard that ends the process. The site's
  // own pool says when PostgreSQL is away (postgres-db.ts); a statement sent meanwhile fails as any other would.
  pool.on('error', () => undefined);
  return {
    async all<Row>(query: CompiledQuery<Row>) {
      const result = await pool.query({ name: nameOf(query.sql), text: query.sql, values: [...query.parameters] });
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}
