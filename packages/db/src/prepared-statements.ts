import crypto from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';

/**
 * What marks a statement as prepared once per connection and reused (PostgreSQL). Planning the search's statements
 * took 1.5–15 ms a search against 0.5–1.5 ms for running them (bench/results/search-plans-postgres.txt); a named
 * statement is parsed once per connection, and after five runs PostgreSQL keeps a generic plan when it is not
 * costlier than the ones made for each value (plan_cache_mode auto), which for the search's LIKE patterns it never
 * is: the server's search connections (postgres-search-connections.ts) use the generic plan always. Only statements of
 * a fixed shape are marked: every distinct text stays prepared on each connection for as long as it lives.
 */
const MARK = '/* prepared */ ';

/** The statement, marked to be prepared and reused on PostgreSQL; on SQLite the comment changes nothing. */
export const prepared = <Row>(statement: RawBuilder<Row>): RawBuilder<Row> => sql<Row>`${sql.raw(MARK)}${statement}`;

const names = new Map<string, string>();
/** A statement's name on the connection, from its text: the same text is the same statement. */
export function nameOf(text: string) {
  let name = names.get(text);
  if (!name) names.set(text, (name = `p_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

/**
 * Lets a pooled connection run marked statements as named (prepared) ones; every other query goes as before. Kysely's
 * driver calls `query(text, values)`, which this turns into `query({ name, text, values })` for a marked text.
 */
export function prepareMarkedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) =>
    typeof text === 'string' && text.startsWith(MARK)
      ? query({ name: nameOf(text), text, values }, ...rest)
      : query(text, values, ...rest)) as typeof client.query;
}
